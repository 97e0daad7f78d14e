import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../ui/form/button';
import { ErrorState } from '../../ui/state-view/state-view';
import { loadMemberAtom, openMemberAtom, type MemberDetail } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { formatDate, formatMinor } from './format';
import { MemberActions } from './member-actions';
import { MemberActivityTabs } from './member-activity-tabs';
import styles from './back-office.module.css';

type PageState =
  { kind: 'loading' } | { kind: 'done'; detail: MemberDetail } | { kind: 'failed'; message: string };

/**
 * A member's page: profile, balances and their records in tabs (ledger, bets, logins, sessions,
 * messages, limits), with the actions the operator's role allows (lock, unlock, end sessions,
 * send a message, label).
 */
export function MemberPage({ memberId }: { memberId: number }) {
  const { i18n } = useLingui();
  const load = useSetAtom(loadMemberAtom);
  const open = useSetAtom(openMemberAtom);
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  const fetchDetail = useCallback(
    (isCurrent: () => boolean, quiet = false) => {
      // A reload after an action keeps the page (and what the action said) on screen.
      if (!quiet) setState({ kind: 'loading' });
      load(memberId).then(
        (detail) => isCurrent() && setState({ kind: 'done', detail }),
        (err: unknown) => isCurrent() && setState({ kind: 'failed', message: i18n._(callProblem(err)) }),
      );
    },
    [load, memberId, i18n],
  );
  useEffect(() => {
    let current = true;
    fetchDetail(() => current);
    return () => {
      current = false;
    };
  }, [fetchDetail]);

  const back = (
    <div className={styles.back}>
      <Button variant="ghost" size="small" onClick={() => open(null)}>
        {i18n._(msg`← Back to search`)}
      </Button>
    </div>
  );
  if (state.kind === 'loading')
    return (
      <section className={styles.panel} aria-busy="true">
        {back}
        <div className={styles.skeletonTable} role="status" aria-label={i18n._(msg`Loading`)} />
      </section>
    );
  if (state.kind === 'failed')
    return (
      <section className={styles.panel}>
        {back}
        <ErrorState
          message={state.message}
          retryLabel={i18n._(msg`Try again`)}
          onRetry={() => fetchDetail(() => true)}
        />
      </section>
    );
  const { member, balances } = state.detail;
  const money = (minor: number) => formatMinor(minor, member.currency, i18n.locale);
  const profile: [string, string][] = [
    [i18n._(msg`Merchant`), member.merchant],
    [i18n._(msg`Nickname`), member.nickname || '—'],
    [i18n._(msg`Mobile`), member.phone || '—'],
    [i18n._(msg`E-mail`), member.email || '—'],
    [i18n._(msg`Status`), member.status],
    [i18n._(msg`Upline`), member.upline || '—'],
    [i18n._(msg`Labels`), member.labels.join(', ') || '—'],
    [i18n._(msg`Two-factor login`), member.totpEnabled ? i18n._(msg`On`) : i18n._(msg`Off`)],
    [i18n._(msg`Joined`), formatDate(member.createdAt, i18n.locale)],
    [i18n._(msg`Last login`), member.lastLoginAt ? formatDate(member.lastLoginAt, i18n.locale) : '—'],
  ];
  return (
    <section className={styles.panel} aria-labelledby="bo-member">
      {back}
      <h1 id="bo-member" className={styles.title}>
        {member.username}
      </h1>
      <MemberActions member={member} onChanged={() => fetchDetail(() => true, true)} />
      <div className={styles.memberGrid}>
        <dl className={styles.profile}>
          {profile.map(([label, value]) => (
            <div key={label} className={styles.profileRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h2 className={styles.subtitle}>{i18n._(msg`Balances`)}</h2>
          {balances.length === 0 ? (
            <p className={styles.muted}>{i18n._(msg`No wallet yet.`)}</p>
          ) : (
            <ul className={styles.balances}>
              {balances.map((b) => (
                <li key={b.kind} className={styles.balance}>
                  <span className={styles.muted}>{b.kind}</span>
                  <strong>{money(b.balance)}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <MemberActivityTabs detail={state.detail} />
    </section>
  );
}
