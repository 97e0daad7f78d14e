import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '../money/money';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  time: string;
  type: string;
  amount: number;
  after: number;
}
const rows: Row[] = [
  { id: '3', time: '20/11 10:02', type: 'Game win', amount: 2500, after: 16500 },
  { id: '2', time: '20/11 10:01', type: 'Game bet', amount: -1000, after: 14000 },
  { id: '1', time: '20/11 09:40', type: 'Deposit', amount: 15000, after: 15000 },
];
const fmt = (m: number) => (m / 100).toLocaleString('en', { minimumFractionDigits: 2 });
const columns: Column<Row>[] = [
  { key: 'time', header: 'Time', cell: (r) => r.time },
  { key: 'type', header: 'Type', cell: (r) => r.type },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (r) => <Money text={fmt(r.amount)} tone={r.amount > 0 ? 'plus' : 'minus'} />,
    total: <Money text={fmt(16500)} />,
  },
  { key: 'after', header: 'Balance after', numeric: true, cell: (r) => <Money text={fmt(r.after)} /> },
];

function Demo({ width }: { width: number }) {
  return (
    <div style={{ width }}>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        caption="Account record"
        totalsLabel="Total"
      />
    </div>
  );
}

const meta = { title: 'UI/Data table', component: Demo, args: { width: 760 } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Account record' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('+25.00')).toBeVisible();
  },
};
/** On a phone each row becomes a card of label and value. */
export const Phone: Story = { args: { width: 340 } };
