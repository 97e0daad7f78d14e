import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportPage, type ReportPageProps } from './report-page';

interface Row {
  name: string;
  amount: string;
}

const props: ReportPageProps<Row> = {
  range: {
    value: { startDate: '2026-11-14', endDate: '2026-11-20' },
    today: '2026-11-20',
    minDate: '2026-08-20',
    onChange: fn(),
  },
  search: { value: '', onChange: fn(), onSubmit: fn() },
  summary: [{ label: 'Rows', value: 2 }],
  state: 'ready',
  loadingLabel: 'Loading the report',
  emptyTitle: 'Nothing in this period',
  onRetry: fn(),
  table: {
    columns: [
      { key: 'name', header: 'Name', cell: (r: Row) => r.name },
      { key: 'amount', header: 'Amount', numeric: true, cell: (r: Row) => r.amount },
    ],
    rows: [
      { name: 'demodown1', amount: '10.00' },
      { name: 'demodown2', amount: '-4.50' },
    ],
    rowKey: (r: Row) => r.name,
    caption: 'Report rows',
  },
  pager: { page: 1, total: 45, pageSize: 20, onChange: fn(), label: 'Report pages' },
};

const meta = {
  title: 'UI/Report page',
  component: ReportPage<Row>,
  args: props,
} satisfies Meta<typeof ReportPage<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Report rows' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Report pages' })).toBeVisible();
  },
};
export const RefusedRange: Story = {
  args: { rangeError: 'A range may cover at most 30 days', state: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('at most 30 days');
  },
};
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty', emptyText: 'Choose a longer date range.' } };
export const Failed: Story = { args: { state: 'error', errorMessage: 'Network link abnormal' } };
