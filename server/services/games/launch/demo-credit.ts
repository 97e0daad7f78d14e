import type { Queryable } from '../../../db/database';
import { balanceOf, ensureAccount } from '../../ledger/ledger-accounts';
import { postTransaction } from '../../ledger/post-transaction';

/** Trial credit a trial account plays with, topped up when it runs below a unit. */
export const DEMO_CREDIT_MINOR = 200_000;
const TOP_UP_BELOW = 100;

/**
 * Give a trial account its demo credit (from the merchant's `demo-source`), never real
 * money: trial rounds debit and credit the `demo` wallet only.
 */
export async function ensureDemoCredit(
  q: Queryable,
  merchantId: number,
  currency: string,
  memberId: number,
): Promise<void> {
  const id = await ensureAccount(q, merchantId, currency, { memberId, kind: 'demo' });
  await q.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [id]);
  const balance = await balanceOf(q, merchantId, { memberId, kind: 'demo' });
  if (balance >= TOP_UP_BELOW) return;
  await postTransaction(q, currency, {
    merchantId,
    kind: 'demo.credit',
    reference: `demo:${memberId}`,
    postings: [
      { account: { system: 'demo-source' }, amount: -(DEMO_CREDIT_MINOR - balance) },
      { account: { memberId, kind: 'demo' }, amount: DEMO_CREDIT_MINOR - balance },
    ],
  });
}
