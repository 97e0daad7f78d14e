import { atom } from 'jotai';
import { SCREEN_MIN_WIDTH, type Screen } from '@schemas/site/constants';

/** The screen class of a window this many CSS px wide (site conditions' `viewport`). */
export function screenOfWidth(width: number): Screen {
  if (width >= SCREEN_MIN_WIDTH.desktop) return 'desktop';
  if (width >= SCREEN_MIN_WIDTH.tablet) return 'tablet';
  return 'phone';
}

/**
 * The kind of device (site conditions' `device`), whatever its window's width: from the user
 * agent, with an iPad that asks for desktop pages (a Mac with a touch screen) still a tablet.
 */
export function deviceOf(userAgent: string, maxTouchPoints = 0): Screen {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}

const hasWindow = typeof window !== 'undefined';

/**
 * The window's screen class, read before the first render (so a viewport condition never makes
 * the page jump) and kept current when the window crosses a breakpoint (resized or turned).
 */
export const viewportAtom = atom<Screen>(hasWindow ? screenOfWidth(window.innerWidth) : 'desktop');
viewportAtom.onMount = (set) => {
  if (!hasWindow || !window.matchMedia) return;
  const queries = Object.values(SCREEN_MIN_WIDTH).map((w) => window.matchMedia(`(min-width: ${w}px)`));
  const update = () => set(screenOfWidth(window.innerWidth));
  update();
  queries.forEach((q) => q.addEventListener('change', update));
  return () => queries.forEach((q) => q.removeEventListener('change', update));
};

/** The visitor's kind of device; it does not change while the page is open. */
export const deviceAtom = atom<Screen>(
  hasWindow ? deviceOf(navigator.userAgent, navigator.maxTouchPoints) : 'desktop',
);
