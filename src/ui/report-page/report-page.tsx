import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { FormEvent, ReactNode } from 'react';
import { DataTable, type Column } from '../data-table/data-table';
import { DateRange, type DateRangeValue } from '../date-range/date-range';
import { Button } from '../form/button';
import { FormMessage } from '../form/form-message';
import { TextField } from '../form/text-field';
import { Pager } from '../pager/pager';
import { RecordView, type SummaryItem } from '../record-view/record-view';
import styles from './report-page.module.css';

export type ReportState = 'loading' | 'error' | 'empty' | 'ready';

/** The state of a paged report: a refused range shows no rows, then error, loading, empty, ready. */
export function reportState(opts: {
  refused: boolean;
  error: unknown;
  data: { items: readonly unknown[] } | null | undefined;
}): ReportState {
  if (opts.refused) return 'empty';
  if (opts.error) return 'error';
  if (!opts.data) return 'loading';
  return opts.data.items.length === 0 ? 'empty' : 'ready';
}

export interface ReportPageProps<Row> {
  range: { value: DateRangeValue; today: string; minDate: string; onChange(next: DateRangeValue): void };
  /** Why the platform would refuse the range, in words; no rows are asked for meanwhile. */
  rangeError?: string | undefined;
  /** A username search; submitting it (with `filters`) asks again from page 1. */
  search?: { value: string; onChange(value: string): void; onSubmit(): void; label?: string };
  /** More fields inside the search form (a type or game-type select). */
  filters?: ReactNode;
  summary?: readonly SummaryItem[] | undefined;
  state: ReportState;
  loadingLabel: string;
  emptyTitle: string;
  emptyText?: string | undefined;
  errorMessage?: string | undefined;
  onRetry(): void;
  /** Shown above the rows (totals by type). */
  before?: ReactNode;
  table: { columns: readonly Column<Row>[]; rows: readonly Row[]; rowKey(row: Row): string; caption: string };
  pager: { page: number; total: number; pageSize: number; onChange(page: number): void; label: string };
}

/**
 * The one frame of the agent centre's paged reports (team betting, user P&L, my income,
 * transaction details): date range, search, refused-range message, totals, the rows
 * with loading, empty and error states, and the pager.
 */
export function ReportPage<Row>(p: ReportPageProps<Row>) {
  const { i18n } = useLingui();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.search?.onSubmit();
  };
  return (
    <RecordView
      filters={
        <>
          <DateRange
            value={p.range.value}
            today={p.range.today}
            minDate={p.range.minDate}
            onChange={p.range.onChange}
          />
          {(p.search || p.filters) && (
            <form className={styles.filters} role="search" onSubmit={onSubmit}>
              {p.search && (
                <TextField
                  label={p.search.label ?? i18n._(msg`Username`)}
                  value={p.search.value}
                  onChange={p.search.onChange}
                  maxLength={64}
                />
              )}
              {p.filters}
              <Button type="submit">{i18n._(msg`Search`)}</Button>
            </form>
          )}
          {p.rangeError && <FormMessage tone="error">{p.rangeError}</FormMessage>}
        </>
      }
      summary={p.rangeError ? undefined : p.summary}
      state={p.state}
      loadingLabel={p.loadingLabel}
      emptyTitle={p.emptyTitle}
      emptyText={p.rangeError ? undefined : p.emptyText}
      errorMessage={p.errorMessage}
      retryLabel={i18n._(msg`Try again`)}
      onRetry={p.onRetry}
    >
      {p.before}
      <DataTable
        columns={p.table.columns}
        rows={p.table.rows}
        rowKey={p.table.rowKey}
        caption={p.table.caption}
      />
      <Pager
        page={p.pager.page}
        pageCount={Math.ceil(p.pager.total / p.pager.pageSize)}
        onChange={p.pager.onChange}
        label={p.pager.label}
      />
    </RecordView>
  );
}
