import { afterAll, describe } from 'vitest';
import { createRedisRateLimiter } from '../../../server/services/rate-limit/redis-rate-limiter';
import { rateLimiterCases } from './rate-limiter-cases';

// Runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers on this machine).
const limiter = createRedisRateLimiter(process.env.TEST_REDIS_URL ?? '');
afterAll(() => limiter.close());

describe('shared rate limiter on Redis (REDIS_URL)', () => {
  rateLimiterCases(() => limiter);
});
