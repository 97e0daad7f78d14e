import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getLotteryMenu } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { lotteryFavouritesKey } from '../../atoms/lottery-favourites';
import LotteryLobby from './lottery-lobby';
import styles from './lottery-lobby.module.css';

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
/** Four games to a row, each card at its narrowest: names, countdowns and stars apart. */
export const FourToARow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        {Story()}
        {/* A skeleton where the games' would be drawn, to compare with a drawn card. */}
        <div className={styles.lobby}>
          <span className={styles.gameSkeleton} data-testid="card-skeleton" />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('group', { name: 'Lottery games' });
    const cards = within(list).getAllByRole('group');
    const box = (el: Element) => el.getBoundingClientRect();
    const rows = new Set(cards.map((card) => Math.round(box(card).top)));
    await expect(rows.size).toBe(1);
    const skeleton = box(canvas.getByTestId('card-skeleton')).height;
    for (const card of cards) {
      const name = box(within(card).getByText(card.getAttribute('aria-label') ?? ''));
      const time = box(card.querySelector('[aria-label*=":"]') as Element);
      const star = box(within(card).getByRole('button', { name: 'Favourite' }));
      // The countdown is under the name, and ends before the star begins.
      await expect(time.top).toBeGreaterThanOrEqual(name.bottom - 1);
      await expect(time.right).toBeLessThanOrEqual(star.left);
      await expect(name.right).toBeLessThanOrEqual(star.left);
      await expect(Math.abs(box(card).height - skeleton)).toBeLessThanOrEqual(1);
    }
  },
};
/** A member arriving from a launch: the betting view of the asked game. */
export const Member: Story = {
  parameters: { portal: { session: {}, route: '/lottery?gameCode=VN5&vendor=TCG_LOTTO_VN&playType=de' } },
};
/**
 * A member's favourites (kept in this browser per username, R3.3) come first, starred;
 * the star toggles one.
 */
export const Favourites: Story = {
  parameters: {
    portal: {
      session: { username: 'storyfav01' },
      prepare: () =>
        localStorage.setItem(lotteryFavouritesKey('aurora', 'storyfav01'), JSON.stringify(['SEA3'])),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('group', { name: 'Lottery games' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('group')
          .map((g) => g.getAttribute('aria-label'))[0],
      ).toBe('SEA 3-Minute'),
    );
    const vn5 = within(list).getByRole('group', { name: 'Vietnam 5-Minute' });
    const star = within(vn5).getByRole('button', { name: 'Favourite' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(within(vn5).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true'),
    );
    // Leave the story as it started for the next run.
    await userEvent.click(within(vn5).getByRole('button', { name: 'Favourite' }));
  },
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
