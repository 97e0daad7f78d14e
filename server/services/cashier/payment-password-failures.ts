import type { Queryable } from '../../db/database';

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
