import { createHmac } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type {
  PaymentPasswordState,
  setPaymentPassword as setEndpoint,
} from '../../../schemas/api/payment-password';
import {
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_TRIES,
  paymentPasswordProblem,
  type PaymentPasswordProblem,
} from '../../../schemas/api/wallet-rules';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { isLocked, type GuessLimiter, type GuessTry } from '../guess-limit/guess-limit';
import { checkSessionPassword } from '../auth/session-password';
import { recordPaymentPasswordFailure } from './payment-password-failures';
import { refuseTrial } from '../wallet/member-guard';

type State = Static<typeof PaymentPasswordState>;

const PROBLEMS: Record<PaymentPasswordProblem, string> = {
  length: 'must be exactly 6 digits',
  digits: 'must be digits only',
  repeated: 'must not be one digit repeated',
  sequence: 'must not be a straight run such as 123456',
};

/** Wrong payment passwords allowed in one window; the window is the lock's length. */
const RULE = { limit: PAYMENT_PASSWORD_MAX_TRIES, windowMs: PAYMENT_PASSWORD_LOCK_MINUTES * 60_000 };

/** The guessing-limit key of a member's payment password. */
export function paymentPasswordKey(merchantId: number, memberId: number): string {
  return `paypw:${merchantId}:${memberId}`;
}

/** What the guessing limit and the database a payment password check needs. */
type Deps = Pick<AppDeps, 'db' | 'guesses'>;

async function hashOf(q: Queryable, merchantId: number, memberId: number): Promise<string | null> {
  const rows = await q.query<{ payment_password_hash: string | null }>(
    'SELECT payment_password_hash FROM members WHERE merchant_id = $1 AND id = $2',
    [merchantId, memberId],
  );
  return rows[0]?.payment_password_hash ?? null;
}

export async function paymentPasswordState(deps: Deps, merchant: Merchant, memberId: number): Promise<State> {
  const isSet = Boolean(await hashOf(deps.db, merchant.id, memberId));
  const now = await deps.guesses.peek(paymentPasswordKey(merchant.id, memberId), RULE);
  return {
    isSet,
    // Wrong tries only: checks still in flight are no tries lost.
    triesLeft: Math.max(0, RULE.limit - now.failures),
    ...(isLocked(now) ? { lockedUntil: new Date(Date.now() + now.retryAfterMs).toISOString() } : {}),
  };
}

