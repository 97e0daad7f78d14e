import { atomWithRefresh } from 'jotai/utils';
import type { JackpotPool } from '@schemas/api/jackpot';
import { getJackpotPool } from '../api/endpoints';
import { apiClientAtom } from './api';

/** The platform's pool, and how far this browser's clock is behind the platform's. */
export type JackpotClock = typeof JackpotPool.static & { offsetMs: number };

/**
 * The merchant's jackpot pool (R1.17). The clock offset is taken at the middle of the round
 * trip, so a visitor whose computer clock is wrong still shows the figure everyone else does.
 */
export const jackpotPoolAtom = atomWithRefresh(async (get, { signal }): Promise<JackpotClock> => {
  const sentAt = Date.now();
  const pool = await get(apiClientAtom).call(getJackpotPool, {}, { signal, module: 'system' });
  return { ...pool, offsetMs: pool.now - (sentAt + Date.now()) / 2 };
});

/** Ticks since the pool started, at this browser's time `localMs`. */
function ticksAt(pool: JackpotClock, localMs: number): number {
  return Math.max(0, Math.floor((localMs + pool.offsetMs - pool.startedAt) / pool.everyMs));
}

/** The pool's value, minor units, at this browser's time `localMs`: integers only, so it never drifts. */
export function jackpotValueAt(pool: JackpotClock, localMs: number): number {
  return pool.startMinor + ticksAt(pool, localMs) * pool.stepMinor;
}

/** Milliseconds from `localMs` to the pool's next tick (every visitor ticks at the same instant). */
export function msToNextTick(pool: JackpotClock, localMs: number): number {
  const next = pool.startedAt + (ticksAt(pool, localMs) + 1) * pool.everyMs;
  return Math.max(0, next - (localMs + pool.offsetMs));
}
