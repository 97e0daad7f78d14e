import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { CallError } from '../../src/api/call-error';
import { answerRealityCheck, getPlaySession, setSessionSettings } from '../../src/api/endpoints';

type PlaySession = ResponseOf<typeof getPlaySession>;
const MIN = 60_000;

/**
 * The play-session calls as the platform answers them, on the fake's clock `now`: a first or
 * shorter session limit holds at once, a longer one or none from the next login; continuing a
 * reality check moves it one interval on once it is due.
 */
export function withPlaySessionApi(
  api: FakeApiClient,
  opts: {
    now?: () => number;
    offered?: boolean;
    /** Minutes played before the fake starts. */
    playedMinutes?: number;
    realityCheckMinutes?: number | null;
    sessionLimitMinutes?: number | null;
    staked?: number;
    won?: number;
  } = {},
): FakeApiClient {
  const now = opts.now ?? (() => Date.parse('2026-11-26T08:00:00Z'));
  const startedAt = now() - (opts.playedMinutes ?? 5) * MIN;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const s = {
    realityCheckMinutes: opts.realityCheckMinutes ?? null,
    sessionLimitMinutes: opts.sessionLimitMinutes ?? null,
    nextCheckAt: opts.realityCheckMinutes ? startedAt + opts.realityCheckMinutes * MIN : null,
    limitEndsAt: opts.sessionLimitMinutes ? startedAt + opts.sessionLimitMinutes * MIN : null,
  };
  const staked = opts.staked ?? 0;
  const won = opts.won ?? 0;
  const state = (): PlaySession => ({
    offered: opts.offered ?? true,
    currency: 'USD',
    now: new Date(now()).toISOString(),
    startedAt: new Date(startedAt).toISOString(),
    staked,
    won,
    net: won - staked,
    realityCheckMinutes: s.realityCheckMinutes,
    nextCheckAt: at(s.nextCheckAt),
    sessionLimitMinutes: s.sessionLimitMinutes,
    limitEndsAt: at(s.limitEndsAt),
  });
  return api
    .on(getPlaySession, state)
    .on(setSessionSettings, (input) => {
      if (opts.offered === false) throw new CallError('DISABLED', 'off', 403);
      s.realityCheckMinutes = input.realityCheckMinutes;
      s.sessionLimitMinutes = input.sessionLimitMinutes;
      s.nextCheckAt = input.realityCheckMinutes ? now() + input.realityCheckMinutes * MIN : null;
      if (input.sessionLimitMinutes) {
        const end = startedAt + input.sessionLimitMinutes * MIN;
        s.limitEndsAt = s.limitEndsAt === null ? end : Math.min(s.limitEndsAt, end);
      }
      return state();
    })
    .on(answerRealityCheck, (input) => {
      if (
        input.answer === 'continue' &&
        s.nextCheckAt !== null &&
        s.nextCheckAt <= now() &&
        s.realityCheckMinutes
      )
        s.nextCheckAt = now() + s.realityCheckMinutes * MIN;
      return state();
    });
}