function lockedError(until: Date): ApiError {
  return new ApiError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many wrong payment passwords; payments are locked until ${until.toISOString()}`,
    [{ field: 'paymentPassword', message: 'too many wrong tries' }],
    { lockedUntil: until.toISOString() },
  );
}

/** Refused while other checks of this member's payment password are still under way: no lock. */
function checkingError(): ApiError {
  return new ApiError(
    503,
    'BUSY',
    'Your payment password is being checked for another request; please try again in a moment',
    undefined,
    { retryAfterSeconds: 1 },
  );
}

function wrongError(field: string, t: GuessTry): ApiError {
  if (isLocked(t)) return lockedError(new Date(Date.now() + t.retryAfterMs));
  const left = RULE.limit - t.failures;
  return new ApiError(
    400,
    'BAD_CREDENTIALS',
    `The payment password is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)`,
    [{ field, message: 'is wrong' }],
    { triesLeft: left },
  );
}

/**
 * One try named by its request: the money call's key (call and idempotency key) and the
 * password, fingerprinted with the member's stored hash as the key (the fingerprint says
 * nothing without the hash, and one made for an older password never matches).
 */
function tryIdOf(replayKey: string, password: string, hash: string): string {
  return createHmac('sha256', hash).update(`${replayKey}\0${password}`).digest('base64url').slice(0, 32);
}

/** How long a twin of a request waits for the first one's verdict before it is told BUSY. */
const TWIN_WAIT_MS = 5_000;

/**
 * Reserve a try; a twin of a request still being checked (same key and password) waits for
 * that verdict rather than being checked too: wrong, it is answered wrong uncounted; right,
 * the name is free again and the twin goes on (and its money call answers the first's result).
 */
async function reserveTry(deps: Deps, key: string, tryId: string | undefined): Promise<GuessTry> {
  const until = Date.now() + TWIN_WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const t = await deps.guesses.reserve(key, RULE, tryId);
    if (t.repeat !== 'pending' || Date.now() + pause > until) return t;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

export interface PaymentPasswordCheck {
  /** The field named when the password is wrong. */
  field?: string;
  /**
   * The money call's own key (call and idempotency key): a replay of that call with the
   * same wrong password is answered wrong again without counting a second try.
   */
  replayKey?: string;
}

/**
 * Check a payment password before a payment. Each try is counted before the check, in one
 * atomic step with the limit (docs/decisions/guessing-limits.md), so tries sent together
 * check at most five; after five wrong ones in the window, payments lock until it ends,
 * and even the right password is refused. A right one gives its try back. A try refused
 * only because five others are still being checked is told to come back (BUSY), not that
 * payments are locked.
 */
export async function verifyPaymentPassword(
  deps: Deps,
  merchant: Merchant,
  memberId: number,
  password: string,
  check: PaymentPasswordCheck = {},
): Promise<void> {
  const field = check.field ?? 'paymentPassword';
  const hash = await hashOf(deps.db, merchant.id, memberId);
  if (!hash)
    throw new ApiError(403, 'VERIFICATION_REQUIRED', 'Set a payment password in the security centre first', [
      { field, message: 'is not set yet' },
    ]);
  const key = paymentPasswordKey(merchant.id, memberId);
  const tryId = check.replayKey === undefined ? undefined : tryIdOf(check.replayKey, password, hash);
  const t = await reserveTry(deps, key, tryId);
  if (t.repeat === 'wrong') throw wrongError(field, t);
  if (t.repeat === 'pending') throw checkingError();
  if (!t.allowed) throw isLocked(t) ? lockedError(new Date(Date.now() + t.retryAfterMs)) : checkingError();
  let ok: boolean;
  try {
    ok = await verifyPassword(password, hash);
  } catch (err) {
    await deps.guesses.release(key, tryId);
    throw err;
  }
  if (ok) return deps.guesses.release(key, tryId);
  const failed = await deps.guesses.fail(key, RULE, tryId);
  await recordPaymentPasswordFailure(deps.db, merchant.id, memberId);
  throw wrongError(field, failed);
}

/** Set a first payment password (with the login password) or change it (with the old one). */
export async function setPaymentPassword(
  ctx: CallContext,
  member: SessionMember,
  input: Static<typeof setEndpoint.request>,
): Promise<State> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const next = input.newPaymentPassword.trim();
  const problem = paymentPasswordProblem(next);
  if (problem) throw ApiError.validation('newPaymentPassword', PROBLEMS[problem]);
  if (input.confirmPaymentPassword.trim() !== next)
    throw new ApiError(400, 'VALIDATION', 'inconsistent_twice: the passwords do not match', [
      { field: 'confirmPaymentPassword', message: 'The two passwords do not match' },
    ]);

  const current = await hashOf(db, merchant.id, member.memberId);
  if (current) {
    if (!input.oldPaymentPassword) throw ApiError.validation('oldPaymentPassword', 'is required');
    await verifyPaymentPassword(ctx.deps, merchant, member.memberId, input.oldPaymentPassword.trim(), {
      field: 'oldPaymentPassword',
    });
    if (await verifyPassword(next, current))
      throw ApiError.validation('newPaymentPassword', 'must differ from the current payment password');
  } else {
    const [row] = await db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM members WHERE merchant_id = $1 AND id = $2',
      [merchant.id, member.memberId],
    );
    // Members who signed up by mobile without a password prove themselves by their session alone.
    if (row?.password_hash) {
      if (!input.loginPassword) throw ApiError.validation('loginPassword', 'is required');
      await checkSessionPassword(ctx, member.memberId, input.loginPassword, row.password_hash, {
        field: 'loginPassword',
        message: 'The login password is wrong',
        fieldMessage: 'is wrong',
      });
    }
  }
  const [login] = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM members WHERE merchant_id = $1 AND id = $2',
    [merchant.id, member.memberId],
  );
  if (login?.password_hash && (await verifyPassword(next, login.password_hash)))
    throw ApiError.validation('newPaymentPassword', 'must differ from your login password');

  await db.query('UPDATE members SET payment_password_hash = $3 WHERE merchant_id = $1 AND id = $2', [
    merchant.id,
    member.memberId,
    await hashPassword(next),
  ]);
  return paymentPasswordState(ctx.deps, merchant, member.memberId);
}

/**
 * Ops: forget a member's payment password and lock (after identity checks by customer
 * service), in whichever store the deployment keeps its guessing limits (database or Redis).
 */
export async function resetPaymentPassword(
  q: Queryable,
  guesses: GuessLimiter,
  merchantId: number,
  memberId: number,
): Promise<void> {
  await q.query('UPDATE members SET payment_password_hash = NULL WHERE merchant_id = $1 AND id = $2', [
    merchantId,
    memberId,
  ]);
  await guesses.reset(paymentPasswordKey(merchantId, memberId));
}
