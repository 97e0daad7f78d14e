import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Merchant } from '../../http/merchant';

/** Failed logins (per account or per IP, in the window) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failed logins from one IP (any accounts) after which every login from it needs a captcha. */
export const IP_CAPTCHA_AFTER_FAILURES = 10;
/** Failed logins of one account in the window after which it is locked for the rest of the window. */
export const LOCK_AFTER_FAILURES = 10;
/** Failed logins from one IP in the window after which that IP is refused. */
export const IP_LIMIT_FAILURES = 30;
export const WINDOW_MINUTES = 15;

const FAILED = `('bad_credentials', 'captcha')`;

export interface ThrottleState {
  accountFailures: number;
  ipFailures: number;
  /** Seconds until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

export async function throttleState(
  q: Queryable,
  merchant: Merchant,
  accountKey: string,
  ip: string,
): Promise<ThrottleState> {
  const [row] = await q.query<{ account: number; ip: number; oldest: number | null }>(
    `SELECT
       count(*) FILTER (WHERE account_key = $2)::int AS account,
       count(*) FILTER (WHERE ip = $3)::int AS ip,
       EXTRACT(EPOCH FROM (min(created_at) FILTER (WHERE account_key = $2) + make_interval(mins => $4) - now()))::int AS oldest
     FROM login_attempts
     WHERE merchant_id = $1 AND outcome IN ${FAILED} AND created_at > now() - make_interval(mins => $4)
       AND (account_key = $2 OR ip = $3)`,
    [merchant.id, accountKey, ip, WINDOW_MINUTES],
  );
  return {
    accountFailures: row?.account ?? 0,
    ipFailures: row?.ip ?? 0,
    retryAfterSeconds: Math.max(60, row?.oldest ?? WINDOW_MINUTES * 60),
  };
}

export function captchaNeeded(state: ThrottleState): boolean {
  return state.accountFailures >= CAPTCHA_AFTER_FAILURES || state.ipFailures >= IP_CAPTCHA_AFTER_FAILURES;
}

/** Refuse early, before any password is checked, when the account or IP is locked. */
export function refuseWhenLocked(state: ThrottleState): void {
  if (state.accountFailures >= LOCK_AFTER_FAILURES || state.ipFailures >= IP_LIMIT_FAILURES) {
    const minutes = Math.ceil(state.retryAfterSeconds / 60);
    throw new ApiError(
      423,
      'ACCOUNT_LOCKED',
      `Too many failed logins. Please try again in ${minutes} minutes, or reset your password.`,
      undefined,
      { captcha: true, retryAfterSeconds: state.retryAfterSeconds },
    );
  }
}

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
