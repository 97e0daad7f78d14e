import { Redis } from 'ioredis';
import { checkGuessRule, guessTry, type Clock, type GuessLimiter, type GuessRule } from './guess-limit';

/**
 * The same counter in Redis, as one script so claim, count and check are atomic.
 * KEYS[1] the counter (t tries, f failures, e window end), KEYS[2] the named tries of its
 * window (try id -> pending | wrong). ARGV limit, window ms, now ms, try id ('' for none).
 * Answers { counted 0|1, tries, window end ms, failures, repeat ('' | pending | wrong) }.
 */
const RESERVE = `
local now = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 't', 'e', 'f')
local tries = tonumber(v[1]) or 0
local ends = tonumber(v[2]) or 0
local fails = tonumber(v[3]) or 0
if ends <= now then
  tries = 0
  fails = 0
  ends = now + tonumber(ARGV[2])
  redis.call('DEL', KEYS[2])
end
if ARGV[4] ~= '' then
  local seen = redis.call('HGET', KEYS[2], ARGV[4])
  if seen then return { 0, tries, tostring(ends), fails, seen } end
end
if tries >= tonumber(ARGV[1]) then return { 0, tries, tostring(ends), fails, '' } end
tries = tries + 1
redis.call('HSET', KEYS[1], 't', tries, 'e', tostring(ends), 'f', fails)
redis.call('PEXPIRE', KEYS[1], math.ceil(ends - now) + 1000)
if ARGV[4] ~= '' then
  redis.call('HSET', KEYS[2], ARGV[4], 'pending')
  redis.call('PEXPIRE', KEYS[2], math.ceil(ends - now) + 1000)
end
return { 1, tries, tostring(ends), fails, '' }`;

/** A wrong secret: one failure more (never past the tries counted); the named try is remembered as wrong. */
const FAIL = `
local v = redis.call('HMGET', KEYS[1], 't', 'e', 'f')
local tries = tonumber(v[1]) or 0
local fails = tonumber(v[3]) or 0
if fails < tries then
  fails = fails + 1
  redis.call('HSET', KEYS[1], 'f', fails)
end
if ARGV[1] ~= '' and redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then redis.call('HSET', KEYS[2], ARGV[1], 'wrong') end
return { tries, v[2] or '0', fails }`;

const RELEASE = `
if tonumber(redis.call('HGET', KEYS[1], 't') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 't', -1) end
if ARGV[1] ~= '' then redis.call('HDEL', KEYS[2], ARGV[1]) end
return 1`;

const PREFIX = 'tessera:guess:';
const TRIES = 'tessera:guess-tries:';

export function createRedisGuessLimiter(url: string, now: Clock = Date.now): GuessLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // A lost connection is reported per call (as 503), not as a crash.
  redis.on('error', () => undefined);
  return {
    async reserve(key, rule, tryId) {
      checkGuessRule(rule);
      const at = now();
      const [counted, tries, ends, failures, repeat] = (await redis.eval(
        RESERVE,
        2,
        PREFIX + key,
        TRIES + key,
        rule.limit,
        rule.windowMs,
        at,
        tryId ?? '',
      )) as [number, number, string, number, string];
      return guessTry(rule, at, {
        counted: counted === 1,
        tries,
        failures,
        windowEndsMs: Number(ends),
        repeat: repeat === 'wrong' || repeat === 'pending' ? repeat : undefined,
      });
    },
    async fail(key, rule, tryId) {
      const at = now();
      const [tries, ends, failures] = (await redis.eval(FAIL, 2, PREFIX + key, TRIES + key, tryId ?? '')) as [
        number,
        string,
        number,
      ];
      return guessTry(rule, at, { counted: true, tries, failures, windowEndsMs: Number(ends) });
    },
    async release(key, tryId) {
      await redis.eval(RELEASE, 2, PREFIX + key, TRIES + key, tryId ?? '');
    },
    async peek(key: string, rule: GuessRule) {
      const at = now();
      const [tries, ends, failures] = await redis.hmget(PREFIX + key, 't', 'e', 'f');
      const t = guessTry(rule, at, {
        counted: false,
        tries: Number(tries ?? 0),
        failures: Number(failures ?? 0),
        windowEndsMs: Number(ends ?? 0),
      });
      return { ...t, allowed: t.tries < rule.limit };
    },
    async reset(key) {
      await redis.del(PREFIX + key, TRIES + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
