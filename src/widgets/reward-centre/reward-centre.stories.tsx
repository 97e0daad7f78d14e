import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { listRewardActivities } from '../../api/endpoints';
import { withRewardsApi } from '../../../tests/support/fake-rewards';
import { fakeWagers } from '../../../tests/support/fake-wagering';
import RewardCentre from './reward-centre';

const meta = {
  title: 'Widgets/Reward centre',
  component: RewardCentre,
  args: { showHistory: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRewardsApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof RewardCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.71 activities in their states; claiming a prize credits the main wallet. */
export const Claim: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 reward(s) ready to claim')).toBeVisible();
    const gift = canvas.getByRole('article', { name: 'Weekend gift' });
    await userEvent.click(within(gift).getByRole('button', { name: 'Claim' }));
    await expect(await within(gift).findByText('$ 18.00 added to your main wallet.')).toBeVisible();
    await expect(await canvas.findByText('1 reward(s) ready to claim')).toBeVisible();
  },
};

/** Bonuses being wagered, with their progress and the forfeit button; met and forfeited ones in the history. */
export const BonusWagering: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withRewardsApi(api, { wagers: fakeWagers() }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Bonus wagering' });
    const welcome = within(section).getByRole('article', { name: 'Welcome match' });
    await expect(within(welcome).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await expect(within(welcome).getByRole('button', { name: 'Forfeit bonus' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(await canvas.findByRole('region', { name: 'Past bonuses' })).toHaveTextContent(
      'Wagered in full',
    );
  },
};

export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('article', { name: 'Deposit rebate' })).toHaveTextContent(
      'Reason: No deposits last week',
    );
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Lucky draw' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withRewardsApi(api, { activities: [] }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reward activities right now')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(listRewardActivities) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading rewards' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(listRewardActivities, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
