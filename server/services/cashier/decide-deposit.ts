import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { postTransaction } from '../ledger/post-transaction';
import { tellDepositDecided } from '../messages/cashier-messages';
import { depositByReference, type DepositRow } from './deposit-rows';
import { releaseFromLimits } from '../protection/count-against-limits';

export interface DepositDecision {
  decision: 'approve' | 'reject';
  /** 'callback' or 'ops:<operator>'. */
  by: string;
  reason?: string;
  providerReference?: string;
}

export interface DecidedDeposit {
  deposit: DepositRow;
  /** True only when this call changed the deposit (and, for an approval, credited the wallet). */
  changed: boolean;
}

/**
 * Approve (credit the member's main wallet from the cashier) or reject a pending
 * deposit. The row is locked and the ledger posting carries the deposit's own key,
 * so repeated or concurrent decisions credit exactly once; deciding an already
 * decided deposit the same way is answered as it stands, the other way is refused.
 */
export function decideDeposit(
  db: Database,
  merchant: Merchant,
  reference: string,
  d: DepositDecision,
): Promise<DecidedDeposit> {
  return db.tx((q) => decideDepositIn(q, merchant, reference, d));
}

/** `decideDeposit` inside the caller's transaction. */
export async function decideDepositIn(
  q: Queryable,
  merchant: Merchant,
  reference: string,
  d: DepositDecision,
): Promise<DecidedDeposit> {
  const row = await depositByReference(q, merchant.id, reference, true);
  if (!row) throw ApiError.notFound('Deposit');
  const wanted = d.decision === 'approve' ? 'approved' : 'rejected';
  if (row.status !== 'pending') {
    if (row.status === wanted) return { deposit: row, changed: false };
    throw ApiError.conflict(`The deposit was already ${row.status}`);
  }
  let txId: number | null = null;
  if (d.decision === 'approve') {
    const tx = await postTransaction(q, merchant.currency, {
      merchantId: merchant.id,
      kind: 'deposit',
      idempotencyKey: `deposit:${row.id}`,
      reference: row.reference,
      memo: { channel: row.channel, by: d.by },
      postings: [
        { account: { system: 'cashier' }, amount: -row.amount },
        { account: { memberId: row.member_id, kind: 'main' }, amount: row.amount },
      ],
    });
    txId = tx.id;
  } else {
    // A deposit that never arrived gives back what it took of the member's deposit limits.
    await releaseFromLimits(q, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind: 'deposit',
      amount: row.amount,
    });
  }
  const [updated] = await q.query<DepositRow>(
    `UPDATE deposits SET status = $2, decided_by = $3, decided_at = now(), reason = $4, ledger_tx_id = $5,
            provider_reference = coalesce($6, provider_reference)
      WHERE id = $1
      RETURNING id, member_id, reference, channel, amount, status, client_key, reason, created_at, decided_at, ledger_tx_id`,
    [row.id, wanted, d.by, d.reason ?? null, txId, d.providerReference ?? null],
  );
  // The member hears of it in their inbox, written with the decision or not at all.
  await tellDepositDecided(q, merchant, updated as DepositRow);
  return { deposit: updated as DepositRow, changed: true };
}
