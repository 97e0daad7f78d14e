import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getGameList, getHotGames } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { ALL_VENDORS } from '../../atoms/current-game';
import { demoLanes, withDemoGames } from '../../../tests/support/game-fixtures';
import RngLobby from './rng-lobby';

const meta = {
  title: 'Widgets/Slots lobby',
  component: RngLobby,
  args: { gameType: 'RNG', maxColumns: 7, vendorMenu: true },
  parameters: {
    layout: 'padded',
    portal: {
      session: {},
      route: '/rng',
      api: (api: FakeApiClient) => withDemoGames(api, { favourites: [2, 5] }),
    },
  },
} satisfies Meta<typeof RngLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player chose "All vendors" before (kept for the tab's life), for the stories of the whole list. */
const allVendorsKept = () => {
  sessionStorage.setItem('tsr.rngVendor', ALL_VENDORS);
  return () => sessionStorage.removeItem('tsr.rngVendor');
};

/** A member arriving: the lobby opens on its current game, the first slot vendor (R4.24). */
export const OpensOnFirstVendor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = demoLanes().find((l) => l.gameCategory === 'RNG')?.vendors[0];
    const vendors = await canvas.findByRole('region', { name: 'Vendors' });
    await waitFor(
      () =>
        expect(within(vendors).getByRole('button', { name: new RegExp(`^${first?.title}`) })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      { timeout: 5000 },
    );
    await expect(
      await canvas.findByText(`${first?.gameCount} games`, { selector: 'p' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A member who chose "All vendors": every one of the 10,000 games, 21 a page as the list scrolls. */
export const Member: Story = {
  beforeEach: allVendorsKept,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 games', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Vendors' })).toBeVisible();
  },
};

/**
 * A member scrolls on: each page of 21 arrives as the last rows come near; past four pages
 * only the rows near the window stay in the document, however long the list grows.
 */
export const MemberScrollsOn: Story = {
  beforeEach: allVendorsKept,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 games', {}, { timeout: 5000 })).toBeVisible();
    const list = () => canvasElement.querySelector<HTMLElement>('[role="list"]');
    const rows = () => [...(list()?.children ?? [])].map((row) => Number(row.getAttribute('data-index')));
    // Scrolled to the end until the grid has drawn a row past the fortieth (about 200 games).
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(Math.max(...rows())).toBeGreaterThan(40);
      },
      { timeout: 20_000, interval: 100 },
    );
    // Rows far above the window left the document: the grid went virtual.
    expect(rows().length).toBeLessThan(Math.max(...rows()) + 1);
    expect(Math.min(...rows())).toBeGreaterThan(0);
    window.scrollTo(0, 0);
  },
};

/** One vendor chosen through ?page= (R2.7). */
export const OneVendor: Story = { parameters: { portal: { route: '/rng?page=TSR' } } };

/** A visitor: the hot list, and a prompt to log in for the full catalogue. */
export const Visitor: Story = {
  parameters: { portal: { session: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Log in to browse every game/)).toBeVisible();
  },
};

/** While the first page loads: tile-shaped skeletons. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => withDemoGames(api).hang(getGameList) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading games')).toBeVisible();
  },
};

/** No game matches: a sentence and a way back. */
export const Empty: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        withDemoGames(api).on(getGameList, (q) => ({
          list: [],
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          total: 0,
          hasMore: false,
        })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No games match these filters.')).toBeVisible();
  },
};

/** The call failed: what happened and a retry. */
export const Error: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        withDemoGames(api).fail(getGameList, 'UNAVAILABLE', 'down').fail(getHotGames, 'UNAVAILABLE', 'down'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The games could not be loaded.',
    );
  },
};
