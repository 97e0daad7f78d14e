import { afterAll, describe } from 'vitest';
import { createRedisGuessLimiter } from '../../../server/services/guess-limit/redis-guess-limit';
import { fakeClock, guessLimitCases } from './guess-limit-cases';

// Runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers on this machine).
const clock = fakeClock();
const limiter = createRedisGuessLimiter(process.env.TEST_REDIS_URL ?? '', clock.now);
afterAll(() => limiter.close());

describe('guessing limit on Redis (REDIS_URL)', () => {
  guessLimitCases(() => limiter, clock);
});
