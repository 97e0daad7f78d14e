import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { recentWithdrawalsAtom } from '../../atoms/cashier';
import { useAsyncAtom } from '../../atoms/async';
import { useMoney } from '../../i18n/use-money';
import { Money } from '../../ui/money/money';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import styles from './withdraw-form.module.css';

/** The latest withdrawals: amount, received, remaining and state. */
export function RecentWithdrawals() {
  const { i18n } = useLingui();
  const money = useMoney();
  const list = useAsyncAtom(recentWithdrawalsAtom);
  const status = (s: string) =>
    s === 'completed'
      ? i18n._(msg`Completed`)
      : s === 'rejected'
        ? i18n._(msg`Rejected`)
        : s === 'paying'
          ? i18n._(msg`Being paid`)
          : i18n._(msg`Pending`);
  if (list.error) return null;
  return (
    <section className={styles.recent} aria-label={i18n._(msg`Recent withdrawals`)}>
      <h3 className={styles.recentTitle}>{i18n._(msg`Recent withdrawals`)}</h3>
      {!list.data ? (
        <SkeletonRows rows={2} height={40} label={i18n._(msg`Loading recent withdrawals`)} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.lead}>{i18n._(msg`No withdrawals yet.`)}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{i18n._(msg`Reference`)}</th>
              <th scope="col" className={styles.num}>
                {i18n._(msg`Amount`)}
              </th>
              <th scope="col" className={styles.num}>
                {i18n._(msg`Received`)}
              </th>
              <th scope="col" className={styles.num}>
                {i18n._(msg`Remaining`)}
              </th>
              <th scope="col">{i18n._(msg`Status`)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((w) => (
              <tr key={w.reference}>
                <td className={styles.ref}>{w.reference}</td>
                <td className={styles.num}>
                  <Money text={money(w.amount)} />
                </td>
                <td className={styles.num}>
                  <Money text={money(w.received)} />
                </td>
                <td className={styles.num}>
                  <Money text={money(w.remaining)} />
                </td>
                <td>
                  <span className={styles.stateTag} data-status={w.status}>
                    {status(w.status)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
