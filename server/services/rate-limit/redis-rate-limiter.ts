import { Redis } from 'ioredis';
import { checkRule, decide, emissionMs, toleranceMs, type RateLimiter, type RateRule } from './rate-limiter';

/**
 * The same GCRA in Redis, as one script so check and update are atomic. The time
 * comes from Redis, so every server process agrees on it.
 * KEYS[1] key; ARGV emission ms, tolerance ms, 1 to count an allowed attempt.
 */
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local stored = tonumber(redis.call('GET', KEYS[1]) or '0')
local tat = math.max(stored, now)
local newTat = -1
if ARGV[3] == '1' and tat <= now + tonumber(ARGV[2]) then
  newTat = tat + tonumber(ARGV[1])
  redis.call('SET', KEYS[1], tostring(newTat), 'PX', math.ceil(newTat - now) + 1)
end
return { tostring(now), tostring(tat), tostring(newTat) }`;

const PREFIX = 'tessera:rate:';

export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // A lost connection is reported per call (as 503), not as a crash.
  redis.on('error', () => undefined);

  async function run(key: string, rule: RateRule, take: boolean) {
    checkRule(rule);
    const [now, tat, newTat] = (await redis.eval(
      SCRIPT,
      1,
      PREFIX + key,
      emissionMs(rule),
      toleranceMs(rule),
      take ? '1' : '0',
    )) as string[];
    const fresh = Number(newTat);
    return decide(
      { nowMs: Number(now), tatMs: Number(tat), newTatMs: fresh >= 0 ? fresh : null },
      rule,
      take,
    );
  }
  return {
    take: (key, rule) => run(key, rule, true),
    peek: (key, rule) => run(key, rule, false),
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
