import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { recordRangeProblem } from '@schemas/api/wallet-rules';
import type { ReactNode } from 'react';
import type { AsyncView } from '../atoms/async';
import { recordDays } from '../atoms/records';
import { moneyErrorText } from '../i18n/money-errors';
import { rangeProblemText } from '../i18n/record-labels';
import { DateRange, type DateRangeValue } from '../ui/date-range/date-range';
import { FormMessage } from '../ui/form/form-message';
import { RecordView, type SummaryItem } from '../ui/record-view/record-view';

/** What every dated record asks: a day range in the member's time zone (and, when paged, a page). */
export interface DatedQuery extends DateRangeValue {
  utcOffset: number;
  page?: number;
}

function recordRangeText(query: DatedQuery): string | undefined {
  const problem = recordRangeProblem(query.startDate, query.endDate, query.utcOffset);
  return problem && rangeProblemText(problem);
}

/**
 * A member's record over a day range (spec §9): the range and the record's own filters, a
 * summary of totals, then the record, with loading, empty, error and bad-range states. A new
 * range starts again from the first page. The record's own parts come in as props.
 */
export function DatedRecord<Q extends DatedQuery, D>({
  query,
  setQuery,
  view,
  isEmpty,
  filters,
  summary,
  loadingLabel,
  emptyTitle,
  emptyText,
  rangeProblem = recordRangeText,
  children,
}: {
  query: Q;
  setQuery(next: NoInfer<Q>): void;
  /** The record as loaded; null while the range is not one that can be asked. */
  view: AsyncView<D | null>;
  isEmpty(data: D): boolean;
  /** The record's own filters, after the range. */
  filters?: ReactNode;
  summary(data: D): readonly SummaryItem[];
  loadingLabel: string;
  emptyTitle: string;
  /** What to try when the range holds nothing (not shown for a range that is not allowed). */
  emptyText?: string;
  /** Why the range cannot be asked, in words; by default the member records' rule (spec §9). */
  rangeProblem?(query: Q): string | undefined;
  children(data: D): ReactNode;
}) {
  const { i18n } = useLingui();
  const { today, minDate } = recordDays();
  const problem = rangeProblem(query);
  const data = view.data;
  const state = problem
    ? 'empty'
    : view.error
      ? 'error'
      : data == null
        ? 'loading'
        : isEmpty(data)
          ? 'empty'
          : 'ready';
  return (
    <RecordView
      filters={
        <>
          <DateRange
            value={query}
            today={today}
            minDate={minDate}
            onChange={(range) =>
              setQuery({ ...query, ...range, ...(query.page === undefined ? {} : { page: 1 }) })
            }
          />
          {filters}
          {problem && <FormMessage tone="error">{problem}</FormMessage>}
        </>
      }
      summary={data != null && !problem ? summary(data) : undefined}
      state={state}
      loadingLabel={loadingLabel}
      emptyTitle={emptyTitle}
      emptyText={problem ? undefined : emptyText}
      errorMessage={moneyErrorText(view.error)}
      retryLabel={i18n._(msg`Try again`)}
      onRetry={view.retry}
    >
      {data != null && children(data)}
    </RecordView>
  );
}
