import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { GAP, TEXT_HEIGHT, type GameGridProps, type RowSize } from './game-grid-props';
import { useColumns } from './use-columns';
import styles from './rng-lobby.module.css';

/**
 * Only the rows near the viewport are in the DOM (10,000 games stay responsive), laid
 * out in fixed-size rows so nothing moves while artwork loads. Its own chunk, with the
 * virtualiser: a lobby uses it once its list is long (lobby-game-grid.tsx).
 */
export function VirtualGameGrid({
  items,
  maxColumns,
  onNearEnd,
  renderTile,
  footer,
  rowSize,
}: GameGridProps & {
  /** The rows' height as the plain grid drew them at a width: rows not drawn yet are this tall. */
  rowSize?: RowSize | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Taking over from the plain rows: their width from the first render, so the frame is as
  // tall as the rows were (a shorter one would pull the window's scroll up before it is measured).
  const columns = useColumns(box, maxColumns, GAP, rowSize?.width);
  const [margin, setMargin] = useState(0);
  const [width, setWidth] = useState(rowSize?.width ?? 0);
  const empty = items.length === 0;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setMargin(el.getBoundingClientRect().top + window.scrollY);
    setWidth(el.clientWidth);
  }, [columns, empty]);
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : 160;
  const rows = Math.ceil(items.length / columns);
  const estimate = rowSize && rowSize.width === width ? rowSize.height : tile + TEXT_HEIGHT + GAP;
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
