import { useEffect, useState, type RefObject } from 'react';

/** Whether a row that scrolls sideways has more out of sight before its start and past its end. */
export interface OverflowEdges {
  start: boolean;
  end: boolean;
}

const NONE: OverflowEdges = { start: false, end: false };

/**
 * Tracks a scrolling row's hidden edges as it scrolls and as it or its items change size (a
 * narrower window, a language with longer labels). `items` names what the row holds, so the
 * items are watched again when they change.
 */
export function useOverflowEdges(ref: RefObject<HTMLElement | null>, items: unknown): OverflowEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      // A pixel of slack: a zoomed page's scroll positions are fractions.
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    sizes?.observe(row);
    for (const item of row.children) sizes?.observe(item);
    return () => {
      row.removeEventListener('scroll', measure);
      sizes?.disconnect();
    };
  }, [ref, items]);
  return edges;
}
