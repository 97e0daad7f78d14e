import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { EmptyState } from '../../ui/state-view/state-view';
import type { MemberActivity } from '../atoms/back-office-atoms';
import { formatDate, formatMinor } from './format';
import { ProtectionActions, useProtectionActions } from './member-protection-actions';
import { Button } from '../../ui/form/button';
import { SESSION_LIMIT_MINUTES } from '@schemas/api/protection-session-rules';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@schemas/api/protection-rules';
import type { LowerTarget } from './member-limit-dialog';
import styles from './back-office.module.css';
import own from './member-activity.module.css';

/**
 * The member's limits (money and session time) and their time-outs and self-exclusions; for
 * owners and support, the actions on them (place a break, lift an indefinite self-exclusion,
 * lower a limit), after which the part loads again so it shows what the platform holds.
 */
export function MemberProtectionView({
  protection,
  currency,
  member,
  onChanged,
}: {
  protection: NonNullable<MemberActivity['protection']>;
  currency: string;
  member: { id: number; username: string };
  onChanged(): void;
}) {
  const { i18n } = useLingui();
  const act = useProtectionActions();
  const money = (minor: number | null) =>
    minor === null ? i18n._(msg`None`) : formatMinor(minor, currency, i18n.locale);
  const minutes = (n: number | null) => (n === null ? i18n._(msg`None`) : i18n._(msg`${n} min`));
  const pendingText = (pending: { amount: number | null; from: string }) => {
    const amount = money(pending.amount);
    const from = formatDate(pending.from, i18n.locale);
    return i18n._(msg`${amount} from ${from}`);
  };
  const { limits, exclusions } = protection;
  const session = protection.sessionLimitMinutes;
  return (
    <>
      <ProtectionActions actions={act} member={member} currency={currency} onChanged={onChanged} />
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
              {act.allowed && <th scope="col">{i18n._(msg`Action`)}</th>}
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
                {act.allowed && (
                  <td data-label={i18n._(msg`Action`)}>
                    {e.active && e.kind === 'self-exclusion' && e.period === 'indefinite' && (
                      <Button variant="secondary" size="small" onClick={() => act.open({ kind: 'lift' })}>
                        {i18n._(msg`Lift`)}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className={styles.subtitle}>{i18n._(msg`Limits`)}</h3>
      <dl className={own.settings}>
        <div>
          <dt>{i18n._(msg`Session time limit`)}</dt>
          <dd>
            {minutes(protection.sessionLimitMinutes)}{' '}
            {act.allowed && session !== null && session > SHORTEST_SESSION && (
              <Button
                variant="secondary"
                size="small"
                aria-label={i18n._(msg`Lower the session time limit`)}
                onClick={() => act.open({ kind: 'limit', target: { kind: 'session', minutes: session } })}
              >
                {i18n._(msg`Lower`)}
              </Button>
            )}
          </dd>
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
              {act.allowed && <th scope="col">{i18n._(msg`Action`)}</th>}
            </tr>
          </thead>
          <tbody>
            {limits.map((l) => {
              const target = lowerable(l);
              const { kind, period } = l;
              return (
                <tr key={`${l.kind}-${l.period}`}>
                  <td data-label={i18n._(msg`Limit`)}>{l.kind}</td>
                  <td data-label={i18n._(msg`Period`)}>{l.period}</td>
                  <td data-label={i18n._(msg`Amount`)} className={styles.number}>
                    {money(l.amount)}
                  </td>
                  <td data-label={i18n._(msg`Change asked for`)}>
                    {l.pending ? pendingText(l.pending) : '—'}
                  </td>
                  {act.allowed && (
                    <td data-label={i18n._(msg`Action`)}>
                      {target && (
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={i18n._(msg`Lower the ${kind} limit (${period})`)}
                          onClick={() => act.open({ kind: 'limit', target })}
                        >
                          {i18n._(msg`Lower`)}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

const SHORTEST_SESSION = Math.min(...SESSION_LIMIT_MINUTES);

type LimitLine = NonNullable<MemberActivity['protection']>['limits'][number];

/** The limit a line shows, when it is one in force an operator may lower (not zero already). */
function lowerable(l: LimitLine): LowerTarget | undefined {
  const kind = LIMIT_KINDS.find((k) => k === l.kind);
  const period = LIMIT_PERIODS.find((p) => p === l.period);
  return kind && period && l.amount !== null && l.amount > 0 ? { kind, period, amount: l.amount } : undefined;
}
