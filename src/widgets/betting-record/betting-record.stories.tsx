import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getBettingRecord } from '../../api/endpoints';
import { withRecordsApi } from '../../../tests/support/fake-records';
import BettingRecord from './betting-record';

const meta = {
  title: 'Widgets/Betting record',
  component: BettingRecord,
  args: { pageSize: 20 },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof BettingRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.67 rounds with stake, payout, profit and status; totals above. */
export const Rounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Betting record' });
    await expect(within(table).getByText('Speed Baccarat')).toBeVisible();
    await expect(within(table).getByText('-50.00')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Game type'), 'LIVE');
    await waitFor(() => expect(canvas.queryByText('Jade Reels')).toBeNull());
    await expect(canvas.getByText('Speed Baccarat')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api, { empty: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bets in this period')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getBettingRecord) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the betting record' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getBettingRecord, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
