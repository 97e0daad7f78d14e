import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import type { LocalizedText } from '../content/localized-text';
import { openChainHead } from './wager-rows';
import { wagerRule, type WagerSource } from './wagering-settings';

/** How long after a deposit a bonus may still count it in its turnover (bonus and deposit base). */
const DEPOSIT_MATCH_DAYS = 30;

/**
 * Give a bonus credit its turnover requirement, in the transaction that credited it (so
 * the money and its requirement exist together or not at all). Called after the ledger
 * posting, which locked the member's main wallet: a withdrawal waiting on that lock sees
 * the requirement when it goes on.
 */
export async function attachWagering(
  q: Queryable,
  merchant: Merchant,
  credit: { memberId: number; source: WagerSource; title: LocalizedText; bonusTxId: number; bonus: number },
): Promise<void> {
  const rule = wagerRule(merchant, credit.source);
  if (rule.multiple === 0) return;
  const deposit =
    rule.of === 'bonus-and-deposit' ? await unmatchedDeposit(q, merchant.id, credit.memberId) : undefined;
  const required = rule.multiple * (credit.bonus + (deposit?.amount ?? 0));
  const chainHead = await openChainHead(q, merchant.id, credit.memberId);
  await q.query(
    `INSERT INTO bonus_wagers (merchant_id, member_id, source, title, bonus_tx_id, bonus, deposit_id, deposit,
                               multiple, required, chain_head)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (merchant_id, bonus_tx_id) DO NOTHING`,
    [
      merchant.id,
      credit.memberId,
      credit.source,
      JSON.stringify(credit.title),
      credit.bonusTxId,
      credit.bonus,
      deposit?.id ?? null,
      deposit?.amount ?? 0,
      rule.multiple,
      required,
      chainHead ?? null,
    ],
  );
}

/** The member's latest approved deposit of the last days that no other bonus matched yet. */
async function unmatchedDeposit(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<{ id: number; amount: number } | undefined> {
  const [d] = await q.query<{ id: number; amount: number }>(
    `SELECT d.id, d.amount FROM deposits d
      WHERE d.merchant_id = $1 AND d.member_id = $2 AND d.status = 'approved'
        AND d.decided_at > now() - make_interval(days => $3)
        AND NOT EXISTS (SELECT 1 FROM bonus_wagers w WHERE w.merchant_id = d.merchant_id AND w.deposit_id = d.id)
      ORDER BY d.decided_at DESC, d.id DESC LIMIT 1`,
    [merchantId, memberId, DEPOSIT_MATCH_DAYS],
  );
  return d;
}
