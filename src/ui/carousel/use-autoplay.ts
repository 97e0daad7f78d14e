import { useEffect, useRef } from 'react';

/**
 * Call `advance` every `everyMs` while `enabled`. Interaction never stops it (spec §9);
 * `restartKey` changing (a manual move) gives the new slide its full time. Ticks are
 * skipped while the page is hidden, so a background tab does not spin.
 */
export function useAutoplay(
  enabled: boolean,
  everyMs: number,
  advance: () => void,
  restartKey: unknown,
): void {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') advanceRef.current();
    }, everyMs);
    return () => clearInterval(timer);
  }, [enabled, everyMs, restartKey]);
}
