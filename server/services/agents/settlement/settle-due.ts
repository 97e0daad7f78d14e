import { CONTRACT_PERIODS } from '../../../../schemas/api/agent-rules';
import type { Database } from '../../../db/database';
import { lastEndedPeriod, type Period } from './contract-periods';
import { settleContract, type DueContract, type SettleOutcome } from './settle-contract';

export type SettleCounts = Record<SettleOutcome, number>;

/**
 * Settle the last ended period of every contract that ran in it (accepted before its end,
 * not ended before its end) and has no payment for it yet: real-time salaries every 5
 * minutes (spec §9 R9.13), hourly, daily, weekly and monthly ones when theirs ends. Safe
 * in every process at once: each contract's period is claimed once (settleContract).
 */
export async function settleDueContracts(
  db: Database,
  now: Date,
  opts: { merchantId?: number } = {},
): Promise<SettleCounts> {
  const counts: SettleCounts = { paid: 0, nothing: 0, short: 0, already: 0 };
  for (const letter of CONTRACT_PERIODS) {
    const period = lastEndedPeriod(letter, now);
    for (const c of await dueContracts(db, letter, period, opts.merchantId)) {
      counts[await db.tx((q) => settleContract(q, c, period))] += 1;
    }
  }
  return counts;
}

async function dueContracts(
  db: Database,
  letter: string,
  period: Period,
  merchantId: number | undefined,
): Promise<DueContract[]> {
  return db.query<DueContract>(
    `SELECT c.id, c.merchant_id, c.kind, c.product, c.agent_id, c.member_id, c.rate_type, c.tiers, m.currency
       FROM agent_contracts c JOIN merchants m ON m.id = c.merchant_id
      WHERE c.period = $1 AND c.answered_at < $2
        AND (c.status IN ('accepted', 'terminating')
          OR (c.status IN ('finished', 'terminated') AND c.ended_at >= $2))
        AND ($4::int IS NULL OR c.merchant_id = $4)
        AND NOT EXISTS (SELECT 1 FROM contract_payments p WHERE p.contract_id = c.id AND p.period_key = $3)
      ORDER BY c.id`,
    [letter, period.end, period.key, merchantId ?? null],
  );
}
