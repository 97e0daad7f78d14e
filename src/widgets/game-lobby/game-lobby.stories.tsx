import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getGameMenus, getHotGames } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import GameLobby from './game-lobby';

const meta = {
  title: 'Widgets/Game lobby',
  component: GameLobby,
  args: { gameType: 'LIVE', hot: true, categories: true },
  parameters: { layout: 'padded', portal: { session: {}, api: (api: FakeApiClient) => withDemoGames(api) } },
} satisfies Meta<typeof GameLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live casino: vendors, hot tables, and the tables by category. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'Table categories' })).toBeVisible();
  },
};
/** A member's favourite categories (R2.60): those vendors come first, starred. */
export const FavouriteCategories: Story = {
  args: { gameType: 'route', hot: false },
  parameters: {
    portal: {
      route: '/esports',
      api: (api: FakeApiClient) =>
        withDemoGames(api, { categories: [{ gameType: 'ESPORTS', vassalage: 'TF' }] }),
    },
  },
  play: async ({ canvasElement }) => {
    const first = await within(canvasElement).findByRole('group', { name: 'TF Gaming' });
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Favourite' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};
/** Fishing: vendors open their game list in a popup. */
export const Fish: Story = { args: { gameType: 'FISH' } };
/** Sports: hot matches (arrows only above 2). */
export const Sports: Story = { args: { gameType: 'SPORTS' } };
/** Esports, chosen by the path (/esports). */
export const EsportsByRoute: Story = {
  args: { gameType: 'route' },
  parameters: { portal: { route: '/esports' } },
};
/** A visitor: vendors and hot games, tables after logging in. */
export const Visitor: Story = { parameters: { portal: { session: null } } };
/** While the vendors load. */
export const Loading: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).hang(getGameMenus).hang(getHotGames) },
  },
};
/** A type with no vendors. */
export const Empty: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).on(getGameMenus, () => ({ lanes: [] })) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No vendors are offered here at the moment.'),
    ).toBeVisible();
  },
};
/** The vendors could not be loaded. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).fail(getGameMenus, 'UNAVAILABLE', 'down') },
  },
};
