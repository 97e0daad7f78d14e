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
import { ApiError } from '../../http/api-error';
import type { SessionMember } from '../../http/authenticate';
import type { CallContext } from '../../http/call-context';
import type { Merchant } from '../../http/merchant';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { checkSessionPassword } from '../auth/session-password';
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
    triesLeft: Math.max(0, RULE.limit - now.tries),
    ...(now.allowed ? {} : { lockedUntil: new Date(Date.now() + now.retryAfterMs).toISOString() }),
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

/**
 * Check a payment password before a payment. Each try is counted before the check, in one
 * atomic step with the limit (docs/decisions/guessing-limits.md), so tries sent together
 * check at most five; after five wrong ones in the window, payments lock until it ends,
 * and even the right password is refused. A right one gives its try back.
 */
export async function verifyPaymentPassword(
  deps: Deps,
  merchant: Merchant,
  memberId: number,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const hash = await hashOf(deps.db, merchant.id, memberId);
  if (!hash)
    throw new ApiError(403, 'VERIFICATION_REQUIRED', 'Set a payment password in the security centre first', [
      { field, message: 'is not set yet' },
    ]);
  const key = paymentPasswordKey(merchant.id, memberId);
  const t = await deps.guesses.reserve(key, RULE);
  if (!t.allowed) throw lockedError(new Date(Date.now() + t.retryAfterMs));
  let ok: boolean;
  try {
    ok = await verifyPassword(password, hash);
  } catch (err) {
    await deps.guesses.release(key);
    throw err;
  }
  if (ok) {
    await deps.guesses.release(key);
    return;
  }
  const left = RULE.limit - t.tries;
  if (left <= 0) throw lockedError(new Date(Date.now() + t.retryAfterMs));
  throw new ApiError(
    400,
    'BAD_CREDENTIALS',
    `The payment password is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)`,
    [{ field, message: 'is wrong' }],
    { triesLeft: left },
  );
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
    await verifyPaymentPassword(
      ctx.deps,
      merchant,
      member.memberId,
      input.oldPaymentPassword.trim(),
      'oldPaymentPassword',
    );
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

/** Ops: forget a member's payment password and lock (after identity checks by customer service). */
export async function resetPaymentPassword(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<void> {
  await q.query('UPDATE members SET payment_password_hash = NULL WHERE merchant_id = $1 AND id = $2', [
    merchantId,
    memberId,
  ]);
  // The counters of a deployment on the database; with Redis the lock runs out by itself.
  await q.query('DELETE FROM guess_counters WHERE key = $1', [paymentPasswordKey(merchantId, memberId)]);
}
