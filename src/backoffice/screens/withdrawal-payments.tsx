import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Button } from '../../ui/form/button';
import type { QueuedWithdrawal } from '../atoms/back-office-atoms';
import { formatMinor } from './format';
import type { SettlementKind } from './payment-settlement';
import styles from './back-office.module.css';

type Payment = QueuedWithdrawal['payments'][number];

/**
 * What has been paid on a withdrawal: payments sent and received, and while it is open what is
 * waiting for the member's confirmation and what is left to send, with each payment in transit
 * forced as received or cancelled through `onSettle`.
 */
export function WithdrawalPayments({
  withdrawal: w,
  open,
  onSettle,
}: {
  withdrawal: QueuedWithdrawal;
  open: boolean;
  onSettle(kind: SettlementKind, payment: Payment): void;
}) {
  const { i18n } = useLingui();
  const money = (minor: number) => formatMinor(minor, w.currency, i18n.locale);
  const count = w.payments.length;
  const received = money(w.received);
  const rest = money(w.unsent);
  const inTransit = money(w.inTransit);
  return (
    <>
      {w.payments.length === 0 ? '—' : i18n._(msg`${count} sent, ${received} received`)}
      {open && w.inTransit > 0 && (
        <>
          <br />
          <span className={styles.muted}>
            {i18n._(msg`${inTransit} waiting for the member's confirmation`)}
          </span>
        </>
      )}
      {open && w.payments.length > 0 && (
        <>
          <br />
          <span className={styles.muted}>{i18n._(msg`${rest} left to send`)}</span>
        </>
      )}
      {open && w.inTransit > 0 && (
        <ul className={styles.payments} aria-label={i18n._(msg`Payments in transit`)}>
          {w.payments
            .filter((p) => p.status === 'sent' || p.status === 'disputed')
            .map((p) => {
              const id = p.id;
              const sent = money(p.amount);
              return (
                <li key={p.id}>
                  <span>
                    {p.status === 'disputed'
                      ? i18n._(msg`Payment ${id}: ${sent}, reported not received`)
                      : i18n._(msg`Payment ${id}: ${sent}, not confirmed yet`)}
                  </span>
                  <span className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={i18n._(msg`Force receipt of payment ${id}`)}
                      onClick={() => onSettle('force', p)}
                    >
                      {i18n._(msg`Force receipt`)}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={i18n._(msg`Cancel payment ${id}`)}
                      onClick={() => onSettle('cancel', p)}
                    >
                      {i18n._(msg`Cancel payment`)}
                    </Button>
                  </span>
                </li>
              );
            })}
        </ul>
      )}
    </>
  );
}
