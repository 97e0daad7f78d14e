import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { kycAtom } from '../../atoms/kyc';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { KycDocumentList } from './kyc-document-list';
import { KycStatusCard } from './kyc-status-card';
import { KycUploadForm } from './kyc-upload-form';
import type { KycDocumentsProps } from './kyc-documents.props';
import styles from './kyc-documents.module.css';

/** KYC: the member's verification status, the documents sent, and sending more until approved. */
export default function KycDocuments({
  kinds = ['identity', 'address', 'source-of-funds'],
}: KycDocumentsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const state = useAsyncAtom(kycAtom);
  if (state.error)
    return (
      <ErrorState
        message={moneyErrorText(state.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={state.retry}
      />
    );
  if (!state.data)
    return <SkeletonRows rows={3} height={72} label={i18n._(msg`Loading your verification`)} />;
  return (
    <div className={styles.root}>
      <KycStatusCard state={state.data} />
      {state.data.status !== 'approved' && <KycUploadForm kinds={kinds} />}
      <KycDocumentList documents={state.data.documents} />
    </div>
  );
}
