import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { demoCatalogue, withArt } from '../../../tests/support/game-fixtures';
import { GameTile } from '../../ui/game-tile/game-tile';
import { LobbyGameGrid, PLAIN_UP_TO } from './lobby-game-grid';

/** Asked by the play function for one more page (no control a person sees). */
const NEXT_PAGE = 'tessera:story-next-page';
const PAGE = 21;

/** A member's list of slots with four pages loaded; each NEXT_PAGE event adds one more. */
function GrowingGrid({ columns }: { columns: number }) {
  const [count, setCount] = useState(PLAIN_UP_TO);
  useEffect(() => {
    const more = () => setCount((c) => c + PAGE);
    window.addEventListener(NEXT_PAGE, more);
    return () => window.removeEventListener(NEXT_PAGE, more);
  }, []);
  const items = useMemo(() => demoCatalogue().games.slice(0, count).map(withArt), [count]);
  return (
    <LobbyGameGrid
      items={items}
      maxColumns={columns}
      hasMore
      onNearEnd={() => undefined}
      renderTile={(g) => (
        <GameTile game={g} favourite={undefined} onPlay={() => undefined} onFavourite={() => undefined} />
      )}
    />
  );
}

const meta = {
  title: 'Widgets/Slots lobby/Game grid',
  component: GrowingGrid,
  args: { columns: 2 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GrowingGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (root: HTMLElement) =>
  [...(root.querySelector('[role="list"]')?.children ?? [])].map((row) =>
    Number(row.getAttribute('data-index')),
  );

/**
 * The fifth page arrives while a member is half way down: the virtual grid takes over from the
 * plain rows, and the row in the middle of the window stays exactly where it was (the rows
 * above it are placed at the height the plain grid drew, not at an estimate).
 */
export const ChangesOverInPlace: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(PLAIN_UP_TO / 2));
    const row = () => canvasElement.querySelector<HTMLElement>('[data-index="30"]');
    row()?.scrollIntoView({ block: 'center' });
    const before = { top: row()?.getBoundingClientRect().top, scrollY: window.scrollY };
    // Until the virtual grid's chunk has arrived the plain rows go on; then it takes over.
    await waitFor(
      () => {
        window.dispatchEvent(new Event(NEXT_PAGE));
        expect(rowsOf(canvasElement).length).toBeLessThan(PLAIN_UP_TO / 2);
      },
      { timeout: 10_000, interval: 200 },
    );
    await expect(window.scrollY).toBe(before.scrollY);
    await expect(row()?.getBoundingClientRect().top).toBeCloseTo(before.top ?? NaN, 0);
    window.scrollTo(0, 0);
  },
};
