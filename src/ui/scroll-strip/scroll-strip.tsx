import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import styles from './scroll-strip.module.css';

export interface ScrollStripProps {
  /** Accessible name of the strip. */
  label: string;
  /** How many items the strip holds. */
  count: number;
  /** Arrows show only when there are more items than this (spec §9: 8 vendors, 2 hot matches). */
  arrowsAbove: number;
  children: ReactNode;
}

/** A horizontal row that scrolls; previous and next arrows when it holds more than `arrowsAbove`. */
export function ScrollStrip({ label, count, arrowsAbove, children }: ScrollStripProps) {
  const { t } = useLingui();
  const row = useRef<HTMLDivElement>(null);
  const arrows = count > arrowsAbove;
  const scroll = (dir: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: dir * el.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.strip} role="region" aria-label={label}>
      {arrows && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev}`}
          aria-label={t`Previous`}
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
      )}
      <div ref={row} className={styles.row}>
        {children}
      </div>
      {arrows && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={t`Next`}
          onClick={() => scroll(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
