import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';

/**
 * The merchant's progressive jackpot pool (spec §1, §9; R1.17). Its value at any moment is
 * `startMinor + floor((t - startedAt) / everyMs) * stepMinor`: every visitor computes the same
 * figure from these numbers, whenever and wherever they open the page.
 */
export const JackpotPool = Type.Object({
  /** The pool's value when it started, minor units. */
  startMinor: Type.Integer({ minimum: 0 }),
  /** When the pool started (ms since 1970, UTC). */
  startedAt: Type.Integer(),
  /** Added at each tick, minor units (spec: 165.11). */
  stepMinor: Type.Integer({ minimum: 1 }),
  /** Milliseconds between ticks (spec: 3000). */
  everyMs: Type.Integer({ minimum: 500 }),
  /** The platform's clock when it answered (ms), so a visitor with a wrong clock still agrees. */
  now: Type.Integer(),
});

export const getJackpotPool = defineEndpoint({
  id: 'system.jackpot',
  method: 'GET',
  path: '/wps/system/jackpot',
  token: false,
  encrypted: false,
  summary:
    'The progressive jackpot pool: start value, start time and rise per tick, the same for every visitor (R1.17).',
  request: NoInput,
  response: JackpotPool,
});

export const jackpotEndpoints = [getJackpotPool] as const;
