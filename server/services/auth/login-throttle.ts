import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import type { GuessLimiter, GuessRule, GuessTry } from '../guess-limit/guess-limit';
import { addressRange } from './address-range';

/** Failed logins of one account in the window after which each try needs a solved captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failed logins from one address (any accounts) after which every login from it needs a captcha. */
export const IP_CAPTCHA_AFTER_FAILURES = 10;
/** The same for the address's range (/24, /64): a subscriber rotating addresses. */
export const RANGE_CAPTCHA_AFTER_FAILURES = 30;
/** Failed logins of one account in the window after which it is locked for the rest of the window. */
export const LOCK_AFTER_FAILURES = 10;
/** Failed logins from one address in the window after which that address is refused. */
export const IP_LIMIT_FAILURES = 30;
/** Failed logins from one range in the window after which that range is refused. */
export const RANGE_LIMIT_FAILURES = 200;
export const WINDOW_MINUTES = 15;

const windowMs = WINDOW_MINUTES * 60_000;
const RULES = {
  account: { limit: LOCK_AFTER_FAILURES, windowMs },
  ip: { limit: IP_LIMIT_FAILURES, windowMs },
  range: { limit: RANGE_LIMIT_FAILURES, windowMs },
} satisfies Record<string, GuessRule>;
const CAPTCHA_AFTER = {
  account: CAPTCHA_AFTER_FAILURES,
  ip: IP_CAPTCHA_AFTER_FAILURES,
  range: RANGE_CAPTCHA_AFTER_FAILURES,
};
type Scope = keyof typeof RULES;
const SCOPES: readonly Scope[] = ['ip', 'range', 'account'];

/** The guessing-limit key of a login account (a lower-case username, or a phone key). */
export function loginAccountKey(merchant: Pick<Merchant, 'id'>, accountKey: string): string {
  return `login:account:${merchant.id}:${accountKey}`;
}

function keysOf(merchant: Merchant, accountKey: string, ip: string): Record<Scope, string> {
  return {
    account: loginAccountKey(merchant, accountKey),
    ip: `login:ip:${merchant.id}:${ip}`,
    range: `login:range:${merchant.id}:${addressRange(ip)}`,
  };
}

function lockedError(retryAfterMs: number): ApiError {
  const retryAfterSeconds = Math.max(60, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(
    423,
    'ACCOUNT_LOCKED',
    `Too many failed logins. Please try again in ${minutes} minutes, or reset your password.`,
    undefined,
    { captcha: true, retryAfterSeconds },
  );
}

export function captchaRequired(code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID'): ApiError {
  const message =
    code === 'CAPTCHA_REQUIRED' ? 'Please enter the captcha' : 'The captcha is wrong, please try the new one';
  return new ApiError(400, code, message, [{ field: 'captcha', message }], { captcha: true });
}

/** A login try that was counted: keep it when the credentials were wrong, give it back when right. */
export interface LoginTry {
  /** Whether the next try from here will need a captcha once this one is kept. */
  captchaNext: boolean;
  /** The credentials were right: give the address's tries back and forget the account's. */
  succeeded(): Promise<void>;
  /** The try never reached the check (an error of ours): give every count back. */
  abandon(): Promise<void>;
}

export interface LoginGuard {
  /**
   * Count one try on the address, its range and the account, each counted and checked in one
   * atomic step, so a burst of any size reaches the password check at most the limit's times.
   * A try over a captcha threshold without a solved captcha is given back and refused: tries
   * that never reached the check neither lock the account nor count. Refuses with 423 when
   * the account, address or range is locked, and 400 CAPTCHA_REQUIRED (or CAPTCHA_INVALID
   * when a wrong one came) when a captcha is due.
   */
  reserve(captcha: 'solved' | 'wrong' | 'none'): Promise<LoginTry>;
}

export function loginGuard(
  guesses: GuessLimiter,
  merchant: Merchant,
  accountKey: string,
  ip: string,
): LoginGuard {
  const keys = keysOf(merchant, accountKey, ip);
  const giveBack = (scopes: readonly Scope[]) => Promise.all(scopes.map((s) => guesses.release(keys[s])));
  return {
    async reserve(captcha) {
      const held: Scope[] = [];
      const tries = {} as Record<Scope, GuessTry>;
      for (const scope of SCOPES) {
        // Without a solved captcha the room ends at the captcha threshold, in the same atomic
        // step as the count: a try past it is refused before it counts toward a lock.
        const rule = captcha === 'solved' ? RULES[scope] : { ...RULES[scope], limit: CAPTCHA_AFTER[scope] };
        const t = await guesses.reserve(keys[scope], rule);
        if (!t.allowed) {
          await giveBack(held);
          if (t.tries >= RULES[scope].limit) throw lockedError(t.retryAfterMs);
          throw captchaRequired(captcha === 'wrong' ? 'CAPTCHA_INVALID' : 'CAPTCHA_REQUIRED');
        }
        held.push(scope);
        tries[scope] = t;
      }
      return {
        captchaNext: SCOPES.some((s) => tries[s].tries >= CAPTCHA_AFTER[s]),
        async succeeded() {
          await giveBack(['ip', 'range']);
          await guesses.reset(keys.account);
        },
        async abandon() {
          await giveBack(held);
        },
      };
    },
  };
}

/** A login's outcome in the member's login history (`login_attempts`). */
export async function recordAttempt(
  q: Queryable,
  merchant: Merchant,
  attempt: {
    accountKey: string;
    memberId: number | null;
    ip: string;
    userAgent: string;
    loginType: string;
    outcome: 'ok' | 'bad_credentials' | 'captcha' | 'locked' | 'second_step';
  },
): Promise<void> {
  await q.query(
    `INSERT INTO login_attempts (merchant_id, account_key, member_id, ip, user_agent, login_type, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      merchant.id,
      attempt.accountKey,
      attempt.memberId,
      attempt.ip,
      attempt.userAgent.slice(0, 300),
      attempt.loginType,
      attempt.outcome,
    ],
  );
}
