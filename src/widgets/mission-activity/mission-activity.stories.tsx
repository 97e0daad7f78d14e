import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getMissionSummary } from '../../api/endpoints';
import { withRewardsApi } from '../../../tests/support/fake-rewards';
import MissionActivity from './mission-activity';

const meta = {
  title: 'Widgets/Mission activity',
  component: MissionActivity,
  args: { showLeaderboard: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRewardsApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof MissionActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.73 missions with progress; a completed mission's prize is claimed; a leaderboard opens. */
export const ClaimAndLeaderboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = await canvas.findByRole('article', { name: 'Bet 100 on any game' });
    await userEvent.click(within(done).getByRole('button', { name: 'Claim prize' }));
    await expect(await within(done).findByText('$ 8.00 added to your main wallet.')).toBeVisible();
    const spins = canvas.getByRole('article', { name: 'Spin 20 rounds of slots' });
    await expect(within(spins).getByText('12 of 20 rounds')).toBeVisible();
    await userEvent.click(within(spins).getByRole('button', { name: 'Leaderboard' }));
    await expect(await within(spins).findByRole('table', { name: 'Leaderboard' })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Play 5 rounds' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withRewardsApi(api, { missions: [] }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No missions right now')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getMissionSummary) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading missions' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getMissionSummary, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
