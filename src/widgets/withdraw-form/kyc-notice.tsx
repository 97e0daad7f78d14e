import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getWithdrawSettings } from '../../api/endpoints';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { kycRequiredText } from '../../i18n/kyc-words';
import { Button } from '../../ui/form/button';
import styles from './withdraw-form.module.css';

type KycRequired = NonNullable<ResponseOf<typeof getWithdrawSettings>['kycRequired']>;

/**
 * The merchant verifies identity before a member's first withdrawal (platform.json kyc): why
 * this member cannot withdraw yet, and the way to the page where documents are sent. The
 * platform refuses the withdrawal anyway (KYC_REQUIRED).
 */
export function KycNotice({ kyc }: { kyc: KycRequired }) {
  const { i18n } = useLingui();
  const goTo = useSetAtom(memberCentrePageAtom);
  const titleId = useId();
  return (
    <section className={styles.wagering} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.wageringTitle}>
        {i18n._(msg`Verify your identity to withdraw`)}
      </h3>
      <p className={styles.lead}>{kycRequiredText(kyc.status)}</p>
      {kyc.status === 'rejected' && kyc.reason && (
        <p className={styles.lead}>{i18n._(msg`Reason: ${ph({ reason: kyc.reason })}`)}</p>
      )}
      {kyc.status !== 'pending' && (
        <Button size="small" className={styles.wageringAction} onClick={() => goTo('verification')}>
          {i18n._(msg`Send my documents`)}
        </Button>
      )}
      {kyc.status === 'pending' && (
        <Button
          size="small"
          variant="secondary"
          className={styles.wageringAction}
          onClick={() => goTo('verification')}
        >
          {i18n._(msg`See my verification`)}
        </Button>
      )}
    </section>
  );
}
