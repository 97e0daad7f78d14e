import { useEffect, useState, type RefObject } from 'react';

const MIN_TILE = 148;

/** Tiles per row for the container's width: two on phones, up to `max` on wide screens. */
export function useColumns(
  ref: RefObject<HTMLElement | null>,
  max: number,
  gap: number,
  /** The container's width when it is known before it is drawn (a grid taking over from another). */
  knownWidth?: number,
): number {
  const [width, setWidth] = useState(
    () => knownWidth ?? (typeof window === 'undefined' ? 1200 : window.innerWidth),
  );
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || window.innerWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return Math.max(2, Math.min(max, Math.floor((width + gap) / (MIN_TILE + gap))));
}
