import type { Database } from '../../db/database';
import { createDbRateLimiter } from './db-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

/** Redis when the deployment has one, else the database both already share. */
export function createRateLimiter(db: Database, redisUrl: string | undefined): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl) : createDbRateLimiter(db);
}
