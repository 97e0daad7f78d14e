import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCatalogue, withArt } from '../../../tests/support/game-fixtures';
import { GameTile, GameTileSkeleton } from './game-tile';

const game = withArt(demoCatalogue().games[0]!);
const jackpot = withArt(demoCatalogue().games.find((g) => g.classify === 'jackpot')!);

const meta = {
  title: 'UI/Game tile',
  component: GameTile,
  args: { game, favourite: false, onPlay: fn(), onFavourite: fn() },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // Named by what it shows: "Play", the game, then its vendor.
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Play ${game.name} ${game.vendorTitle}` }),
    );
    await expect(args.onPlay).toHaveBeenCalled();
  },
};
export const Favourite: Story = { args: { favourite: true } };
export const Jackpot: Story = { args: { game: jackpot } };
/** Visitors: no heart. */
export const NoHeart: Story = { args: { favourite: undefined } };
/** Artwork that fails twice: the merchant's colours and the game's initials, never a broken image. */
export const BrokenArtwork: Story = {
  args: { game: { ...game, icon: '/nowhere.svg' } },
  play: async ({ canvasElement }) => {
    // The face shows while the artwork is tried twice, then stays as the failed one.
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('game-art-placeholder')).toHaveAttribute(
        'data-state',
        'failed',
      ),
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
/** A game without artwork at all: the same branded face at once. */
export const NoArtwork: Story = { args: { game: { ...game, name: 'Dragon Treasure', icon: '' } } };
/** Loading: a tile-shaped skeleton. */
export const Loading: Story = { render: () => <GameTileSkeleton /> };
/**
 * Three screens below the fold: the artwork is not asked for yet, and the face's shine stands
 * still until the tile comes near the viewport.
 */
export const BelowTheFold: Story = {
  // A game no other story shows: artwork already drawn is shown at once, with no face.
  args: { game: withArt(demoCatalogue().games[7]!) },
  decorators: [(Story) => <div style={{ paddingTop: '300vh' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const face = within(canvasElement).getByTestId('game-art-placeholder');
    const shine = () => getComputedStyle(face, '::after').animationName;
    await expect(face.parentElement).toHaveAttribute('data-phase', 'waiting');
    await expect(shine()).toBe('none');
    face.scrollIntoView();
    await waitFor(() => expect(face.parentElement?.dataset.phase).not.toBe('waiting'));
  },
};
