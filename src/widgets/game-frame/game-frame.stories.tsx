import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { launchGame } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import GameFrame from './game-frame';

const meta = {
  title: 'Widgets/Game frame',
  component: GameFrame,
  args: { backRoute: '/' },
  parameters: {
    layout: 'padded',
    portal: {
      session: {},
      route: '/game?gameType=RNG&vassalage=TSR&nodeId=1',
      api: (api: FakeApiClient) => withDemoGames(api),
    },
  },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The game in its frame (in Storybook the frame has no platform behind it). */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Full screen' })).toBeVisible();
  },
};
/** Starting the game. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => withDemoGames(api).hang(launchGame) } },
};
/** No game named in the address. */
export const Empty: Story = { parameters: { portal: { route: '/game' } } };
/** The vendor is switched off for this merchant. */
export const Error: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        withDemoGames(api).fail(launchGame, 'DISABLED', 'This vendor is not available on this site'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('not available');
  },
};
/** A visitor: log in first. */
export const Visitor: Story = { parameters: { portal: { session: null } } };
