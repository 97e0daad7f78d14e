import { atom, type PrimitiveAtom } from 'jotai';

export type CountdownKey = 'login' | 'register' | 'reset' | 'challenge';

const countdowns = new Map<CountdownKey, PrimitiveAtom<number>>();

/** When (ms since epoch) a form's send-code button may send again (spec §4). */
export function codeCountdownAtom(key: CountdownKey): PrimitiveAtom<number> {
  let a = countdowns.get(key);
  if (!a) {
    a = atom(0);
    countdowns.set(key, a);
  }
  return a;
}

/**
 * The end of the countdown after a send: expiredMinutes x 60 s from now. With
 * `roundTripMs` (forgot password, spec §4) half the round trip is taken off, since
 * the server's clock for the code started about that long before the answer came.
 */
export function countdownEnd(expiredMinutes: number, now: number, roundTripMs?: number): number {
  const minutes = expiredMinutes > 0 ? expiredMinutes : 1;
  return now + minutes * 60_000 - (roundTripMs ? Math.round(roundTripMs / 2) : 0);
}
