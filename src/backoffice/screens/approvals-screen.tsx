import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormMessage } from '../../ui/form/form-message';
import { backOfficeScreenAtom, openMemberAtom } from '../atoms/back-office-atoms';
import { formatMinor } from './format';
import { PendingAdjustments } from './pending-adjustments';
import styles from './back-office.module.css';

/**
 * Every balance adjustment waiting for a second operator, oldest first, across the merchants
 * the operator works for: approved or rejected here, or opened on the member's page.
 */
export function ApprovalsScreen() {
  const { i18n } = useLingui();
  const openMember = useSetAtom(openMemberAtom);
  const setScreen = useSetAtom(backOfficeScreenAtom);
  const [done, setDone] = useState<string | undefined>();
  return (
    <section className={styles.panel} aria-labelledby="bo-approvals">
      <h1 id="bo-approvals" className={styles.title}>
        {i18n._(msg`Approvals`)}
      </h1>
      <p className={styles.muted}>
        {i18n._(
          msg`Balance adjustments above the merchant's approval amount wait here for a second operator.`,
        )}
      </p>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <PendingAdjustments
        version={0}
        onOpenMember={(id) => {
          openMember(id);
          setScreen('members');
        }}
        onDecided={(kind, a) => {
          const id = a.id;
          const amount = formatMinor(a.amount, a.currency, i18n.locale);
          setDone(
            kind === 'approve'
              ? i18n._(msg`Adjustment #${id} is applied: ${amount}.`)
              : i18n._(msg`Adjustment #${id} is rejected: nothing moved.`),
          );
        }}
      />
    </section>
  );
}
