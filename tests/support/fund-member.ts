import type { Database } from '../../server/db/database';
import { post } from '../../server/services/ledger/post-transaction';

/**
 * Put money in a member's main wallet the way a deposit would: a ledger transaction
 * from the merchant's cashier account.
 */
export async function fundMember(
  db: Database,
  member: { memberId: number; merchantId: number },
  minor: number,
  currency = 'USD',
  kind: 'main' | `vendor:${string}` = 'main',
): Promise<void> {
  await post(db, currency, {
    merchantId: member.merchantId,
    kind: 'deposit',
    reference: `test-funding:${member.memberId}`,
    postings: [
      { account: { system: 'cashier' }, amount: -minor },
      { account: { memberId: member.memberId, kind }, amount: minor },
    ],
  });
}
