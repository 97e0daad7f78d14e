import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getPersonalProfit } from '../../api/endpoints';
import { withRecordsApi } from '../../../tests/support/fake-records';
import ProfitLoss from './profit-loss';

const meta = {
  title: 'Widgets/Profit and loss',
  component: ProfitLoss,
  args: { showBars: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof ProfitLoss>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.69 stake, payout and profit by day and by game type. */
export const ByDayAndType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Profit by day' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Profit by game type' })).toBeVisible();
    await expect(canvas.getAllByText('-35.00').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api, { empty: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No settled bets in this period')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getPersonalProfit) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading profit and loss' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getPersonalProfit, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
