import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useId } from 'react';
import type { KycState } from '../../atoms/kyc';
import { kycStatusText } from '../../i18n/kyc-words';

import styles from './kyc-documents.module.css';
import { dateTimeText } from '../../i18n/format-dates';

/** Where the member stands: the status, what it means, and the reason of a rejection. */
export function KycStatusCard({ state }: { state: KycState }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const explanation = {
    none: i18n._(msg`Send a clear photo or scan of your documents. We check them and tell you here.`),
    pending: i18n._(msg`Thank you. We are checking your documents and will show the result here.`),
    approved: i18n._(msg`Your identity is verified. Nothing more is needed.`),
    rejected: i18n._(msg`Your documents could not be approved. Please send new ones.`),
  }[state.status];
  return (
    <section className={styles.card} aria-labelledby={titleId} data-status={state.status}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.title}>
          {i18n._(msg`Identity verification`)}
        </h3>
        <span className={styles.badge} data-status={state.status} aria-live="polite">
          {kycStatusText(state.status)}
        </span>
      </div>
      <p className={styles.text}>{explanation}</p>
      {state.status === 'rejected' && state.reason && (
        <p className={styles.reason}>{i18n._(msg`Reason: ${ph({ reason: state.reason })}`)}</p>
      )}
      {state.reviewedAt && state.status !== 'pending' && (
        <p className={styles.muted}>
          {i18n._(msg`Reviewed on ${ph({ time: dateTimeText(state.reviewedAt) })}`)}
        </p>
      )}
      {state.requiredForWithdrawal && state.status !== 'approved' && (
        <p className={styles.note}>
          {i18n._(msg`This site verifies your identity before your first withdrawal.`)}
        </p>
      )}
    </section>
  );
}
