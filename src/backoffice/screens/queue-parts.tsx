import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/form/button';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { Pager } from '../../ui/pager/pager';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import styles from './back-office.module.css';

export type QueueState<P> =
  { kind: 'loading' } | { kind: 'done'; page: P } | { kind: 'failed'; message: string };

/**
 * One page of a cashier queue, fetched again whenever `fetch` changes (a new filter or page);
 * a newer fetch wins, so an older answer arriving late is dropped.
 */
export function useQueuePage<P>(fetch: () => Promise<P>): { state: QueueState<P>; reload(): void } {
  const { i18n } = useLingui();
  const [state, setState] = useState<QueueState<P>>({ kind: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setState({ kind: 'loading' });
    fetch().then(
      (page) => ticket === latest.current && setState({ kind: 'done', page }),
      (err: unknown) =>
        ticket === latest.current && setState({ kind: 'failed', message: i18n._(callProblem(err)) }),
    );
  }, [fetch, i18n]);
  useEffect(() => reload(), [reload]);
  return { state, reload };
}

/** Whether the signed-in operator works for every merchant (and so may filter by one). */
export function usePlatformWide(): boolean {
  return useAtomValue(operatorSessionAtom)?.operator.merchant === null;
}

/**
 * A list's filters: its status (when it has one), its own filters (`children`, in the same row),
 * and for a platform-wide operator a merchant code (empty for all). Each change goes back to the
 * first page. Nothing is drawn when there is nothing to filter by.
 */
export function QueueFilters<S extends string>({
  status,
  options,
  onStatus,
  onMerchant,
  children,
}: {
  status?: S;
  options?: { value: S; label: string }[];
  onStatus?(status: S): void;
  onMerchant(code: string): void;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const platformWide = usePlatformWide();
  const [merchantText, setMerchantText] = useState('');
  function applyMerchant(e: FormEvent) {
    e.preventDefault();
    onMerchant(merchantText.trim().toLowerCase());
  }
  if (!options && !children && !platformWide) return null;
  return (
    <form className={styles.searchRow} onSubmit={applyMerchant} aria-label={i18n._(msg`Filters`)}>
      {options && status !== undefined && (
        <SelectField
          label={i18n._(msg`Status`)}
          value={status}
          options={options}
          onChange={(value) => onStatus?.(value as S)}
        />
      )}
      {children}
      {platformWide && (
        <>
          <TextField
            className={styles.searchField}
            label={i18n._(msg`Merchant code (empty for all)`)}
            value={merchantText}
            onChange={setMerchantText}
            maxLength={32}
            autoCapitalize="none"
            spellCheck={false}
          />
          <Button type="submit" variant="secondary">
            {i18n._(msg`Apply`)}
          </Button>
        </>
      )}
    </form>
  );
}

/**
 * A queue's page as it loads: a skeleton, an error with a retry, the empty state, or the rows
 * (drawn by `children`) with a pager.
 */
export function QueueResults<T>({
  state,
  reload,
  empty,
  page,
  pageSize,
  onPage,
  pagerLabel,
  children,
}: {
  state: QueueState<{ items: T[]; total: number }>;
  reload(): void;
  empty: { title: string; text: string };
  page: number;
  pageSize: number;
  onPage(page: number): void;
  pagerLabel: string;
  children(items: T[]): ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.results} aria-live="polite" aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' && (
        <div className={styles.skeletonTable} role="status" aria-label={i18n._(msg`Loading`)} />
      )}
      {state.kind === 'failed' && (
        <ErrorState message={state.message} retryLabel={i18n._(msg`Try again`)} onRetry={reload} />
      )}
      {state.kind === 'done' && state.page.items.length === 0 && (
        <EmptyState title={empty.title}>{empty.text}</EmptyState>
      )}
      {state.kind === 'done' && state.page.items.length > 0 && (
        <>
          {children(state.page.items)}
          <Pager
            page={page}
            pageCount={Math.ceil(state.page.total / pageSize)}
            onChange={onPage}
            label={pagerLabel}
          />
        </>
      )}
    </div>
  );
}
