import type { Queryable } from '../../db/database';

/**
 * This many wrong payment passwords in the day before a withdrawal flag it on the cashier's
 * queue: someone may be guessing their way into the member's money.
 */
export const FAILED_PAYMENT_PASSWORDS_FLAG = 3;
export const FAILED_PAYMENT_PASSWORDS_HOURS = 24;

/** Kept for the cashier's risk flag; housekeeping deletes rows older than this. */
export const FAILED_PAYMENT_PASSWORDS_KEEP_DAYS = 30;

/** One wrong payment password, kept beyond the guessing limit's window. */
export async function recordPaymentPasswordFailure(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<void> {
  await q.query('INSERT INTO payment_password_failures (merchant_id, member_id) VALUES ($1, $2)', [
    merchantId,
    memberId,
  ]);
}

/**
 * SQL for the wrong payment passwords of the member of withdrawal `w` in the day before it was
 * asked for (for the queue's select).
 */
export const FAILED_PAYMENT_PASSWORDS_SQL = `(SELECT count(*)::int FROM payment_password_failures f
      WHERE f.merchant_id = w.merchant_id AND f.member_id = w.member_id
        AND f.failed_at > w.created_at - interval '${FAILED_PAYMENT_PASSWORDS_HOURS} hours'
        AND f.failed_at <= w.created_at)`;
