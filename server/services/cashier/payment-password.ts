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
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { SessionMember } from '../../http/authenticate';
import type { CallContext } from '../../http/call-context';
import type { Merchant } from '../../http/merchant';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { refuseTrial } from '../wallet/member-guard';

type State = Static<typeof PaymentPasswordState>;

interface GuardRow {
  failures: number;
  locked_until: Date | null;
}

const PROBLEMS: Record<PaymentPasswordProblem, string> = {
  length: 'must be exactly 6 digits',
  digits: 'must be digits only',
  repeated: 'must not be one digit repeated',
  sequence: 'must not be a straight run such as 123456',
};

async function guardOf(q: Queryable, merchantId: number, memberId: number): Promise<GuardRow> {
  const rows = await q.query<GuardRow>(
    'SELECT failures, locked_until FROM payment_password_guard WHERE merchant_id = $1 AND member_id = $2',
    [merchantId, memberId],
  );
  return rows[0] ?? { failures: 0, locked_until: null };
}

async function hashOf(q: Queryable, merchantId: number, memberId: number): Promise<string | null> {
  const rows = await q.query<{ payment_password_hash: string | null }>(
    'SELECT payment_password_hash FROM members WHERE merchant_id = $1 AND id = $2',
    [merchantId, memberId],
  );
  return rows[0]?.payment_password_hash ?? null;
}

function stateOf(isSet: boolean, guard: GuardRow): State {
  const locked =
    guard.locked_until && guard.locked_until.getTime() > Date.now() ? guard.locked_until : undefined;
  // A lock that ran out starts a fresh count.
  const failures = guard.locked_until && !locked ? 0 : guard.failures;
  return {
    isSet,
    triesLeft: locked ? 0 : Math.max(0, PAYMENT_PASSWORD_MAX_TRIES - failures),
    ...(locked ? { lockedUntil: locked.toISOString() } : {}),
  };
}

export async function paymentPasswordState(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<State> {
  return stateOf(Boolean(await hashOf(q, merchant.id, memberId)), await guardOf(q, merchant.id, memberId));
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
 * Check a payment password before a payment. Wrong tries in a row are counted in the
 * database (every server counts together); after the fifth, payments lock for 30
 * minutes, during which even the right password is refused. A right one resets the count.
 */
export async function verifyPaymentPassword(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const guard = await guardOf(q, merchant.id, memberId);
  if (guard.locked_until && guard.locked_until.getTime() > Date.now()) throw lockedError(guard.locked_until);
  const hash = await hashOf(q, merchant.id, memberId);
  if (!hash)
    throw new ApiError(403, 'VERIFICATION_REQUIRED', 'Set a payment password in the security centre first', [
      { field, message: 'is not set yet' },
    ]);
  if (await verifyPassword(password, hash)) {
    if (guard.failures > 0)
      await q.query(
        'UPDATE payment_password_guard SET failures = 0, locked_until = NULL WHERE merchant_id = $1 AND member_id = $2',
        [merchant.id, memberId],
      );
    return;
  }
  const [row] = await q.query<GuardRow>(
    `INSERT INTO payment_password_guard (merchant_id, member_id, failures) VALUES ($1, $2, 1)
     ON CONFLICT (merchant_id, member_id) DO UPDATE SET
       failures = CASE WHEN payment_password_guard.locked_until IS NOT NULL AND payment_password_guard.locked_until <= now()
                       THEN 1 ELSE payment_password_guard.failures + 1 END,
       locked_until = CASE WHEN payment_password_guard.locked_until IS NOT NULL AND payment_password_guard.locked_until <= now()
                           THEN NULL ELSE payment_password_guard.locked_until END
     RETURNING failures, locked_until`,
    [merchant.id, memberId],
  );
  const failures = row?.failures ?? 1;
  if (failures >= PAYMENT_PASSWORD_MAX_TRIES) {
    const [locked] = await q.query<{ locked_until: Date }>(
      `UPDATE payment_password_guard SET locked_until = now() + ($3::int * interval '1 minute')
        WHERE merchant_id = $1 AND member_id = $2 RETURNING locked_until`,
      [merchant.id, memberId, PAYMENT_PASSWORD_LOCK_MINUTES],
    );
    throw lockedError(locked?.locked_until ?? new Date(Date.now() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000));
  }
  const left = PAYMENT_PASSWORD_MAX_TRIES - failures;
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
      db,
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
      if (!(await verifyPassword(input.loginPassword, row.password_hash)))
        throw new ApiError(400, 'BAD_CREDENTIALS', 'The login password is wrong', [
          { field: 'loginPassword', message: 'is wrong' },
        ]);
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
  return paymentPasswordState(db, merchant, member.memberId);
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
  await q.query('DELETE FROM payment_password_guard WHERE merchant_id = $1 AND member_id = $2', [
    merchantId,
    memberId,
  ]);
}
