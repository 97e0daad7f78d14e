import type { HTMLAttributes } from 'react';
import styles from './tile-grid.module.css';

/** The tile a grid holds; each has its own least width, so a row fits as many as there is room for. */
export type GridTile = 'game' | 'vendor' | 'draw' | 'room';

/**
 * The lobbies' grid of tiles (games, vendors, lottery draws, PvP rooms): a list by default, or
 * a `div` for a loading placeholder or a group of cards that are not list items.
 */
export function TileGrid({
  tile,
  as: Tag = 'ul',
  className,
  ...rest
}: { tile: GridTile; as?: 'ul' | 'div' } & HTMLAttributes<HTMLElement>) {
  return <Tag {...rest} className={[styles.grid, styles[tile], className].filter(Boolean).join(' ')} />;
}
