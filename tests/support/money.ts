import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { balanceOf } from '../../server/services/ledger/ledger-accounts';
import type { MemberAccountKind } from '../../server/services/ledger/ledger-types';
import { post } from '../../server/services/ledger/post-transaction';
import { verifyLedger } from '../../server/services/ledger/verify-ledger';
import type { TestMember } from './members';

/** Put money in a member's wallet as the cashier would (a test's starting balance). */
export async function fund(
  db: Database,
  member: TestMember,
  minor: number,
  kind: MemberAccountKind = 'main',
) {
  await post(db, 'USD', {
    merchantId: member.merchantId,
    kind: 'deposit',
    reference: 'test-funding',
    postings: [
      { account: { system: 'cashier' }, amount: -minor },
      { account: { memberId: member.memberId, kind }, amount: minor },
    ],
  });
}

export function balance(db: Database, member: TestMember, kind: MemberAccountKind = 'main'): Promise<number> {
  return balanceOf(db, member.merchantId, { memberId: member.memberId, kind });
}

/** A fresh client idempotency key. */
export function clientKey(): string {
  return randomBytes(12).toString('hex');
}

/** The ledger's invariants hold for the merchant: balanced, no drift, nothing negative that may not be. */
export async function expectLedgerSound(db: Database, merchantId: number): Promise<void> {
  const check = await verifyLedger(db, merchantId);
  if (
    check.unbalancedTransactions.length ||
    check.driftedAccounts.length ||
    check.negativeAccounts.length ||
    check.total !== 0
  )
    throw new Error(`ledger unsound: ${JSON.stringify(check)}`);
}

/** Number of ledger transactions of a merchant (to prove nothing was written). */
export async function transactionCount(db: Database, merchantId: number): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1',
    [merchantId],
  );
  return r?.n ?? 0;
}

/** Give a member a payment password straight in the database (tests not about setting it). */
export async function givePaymentPassword(
  db: Database,
  member: TestMember,
  password = '246810',
): Promise<string> {
  const { hashPassword } = await import('../../server/services/auth/password-hash');
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [
    member.memberId,
    await hashPassword(password),
  ]);
  return password;
}
