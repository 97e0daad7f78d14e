import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getBalance, getMemberInfo } from '../../api/endpoints';
import { withAccountApi } from '../../../tests/support/fake-accounts';
import MemberPanel from './member-panel';

const meta = {
  title: 'Widgets/Logged-in panel',
  component: MemberPanel,
  args: { hideBalanceOn: ['/game'] },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withAccountApi(api) } },
} satisfies Meta<typeof MemberPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a balance. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('12,345.67')).toBeVisible();
  },
};

/** An agent: the agent button shows. */
export const Agent: Story = {
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAccountApi(api) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Agent' })).toBeVisible();
  },
};

/** A free-trial account. */
export const Trial: Story = {
  parameters: {
    portal: {
      session: { isAgent: 4, nickname: 'Guest 7F2A' },
      api: (api: FakeApiClient) => withAccountApi(api),
    },
  },
};

/** Member info and balance still loading. */
export const Loading: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withAccountApi(api).hang(getMemberInfo).hang(getBalance),
    },
  },
};

/** The balance call failed: a dash, and a click retries. */
export const BalanceError: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withAccountApi(api).fail(getBalance, 'UNAVAILABLE', 'down'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('—')).toBeVisible();
  },
};

/** On a game page the balance is not shown. */
export const OnGamePage: Story = {
  parameters: { portal: { session: {}, route: '/game', api: (api: FakeApiClient) => withAccountApi(api) } },
};
