import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { EmptyState } from '../../ui/state-view/state-view';
import type { MemberDetail } from '../atoms/back-office-atoms';
import { formatDate, formatMinor } from './format';
import styles from './back-office.module.css';

/** The member's latest ledger lines, part of the member's page (no call of its own). */
export function MemberLedgerTable({
  ledger,
  currency,
}: {
  ledger: MemberDetail['ledger'];
  currency: string;
}) {
  const { i18n } = useLingui();
  const money = (minor: number) => formatMinor(minor, currency, i18n.locale);
  if (ledger.length === 0) return <EmptyState title={i18n._(msg`No money has moved yet`)} />;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{i18n._(msg`When`)}</th>
          <th scope="col">{i18n._(msg`What`)}</th>
          <th scope="col">{i18n._(msg`Wallet`)}</th>
          <th scope="col" className={styles.number}>
            {i18n._(msg`Amount`)}
          </th>
          <th scope="col" className={styles.number}>
            {i18n._(msg`Balance after`)}
          </th>
          <th scope="col">{i18n._(msg`Reference`)}</th>
        </tr>
      </thead>
      <tbody>
        {ledger.map((l) => (
          <tr key={l.id}>
            <td data-label={i18n._(msg`When`)}>{formatDate(l.at, i18n.locale)}</td>
            <td data-label={i18n._(msg`What`)}>{l.kind}</td>
            <td data-label={i18n._(msg`Wallet`)}>{l.account}</td>
            <td data-label={i18n._(msg`Amount`)} className={l.amount < 0 ? styles.out : styles.in}>
              {money(l.amount)}
            </td>
            <td data-label={i18n._(msg`Balance after`)} className={styles.number}>
              {money(l.balanceAfter)}
            </td>
            <td data-label={i18n._(msg`Reference`)}>{l.reference || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
