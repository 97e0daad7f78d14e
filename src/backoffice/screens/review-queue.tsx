import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useState, type ReactNode } from 'react';
import { QueueFilters, QueueResults, useQueuePage, type QueueState } from './queue-parts';
import styles from './back-office.module.css';

/** What every review queue asks the platform for: a status, a page, and a merchant when one is chosen. */
export interface QueueQuery<S extends string> {
  status: S;
  page: number;
  pageSize: number;
  merchant?: string;
}

/** The page a review queue gets back. */
export interface QueuePage<T> {
  items: T[];
  total: number;
}

/**
 * A review queue's filters and page: the status (the first of `statuses` to begin with), a
 * merchant code for a platform-wide operator, and the page, each filter change going back to the
 * first page. The page is fetched again whenever one of them, or `load`, changes.
 */
export function useReviewQueue<S extends string, P extends QueuePage<unknown>>({
  statuses,
  pageSize,
  load,
}: {
  statuses: readonly [S, ...S[]];
  pageSize: number;
  /** Fetches one page; a new function (a screen's own filter changed) fetches again. */
  load(query: QueueQuery<NoInfer<S>>): Promise<P>;
}): ReviewQueueModel<S, P> {
  const [status, setStatus] = useState<S>(statuses[0]);
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const fetch = useCallback(
    () => load({ status, page, pageSize, ...(merchant ? { merchant } : {}) }),
    [load, status, page, pageSize, merchant],
  );
  const { state, reload } = useQueuePage(fetch);
  return {
    statuses,
    status,
    state,
    reload,
    page,
    pageSize,
    setPage,
    onStatus(next: S) {
      setPage(1);
      setStatus(next);
    },
    onMerchant(code: string) {
      setPage(1);
      setMerchant(code);
    },
  };
}

export type ReviewQueueModel<S extends string, P> = {
  statuses: readonly S[];
  status: S;
  state: QueueState<P>;
  reload(): void;
  page: number;
  pageSize: number;
  setPage(page: number): void;
  onStatus(next: S): void;
  onMerchant(code: string): void;
};

/**
 * A review queue's screen: its heading, the status filter (labelled by `statusLabel`) with the
 * screen's own `filters` and the merchant code, then the page as it loads (`rows` draws its
 * items), then `children` (the decision dialogs).
 */
export function ReviewQueue<S extends string, T>({
  queue,
  id,
  title,
  statusLabel,
  filters,
  empty,
  pagerLabel,
  rows,
  children,
}: {
  queue: ReviewQueueModel<S, QueuePage<T>>;
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  statusLabel: Record<S, MessageDescriptor>;
  filters?: ReactNode;
  empty: { title: string; text: string };
  pagerLabel: string;
  rows(items: T[]): ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <QueueFilters
        status={queue.status}
        options={queue.statuses.map((value) => ({ value, label: i18n._(statusLabel[value]) }))}
        onStatus={queue.onStatus}
        onMerchant={queue.onMerchant}
      >
        {filters}
      </QueueFilters>
      <QueueResults
        state={queue.state}
        reload={queue.reload}
        empty={empty}
        page={queue.page}
        pageSize={queue.pageSize}
        onPage={queue.setPage}
        pagerLabel={pagerLabel}
      >
        {rows}
      </QueueResults>
      {children}
    </section>
  );
}

/**
 * The row an operator has chosen to decide on (with how), while its dialog is open: closing
 * forgets it, finishing forgets it and reloads the queue.
 */
export function useQueueChoice<C>(reload: () => void) {
  const [chosen, setChosen] = useState<C | null>(null);
  return {
    chosen,
    choose: setChosen,
    close: () => setChosen(null),
    done: () => {
      setChosen(null);
      reload();
    },
  };
}
