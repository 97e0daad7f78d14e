import type { ReactNode } from 'react';
import type { GameCard } from '@schemas/api/game-shapes';

/** Space between tiles and between rows, in pixels. */
export const GAP = 14;
/** Name and vendor lines under the artwork. */
export const TEXT_HEIGHT = 46;

export interface GameGridProps {
  items: readonly GameCard[];
  maxColumns: number;
  /** Ask for the next page when the last rows come near. */
  onNearEnd(): void;
  /** Whether more pages can come (a member's catalogue), not a whole list (the hot games). */
  hasMore: boolean;
  renderTile(game: GameCard, index: number): ReactNode;
  /** Rows of skeleton tiles appended while the next page loads. */
  footer?: ReactNode;
}

/** A drawn row's size: every row of a grid is as tall as the first at the same width. */
export interface RowSize {
  width: number;
  height: number;
}
