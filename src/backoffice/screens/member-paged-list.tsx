import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/form/button';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { loadMemberActivityAtom, type MemberActivity } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { BetsTable, LoginsTable, MessagesTable } from './member-activity-tables';
import { MemberLedgerTable } from './member-ledger-table';
import { MemberListFilterRow } from './member-list-filter-row';
import {
  filterQuery,
  isFiltered,
  LIST_FILTERS,
  NO_FILTERS,
  type ListFilterValues,
  type PagedPart,
} from './member-list-filters';
import styles from './back-office.module.css';
import own from './member-activity.module.css';

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; page: MemberActivity; older: 'idle' | 'loading' | { failed: string } };

const linesOf = (part: PagedPart, a: MemberActivity): readonly unknown[] => a[part] ?? [];

/** The lines shown so far with the next (older) page after them. */
function appended(part: PagedPart, shown: MemberActivity, next: MemberActivity): MemberActivity {
  const nextBefore = next.nextBefore ?? null;
  switch (part) {
    case 'ledger':
      return { ledger: [...(shown.ledger ?? []), ...(next.ledger ?? [])], nextBefore };
    case 'bets':
      return { bets: [...(shown.bets ?? []), ...(next.bets ?? [])], nextBefore };
    case 'logins':
      return { logins: [...(shown.logins ?? []), ...(next.logins ?? [])], nextBefore };
    case 'messages':
      return { messages: [...(shown.messages ?? []), ...(next.messages ?? [])], nextBefore };
  }
}

function ListTable({ part, page, currency }: { part: PagedPart; page: MemberActivity; currency: string }) {
  switch (part) {
    case 'ledger':
      return <MemberLedgerTable ledger={page.ledger ?? []} currency={currency} />;
    case 'bets':
      return <BetsTable bets={page.bets ?? []} />;
    case 'logins':
      return <LoginsTable logins={page.logins ?? []} />;
    case 'messages':
      return <MessagesTable messages={page.messages ?? []} />;
  }
}

/**
 * One of the member's lists, newest first, a page at a time: filters above it (a change
 * reloads from the first page), "Load older" under it while older lines remain. `firstPage`
 * is a first page the member's page already has (the ledger), shown while nothing is filtered.
 */
export function MemberPagedList({
  memberId,
  part,
  currency,
  firstPage,
}: {
  memberId: number;
  part: PagedPart;
  currency: string;
  firstPage?: MemberActivity | undefined;
}) {
  const { i18n } = useLingui();
  const load = useSetAtom(loadMemberActivityAtom);
  const [filters, setFilters] = useState<ListFilterValues>(NO_FILTERS);
  const [state, setState] = useState<ListState>(
    firstPage ? { kind: 'done', page: firstPage, older: 'idle' } : { kind: 'loading' },
  );
  // Bumped by every first-page load: an answer to an earlier choice of filters is dropped.
  const generation = useRef(0);
  const rangeBackwards = filters.from !== '' && filters.to !== '' && filters.to < filters.from;

  const loadFirst = useCallback(
    (f: ListFilterValues) => {
      const mine = ++generation.current;
      if (firstPage && !isFiltered(f)) {
        setState({ kind: 'done', page: firstPage, older: 'idle' });
        return;
      }
      setState({ kind: 'loading' });
      load({ id: memberId, part, ...filterQuery(part, f) }).then(
        (page) => generation.current === mine && setState({ kind: 'done', page, older: 'idle' }),
        (err: unknown) =>
          generation.current === mine && setState({ kind: 'failed', message: i18n._(callProblem(err)) }),
      );
    },
    [firstPage, load, memberId, part, i18n],
  );
  useEffect(() => {
    // A range that ends before it starts is said at the field, not asked of the platform (and
    // an answer still on its way for the filters before is dropped).
    if (rangeBackwards) generation.current++;
    else loadFirst(filters);
  }, [loadFirst, filters, rangeBackwards]);

  const loadOlder = () => {
    if (state.kind !== 'done' || state.older === 'loading') return;
    const shown = state.page;
    const before = shown.nextBefore;
    if (!before) return;
    const mine = generation.current;
    setState({ ...state, older: 'loading' });
    load({ id: memberId, part, ...filterQuery(part, filters), before }).then(
      (next) =>
        generation.current === mine &&
        setState({ kind: 'done', page: appended(part, shown, next), older: 'idle' }),
      (err: unknown) =>
        generation.current === mine &&
        setState({ kind: 'done', page: shown, older: { failed: i18n._(callProblem(err)) } }),
    );
  };

  return (
    <>
      <MemberListFilterRow
        part={part}
        values={filters}
        onChange={setFilters}
        toError={rangeBackwards ? i18n._(msg`The last day must not be before the first.`) : undefined}
      />
      {state.kind === 'loading' && (
        <div className={styles.skeletonTable} role="status" aria-label={i18n._(msg`Loading`)} />
      )}
      {state.kind === 'failed' && (
        <ErrorState
          message={state.message}
          retryLabel={i18n._(msg`Try again`)}
          onRetry={() => loadFirst(filters)}
        />
      )}
      {state.kind === 'done' &&
        (linesOf(part, state.page).length === 0 && isFiltered(filters) ? (
          <EmptyState title={i18n._(LIST_FILTERS[part].noMatch)} />
        ) : (
          <ListTable part={part} page={state.page} currency={currency} />
        ))}
      <div className={own.more}>
        {state.kind === 'done' && state.page.nextBefore ? (
          <Button variant="secondary" busy={state.older === 'loading'} onClick={loadOlder}>
            {i18n._(msg`Load older`)}
          </Button>
        ) : null}
        {state.kind === 'done' && typeof state.older === 'object' && <p role="alert">{state.older.failed}</p>}
      </div>
    </>
  );
}
