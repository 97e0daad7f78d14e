import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { EmptyState } from '../../ui/state-view/state-view';
import type { MemberActivity } from '../atoms/back-office-atoms';
import { formatDate, formatMinor } from './format';
import styles from './back-office.module.css';
import own from './member-activity.module.css';

/** The member's limits (money and session time) and their time-outs and self-exclusions. */
export function MemberProtectionView({
  protection,
  currency,
}: {
  protection: NonNullable<MemberActivity['protection']>;
  currency: string;
}) {
  const { i18n } = useLingui();
  const money = (minor: number | null) =>
    minor === null ? i18n._(msg`None`) : formatMinor(minor, currency, i18n.locale);
  const minutes = (n: number | null) => (n === null ? i18n._(msg`None`) : i18n._(msg`${n} min`));
  const pendingText = (pending: { amount: number | null; from: string }) => {
    const amount = money(pending.amount);
    const from = formatDate(pending.from, i18n.locale);
    return i18n._(msg`${amount} from ${from}`);
  };
  const { limits, exclusions } = protection;
  return (
    <>
      <h3 className={styles.subtitle}>{i18n._(msg`Exclusions`)}</h3>
      {exclusions.length === 0 ? (
        <EmptyState title={i18n._(msg`No time-out or self-exclusion`)} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{i18n._(msg`Kind`)}</th>
              <th scope="col">{i18n._(msg`Chosen`)}</th>
              <th scope="col">{i18n._(msg`From`)}</th>
              <th scope="col">{i18n._(msg`Until`)}</th>
              <th scope="col">{i18n._(msg`In force`)}</th>
            </tr>
          </thead>
          <tbody>
            {exclusions.map((e) => (
              <tr key={`${e.kind}-${e.startsAt}`}>
                <td data-label={i18n._(msg`Kind`)}>
                  {e.kind === 'self-exclusion' ? i18n._(msg`Self-exclusion`) : i18n._(msg`Time-out`)}
                </td>
                <td data-label={i18n._(msg`Chosen`)}>{e.period}</td>
                <td data-label={i18n._(msg`From`)}>{formatDate(e.startsAt, i18n.locale)}</td>
                <td data-label={i18n._(msg`Until`)}>
                  {e.endsAt ? formatDate(e.endsAt, i18n.locale) : i18n._(msg`Indefinite`)}
                </td>
                <td data-label={i18n._(msg`In force`)} className={e.active ? styles.out : undefined}>
                  {e.active ? i18n._(msg`Yes`) : i18n._(msg`No`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className={styles.subtitle}>{i18n._(msg`Limits`)}</h3>
      <dl className={own.settings}>
        <div>
          <dt>{i18n._(msg`Session time limit`)}</dt>
          <dd>{minutes(protection.sessionLimitMinutes)}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Reality check every`)}</dt>
          <dd>{minutes(protection.realityCheckMinutes)}</dd>
        </div>
      </dl>
      {limits.length === 0 ? (
        <EmptyState title={i18n._(msg`No deposit, wager or loss limit`)} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{i18n._(msg`Limit`)}</th>
              <th scope="col">{i18n._(msg`Period`)}</th>
              <th scope="col" className={styles.number}>
                {i18n._(msg`Amount`)}
              </th>
              <th scope="col">{i18n._(msg`Change asked for`)}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((l) => (
              <tr key={`${l.kind}-${l.period}`}>
                <td data-label={i18n._(msg`Limit`)}>{l.kind}</td>
                <td data-label={i18n._(msg`Period`)}>{l.period}</td>
                <td data-label={i18n._(msg`Amount`)} className={styles.number}>
                  {money(l.amount)}
                </td>
                <td data-label={i18n._(msg`Change asked for`)}>{l.pending ? pendingText(l.pending) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
