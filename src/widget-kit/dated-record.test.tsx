import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dayNumber, dayString } from '@schemas/api/wallet-rules';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import type { AsyncView } from '../atoms/async';
import { recordDays } from '../atoms/records';
import { DatedRecord, type DatedQuery } from './dated-record';
import { PagedTable } from './paged-table';

interface Answer {
  items: { id: number; what: string }[];
  total: number;
}
type Query = DatedQuery & { page: number; pageSize: number };

const { today } = recordDays();
const YESTERDAY = dayString((dayNumber(today) as number) - 1);
const START: Query = { startDate: today, endDate: today, utcOffset: 0, page: 3, pageSize: 2 };

function Harness({
  view,
  onQuery,
  rangeProblem,
}: {
  view: AsyncView<Answer | null>;
  onQuery?: (q: Query) => void;
  rangeProblem?: (q: Query) => string | undefined;
}) {
  const [query, setQuery] = useState(START);
  return (
    <DatedRecord
      query={query}
      setQuery={(q) => {
        onQuery?.(q);
        setQuery(q);
      }}
      view={view}
      isEmpty={(d) => d.items.length === 0}
      summary={(d) => [{ label: 'Lines', value: d.total }]}
      loadingLabel="Loading lines"
      emptyTitle="No lines"
      emptyText="Try a longer range."
      {...(rangeProblem ? { rangeProblem } : {})}
    >
      {(d) => (
        <PagedTable
          rows={d.items}
          total={d.total}
          query={query}
          setQuery={setQuery}
          columns={[{ key: 'what', header: 'What', cell: (r) => r.what }]}
          rowKey={(r) => String(r.id)}
          caption="Lines"
          pagerLabel="Line pages"
        />
      )}
    </DatedRecord>
  );
}

const view = (over: Partial<AsyncView<Answer | null>>): AsyncView<Answer | null> => ({
  data: undefined,
  loading: false,
  error: undefined,
  retry: () => undefined,
  ...over,
});
const ANSWER: Answer = { items: [{ id: 1, what: 'Deposit' }], total: 5 };

describe('a dated record', () => {
  it('shows the summary, the lines and the pager when loaded', async () => {
    await renderUi(<Harness view={view({ data: ANSWER })} />);
    expect(screen.getByText('Deposit')).toBeInTheDocument();
    expect(screen.getByText('Lines', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Line pages' })).toBeInTheDocument();
  });

  it('says it is loading, and that nothing is there, with what to try', async () => {
    const { unmount } = await renderUi(<Harness view={view({})} />);
    expect(screen.getByLabelText('Loading lines')).toBeInTheDocument();
    unmount();
    await renderUi(<Harness view={view({ data: { items: [], total: 0 } })} />);
    expect(screen.getByText('No lines')).toBeInTheDocument();
    expect(screen.getByText('Try a longer range.')).toBeInTheDocument();
  });

  it('an error offers a retry and hides the summary', async () => {
    const retry = vi.fn();
    await renderUi(<Harness view={view({ data: undefined, error: new Error('down'), retry })} />);
    expect(screen.queryByText('Lines', { selector: 'dt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('a new range starts from the first page; a range that cannot be asked is said, with no totals', async () => {
    const onQuery = vi.fn();
    await renderUi(<Harness view={view({ data: ANSWER })} onQuery={onQuery} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: YESTERDAY } });
    expect(onQuery).toHaveBeenLastCalledWith({ ...START, endDate: YESTERDAY, page: 1 });
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.getByText('No lines')).toBeInTheDocument();
    expect(screen.queryByText('Try a longer range.')).toBeNull();
    expect(screen.queryByText('Lines', { selector: 'dt' })).toBeNull();
  });

  it("takes its own rule for the range in place of the records' one", async () => {
    const rule = (q: Query) => (q.startDate === q.endDate ? 'Choose at least two days' : undefined);
    await renderUi(<Harness view={view({ data: ANSWER })} rangeProblem={rule} />);
    expect(screen.getByText('Choose at least two days')).toBeInTheDocument();
    expect(screen.queryByText('Deposit')).toBeNull();
    expect(screen.queryByText('Lines', { selector: 'dt' })).toBeNull();
  });
});
