import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ErrorState } from '../../ui/state-view/state-view';
import {
  loadMemberActivityAtom,
  type MemberActivity,
  type MemberActivityPart,
  type MemberDetail,
} from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { SessionsTable } from './member-activity-tables';
import { isPagedPart } from './member-list-filters';
import { MemberPagedList } from './member-paged-list';
import { MemberProtectionView } from './member-protection';
import styles from './back-office.module.css';
import own from './member-activity.module.css';

type Tab = MemberActivityPart;

const TABS: readonly { tab: Tab; label: MessageDescriptor }[] = [
  { tab: 'ledger', label: msg`Ledger` },
  { tab: 'bets', label: msg`Bets` },
  { tab: 'logins', label: msg`Logins` },
  { tab: 'sessions', label: msg`Sessions` },
  { tab: 'messages', label: msg`Messages` },
  { tab: 'protection', label: msg`Limits` },
];

type PartState =
  { kind: 'loading' } | { kind: 'done'; activity: MemberActivity } | { kind: 'failed'; message: string };

/** A part of the member's records that answers whole (sessions, limits), loaded when its tab is opened. */
function ActivityPart({
  memberId,
  username,
  part,
  currency,
}: {
  memberId: number;
  username: string;
  part: MemberActivityPart;
  currency: string;
}) {
  const { i18n } = useLingui();
  const load = useSetAtom(loadMemberActivityAtom);
  const [state, setState] = useState<PartState>({ kind: 'loading' });
  const fetchPart = useCallback(
    (isCurrent: () => boolean, quiet = false) => {
      // After an action on the part, it reloads behind what is shown (and what the action said).
      if (!quiet) setState({ kind: 'loading' });
      load({ id: memberId, part }).then(
        (activity) => isCurrent() && setState({ kind: 'done', activity }),
        (err: unknown) => isCurrent() && setState({ kind: 'failed', message: i18n._(callProblem(err)) }),
      );
    },
    [load, memberId, part, i18n],
  );
  useEffect(() => {
    let current = true;
    fetchPart(() => current);
    return () => {
      current = false;
    };
  }, [fetchPart]);

  if (state.kind === 'loading')
    return <div className={styles.skeletonTable} role="status" aria-label={i18n._(msg`Loading`)} />;
  if (state.kind === 'failed')
    return (
      <ErrorState
        message={state.message}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={() => fetchPart(() => true)}
      />
    );
  const a = state.activity;
  if (a.sessions) return <SessionsTable sessions={a.sessions} />;
  if (a.protection)
    return (
      <MemberProtectionView
        protection={a.protection}
        currency={currency}
        member={{ id: memberId, username }}
        onChanged={() => fetchPart(() => true, true)}
      />
    );
  return null;
}

/**
 * The member's records under the profile: the ledger (its first page already on the page) and
 * the parts that load when their tab is opened; the lists page and filter. Plain toggle
 * buttons, so Tab and Enter work; arrow keys move between them too.
 */
export function MemberActivityTabs({ detail }: { detail: MemberDetail }) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<Tab>('ledger');
  // The member's page holds the ledger's first page, and where the next one starts.
  const ledgerFirstPage = useMemo<MemberActivity>(
    () => ({ ledger: detail.ledger, nextBefore: detail.ledgerNextBefore }),
    [detail.ledger, detail.ledgerNextBefore],
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    buttons.current[next]?.focus();
  };
  const current = TABS.find((t) => t.tab === tab) ?? TABS[0];
  return (
    <>
      <div className={own.tabs} role="group" aria-label={i18n._(msg`Member records`)}>
        {TABS.map((t, index) => (
          <button
            key={t.tab}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            className={own.tab}
            aria-pressed={tab === t.tab}
            onClick={() => setTab(t.tab)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {i18n._(t.label)}
          </button>
        ))}
      </div>
      <section aria-label={current ? i18n._(current.label) : undefined}>
        {isPagedPart(tab) ? (
          <MemberPagedList
            key={tab}
            memberId={detail.member.id}
            part={tab}
            currency={detail.member.currency}
            firstPage={tab === 'ledger' ? ledgerFirstPage : undefined}
          />
        ) : (
          <ActivityPart
            key={tab}
            memberId={detail.member.id}
            username={detail.member.username}
            part={tab}
            currency={detail.member.currency}
          />
        )}
      </section>
    </>
  );
}
