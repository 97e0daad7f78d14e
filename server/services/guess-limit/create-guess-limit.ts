import type { Database } from '../../db/database';
import { createDbGuessLimiter } from './db-guess-limit';
import type { Clock, GuessLimiter } from './guess-limit';
import { createRedisGuessLimiter } from './redis-guess-limit';

/** Redis when the deployment keeps its limits there, else the database every process shares. */
export function createGuessLimiter(db: Database, redisUrl: string | undefined, now?: Clock): GuessLimiter {
  return redisUrl ? createRedisGuessLimiter(redisUrl, now) : createDbGuessLimiter(db, now);
}
