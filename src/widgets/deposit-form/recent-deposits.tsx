import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { recentDepositsAtom } from '../../atoms/cashier';
import { useAsyncAtom } from '../../atoms/async';
import { useMoney } from '../../i18n/use-money';
import { Money } from '../../ui/money/money';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import styles from './deposit-form.module.css';
import { dateTimeText } from '../../i18n/format-dates';

/** The member's latest deposit requests with their state. */
export function RecentDeposits() {
  const { i18n } = useLingui();
  const money = useMoney();
  const list = useAsyncAtom(recentDepositsAtom);
  const status = (s: string) =>
    s === 'approved'
      ? i18n._(msg`Approved`)
      : s === 'rejected'
        ? i18n._(msg`Rejected`)
        : i18n._(msg`Pending`);
  if (list.error) return null;
  return (
    <section className={styles.recent} aria-label={i18n._(msg`Recent deposits`)}>
      <h3 className={styles.recentTitle}>{i18n._(msg`Recent deposits`)}</h3>
      {!list.data ? (
        <SkeletonRows rows={2} height={40} label={i18n._(msg`Loading recent deposits`)} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.none}>{i18n._(msg`No deposits yet.`)}</p>
      ) : (
        <ul className={styles.rows}>
          {list.data.items.map((d) => (
            <li key={d.reference} className={styles.row}>
              <span className={styles.ref}>{d.reference}</span>
              <time className={styles.time} dateTime={d.createdAt}>
                {dateTimeText(d.createdAt)}
              </time>
              <Money text={money(d.amount)} />
              <span className={styles.status} data-status={d.status}>
                {status(d.status)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
