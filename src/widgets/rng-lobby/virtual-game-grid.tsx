import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { GameCard } from '@schemas/api/game-shapes';
import { useColumns } from './use-columns';
import styles from './rng-lobby.module.css';

const GAP = 14;
/** Name and vendor lines under the artwork. */
const TEXT_HEIGHT = 46;

export interface VirtualGameGridProps {
  items: readonly GameCard[];
  maxColumns: number;
  /** Ask for the next page when the last rows come near. */
  onNearEnd(): void;
  renderTile(game: GameCard, index: number): ReactNode;
  /** Rows of skeleton tiles appended while the next page loads. */
  footer?: ReactNode;
}

/**
 * Only the rows near the viewport are in the DOM (10,000 games stay responsive), laid
 * out in fixed-size rows so nothing moves while artwork loads.
 */
export function VirtualGameGrid({ items, maxColumns, onNearEnd, renderTile, footer }: VirtualGameGridProps) {
  const box = useRef<HTMLDivElement>(null);
  const columns = useColumns(box, maxColumns, GAP);
  const [margin, setMargin] = useState(0);
  const [width, setWidth] = useState(0);
  const empty = items.length === 0;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setMargin(el.getBoundingClientRect().top + window.scrollY);
    setWidth(el.clientWidth);
  }, [columns, empty]);
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : 160;
  const rows = Math.ceil(items.length / columns);
  const estimate = tile + TEXT_HEIGHT + GAP;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimate,
    // A row not laid out yet (no height) keeps its estimate instead of collapsing to 0.
    measureElement: (el) => el.getBoundingClientRect().height || estimate,
    overscan: 4,
    scrollMargin: margin,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const last = virtualRows[virtualRows.length - 1];
  useEffect(() => {
    if (last && last.index >= rows - 3) onNearEnd();
  }, [last, rows, onNearEnd]);

  const grid = { '--columns': String(columns), '--gap': `${GAP}px` } as CSSProperties;
  const frame = { height: `${virtualizer.getTotalSize()}px` } as CSSProperties;
  return (
    <div ref={box} className={styles.virtual} style={grid}>
      <div className={styles.frame} style={frame} role="list">
        {virtualRows.map((row) => {
          const offset = {
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          } as CSSProperties;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={offset}
              data-index={row.index}
            >
              {items.slice(row.index * columns, row.index * columns + columns).map((g, i) => (
                <div role="listitem" key={g.nodeId}>
                  {renderTile(g, row.index * columns + i)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {footer}
    </div>
  );
}
