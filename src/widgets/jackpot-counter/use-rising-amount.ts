import { useEffect, useRef, useState } from 'react';

/**
 * An amount in minor units that rises by `stepMinor` every `everyMs`, counted in
 * integers so it never drifts (165.11 added 10,000 times is exactly 1,651,100.00).
 */
export function useRisingAmount(startMinor: number, stepMinor: number, everyMs: number): number {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((n) => n + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return startMinor + ticks * stepMinor;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

/** Glide the shown number to the new value over `ms` (a jump under reduced motion). */
export function useTweened(target: number, ms = 900): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const show = (v: number) => {
      shownRef.current = v;
      setShown(v);
    };
    if (prefersReducedMotion() || typeof requestAnimationFrame === 'undefined') {
      show(target);
      return;
    }
    const from = shownRef.current;
    const begin = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - begin) / ms);
      show(Math.round(from + (target - from) * (1 - (1 - p) ** 3)));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return shown;
}
