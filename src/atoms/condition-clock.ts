import { atom } from 'jotai';
import { dateBoundaries } from '@schemas/site/walk-conditions';
import { siteAtom } from './site';

/** setTimeout waits at most 2^31-1 ms (24.8 days); a later boundary is waited for in steps. */
const LONGEST_WAIT_MS = 20 * 86_400_000;

const nowAtom = atom(Date.now());
const timerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined);

/**
 * The time site conditions see (`dates`). It moves only when one of the site's date windows
 * opens or closes, so conditions are evaluated again at that moment and at no other: a page
 * does not redraw every second for a clock nobody shows.
 */
export const conditionClockAtom = atom(
  (get) => get(nowAtom),
  /** `tick` reads the time and waits for the next boundary, then calls itself; null stops. */
  (get, set, tick: (() => void) | null) => {
    clearTimeout(get(timerAtom));
    set(timerAtom, undefined);
    if (!tick) return;
    const now = Date.now();
    const held = get(nowAtom);
    const site = get(siteAtom);
    const boundaries = site ? dateBoundaries(site) : [];
    // The time held changes only when a window opened or closed since it was read: on mount,
    // a new time that every condition answers alike would draw the whole page again for nothing.
    const [from, to] = held <= now ? [held, now] : [now, held];
    if (boundaries.some((at) => at > from && at <= to)) set(nowAtom, now);
    const next = boundaries.find((at) => at > now);
    if (next !== undefined) set(timerAtom, setTimeout(tick, Math.min(next - now, LONGEST_WAIT_MS)));
  },
);
conditionClockAtom.onMount = (update) => {
  const tick = () => update(tick);
  tick();
  return () => update(null);
};
