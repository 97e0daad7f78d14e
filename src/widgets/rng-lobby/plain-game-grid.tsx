import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { GAP, type GameGridProps, type RowSize } from './game-grid-props';
import { useColumns } from './use-columns';
import styles from './rng-lobby.module.css';

/** How far below the window the row that asks for the next page may be when it asks. */
const NEAR_END_PX = 600;

/**
 * Every row in the page's flow: the grid of a short list (the first pages, the hot list,
 * favourites), the same rows and tiles the virtual grid lays out, without its code. The row
 * three from the end asks for the next page when it comes within NEAR_END_PX of view, or
 * once it has passed.
 */
export function PlainGameGrid({
  items,
  maxColumns,
  onNearEnd,
  renderTile,
  footer,
  onRowSize,
}: GameGridProps & { onRowSize?(size: RowSize): void }) {
  const box = useRef<HTMLDivElement>(null);
  const nearEnd = useRef<HTMLDivElement>(null);
  const columns = useColumns(box, maxColumns, GAP);
  const rows = Math.ceil(items.length / columns);
  const watched = Math.max(rows - 3, 0);

  // The rows' real height, for the virtual grid that may take over: its rows above the window
  // are then placed where these were, and nothing in view moves.
  useLayoutEffect(() => {
    const first = box.current?.querySelector('[data-index="0"]');
    if (first && box.current)
      onRowSize?.({ width: box.current.clientWidth, height: first.getBoundingClientRect().height });
  }, [onRowSize, rows, columns]);

  // Checked as the window scrolls or resizes, and afresh when the list grows (a row still in
  // reach after a page arrived asks again). Not an IntersectionObserver: a fast scroll can jump
  // past a row's zone without ever crossing it.
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const row = nearEnd.current?.getBoundingClientRect();
      // A grid not laid out (hidden) asks for nothing.
      if (row && row.height > 0 && row.top < window.innerHeight + NEAR_END_PX) onNearEnd();
    };
    const soon = () => (frame ||= requestAnimationFrame(check));
    check();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
    };
  }, [onNearEnd, items.length, columns]);

  const grid = { '--columns': String(columns), '--gap': `${GAP}px` } as CSSProperties;
  return (
    <div ref={box} className={styles.virtual} style={grid}>
      <div className={styles.frame} role="list">
        {Array.from({ length: rows }, (_, row) => (
          <div
            key={row}
            ref={row === watched ? nearEnd : undefined}
            className={`${styles.row} ${styles.inFlow}`}
            data-index={row}
          >
            {items.slice(row * columns, row * columns + columns).map((g, i) => (
              <div role="listitem" key={g.nodeId}>
                {renderTile(g, row * columns + i)}
              </div>
            ))}
          </div>
        ))}
      </div>
      {footer}
    </div>
  );
}
