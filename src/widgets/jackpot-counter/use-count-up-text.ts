import { useLayoutEffect, useRef, type RefObject } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

/** Touch the DOM only when the text differs: most frames of a glide round to the same cents. */
function writeText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * Write `value` into `target` as text, gliding up from the figure shown before over `ms`
 * (at once under reduced motion, or when the figure falls). Each frame sets one text node
 * and nothing else: no React render, no layout of anything but that text.
 */
export function useCountUpText(
  target: RefObject<HTMLElement | null>,
  value: number | undefined,
  format: (minor: number) => string,
  ms = 900,
): void {
  const shown = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = target.current;
    if (!el || value === undefined) return;
    const write = (v: number) => {
      shown.current = v;
      writeText(el, format(v));
    };
    const from = shown.current;
    if (
      from === undefined ||
      from >= value ||
      prefersReducedMotion() ||
      typeof requestAnimationFrame !== 'function'
    ) {
      write(value);
      return;
    }
    const begin = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - begin) / ms);
      write(Math.round(from + (value - from) * (1 - (1 - p) ** 3)));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    write(from);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, value, format, ms]);
}
