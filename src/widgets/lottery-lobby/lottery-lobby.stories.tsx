import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getLotteryMenu } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import LotteryLobby from './lottery-lobby';

const meta = {
  title: 'Widgets/Lottery lobby',
  component: LotteryLobby,
  args: { history: 30, frameHeight: 820 },
  parameters: {
    layout: 'padded',
    portal: { session: null, route: '/lottery', api: (api: FakeApiClient) => withDemoGames(api) },
  },
} satisfies Meta<typeof LotteryLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: games with the time left, the latest result by tier, earlier draws. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: /Draw / })).toBeVisible();
  },
};
/** A member arriving from a launch: the betting view of the asked game. */
export const Member: Story = {
  parameters: { portal: { session: {}, route: '/lottery?gameCode=VN5&vendor=TCG_LOTTO_VN&playType=de' } },
};
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => withDemoGames(api).hang(getLotteryMenu) } },
};
export const Empty: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        withDemoGames(api).on(getLotteryMenu, () => ({ prizeMode: 'Lott', games: [] })),
    },
  },
};
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).fail(getLotteryMenu, 'UNAVAILABLE', 'down') },
  },
};
