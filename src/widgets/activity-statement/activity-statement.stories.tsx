import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getActivityStatement } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { fakeStatementRow, withStatementApi } from '../../../tests/support/fake-statement';
import ActivityStatement from './activity-statement';

const rows = [
  fakeStatementRow({
    period: '2026-11-18',
    deposits: 200_00,
    stakes: 50_00,
    payouts: 80_00,
    net: 30_00,
    bonuses: 0,
  }),
  fakeStatementRow({ period: '2026-11-20' }),
  fakeStatementRow({
    period: '2026-11-24',
    deposits: 0,
    withdrawals: 150_00,
    stakes: 0,
    payouts: 0,
    net: 0,
    bonuses: 0,
  }),
];

const meta = {
  title: 'Widgets/Activity statement',
  component: ActivityStatement,
  args: { groupBy: 'day', offerTwelveMonths: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withStatementApi(api, { rows }) } },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof ActivityStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three days of activity: the totals, the rows, CSV and print. */
export const WithActivity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getByLabelText('Totals')).toHaveTextContent('700.00');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withStatementApi(api, { rows: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity in this period')).toBeVisible();
  },
};

export const LoadingFails: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => api.fail(getActivityStatement, 'UNAVAILABLE', 'down'),
    },
  },
  args: { offerTwelveMonths: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The statement could not be loaded.')).toBeVisible();
  },
};

/** The member asks for the last 12 months; the answer replaces the button. */
export const RequestsTwelveMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request 12-month statement' }));
    await expect(await canvas.findByText(/is with customer service/)).toBeVisible();
  },
};

/** The phone width: the rows become cards. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
};
