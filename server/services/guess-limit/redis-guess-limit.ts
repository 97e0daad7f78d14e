import { Redis } from 'ioredis';
import { checkGuessRule, guessTry, type Clock, type GuessLimiter, type GuessRule } from './guess-limit';

/**
 * The same counter in Redis, as one script so count and check are atomic.
 * KEYS[1] key; ARGV limit, window ms, now ms. Answers { counted 0|1, tries, window end ms }.
 */
const RESERVE = `
local now = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 't', 'e')
local tries = tonumber(v[1]) or 0
local ends = tonumber(v[2]) or 0
if ends <= now then
  tries = 0
  ends = now + tonumber(ARGV[2])
end
if tries >= tonumber(ARGV[1]) then return { 0, tries, tostring(ends) } end
tries = tries + 1
redis.call('HSET', KEYS[1], 't', tries, 'e', tostring(ends))
redis.call('PEXPIRE', KEYS[1], math.ceil(ends - now) + 1000)
return { 1, tries, tostring(ends) }`;

const RELEASE = `
if tonumber(redis.call('HGET', KEYS[1], 't') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 't', -1) end
return 1`;

const PREFIX = 'tessera:guess:';

export function createRedisGuessLimiter(url: string, now: Clock = Date.now): GuessLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // A lost connection is reported per call (as 503), not as a crash.
  redis.on('error', () => undefined);
  return {
    async reserve(key, rule) {
      checkGuessRule(rule);
      const at = now();
      const [counted, tries, ends] = (await redis.eval(
        RESERVE,
        1,
        PREFIX + key,
        rule.limit,
        rule.windowMs,
        at,
      )) as [number, number, string];
      return guessTry(rule, at, { counted: counted === 1, tries, windowEndsMs: Number(ends) });
    },
    async release(key) {
      await redis.eval(RELEASE, 1, PREFIX + key);
    },
    async peek(key: string, rule: GuessRule) {
      const at = now();
      const [tries, ends] = await redis.hmget(PREFIX + key, 't', 'e');
      const t = guessTry(rule, at, {
        counted: false,
        tries: Number(tries ?? 0),
        windowEndsMs: Number(ends ?? 0),
      });
      return { ...t, allowed: t.tries < rule.limit };
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
