import type { ReactNode } from 'react';
import { SkeletonRows } from '../skeleton/skeleton';
import { EmptyState, ErrorState } from '../state-view/state-view';
import styles from './record-view.module.css';

export interface SummaryItem {
  label: string;
  value: ReactNode;
}

/**
 * The frame of a record page: filters, a summary of totals, then the list, with the
 * loading skeleton, empty and error states in the list's place.
 */
export function RecordView({
  filters,
  summary,
  state,
  loadingLabel,
  emptyTitle,
  emptyText,
  errorMessage,
  retryLabel,
  onRetry,
  children,
}: {
  filters: ReactNode;
  summary?: readonly SummaryItem[];
  state: 'loading' | 'error' | 'empty' | 'ready';
  loadingLabel: string;
  emptyTitle: string;
  emptyText?: string;
  errorMessage?: string;
  retryLabel: string;
  onRetry(): void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.view}>
      <div className={styles.filters}>{filters}</div>
      {summary && state !== 'error' && (
        <dl className={styles.summary}>
          {summary.map((s) => (
            <div key={s.label} className={styles.item}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {state === 'loading' && <SkeletonRows rows={6} height={40} label={loadingLabel} />}
      {state === 'error' && (
        <ErrorState message={errorMessage ?? ''} retryLabel={retryLabel} onRetry={onRetry} />
      )}
      {state === 'empty' && <EmptyState title={emptyTitle}>{emptyText}</EmptyState>}
      {state === 'ready' && children}
    </div>
  );
}
