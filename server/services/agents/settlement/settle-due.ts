import { CONTRACT_PERIODS, type ContractPeriod } from '../../../../schemas/api/agent-rules';
import type { Database } from '../../../db/database';
import { lastEndedPeriod, periodOf, type Period } from './contract-periods';
import { settleContract, type DueContract, type SettleOutcome } from './settle-contract';

export type SettleCounts = Record<SettleOutcome, number>;

/**
 * How far back a run looks for missed periods: a platform down for longer than this leaves
 * the older periods to an operator (docs/decisions/contract-settlement.md). A few days more
 * than the longest period, a calendar month.
 */
export const CATCH_UP_DAYS = 35;

/**
 * At most this many periods of one contract per run, oldest first: a long outage (a day of
 * 5-minute periods is 288) is paid over a few runs instead of holding one run for minutes.
 */
export const MAX_PERIODS_PER_RUN = 300;

interface CandidateRow extends DueContract {
  answered_at: Date | string;
  ended_at: Date | string | null;
  /** The end of the latest period recorded for the contract, if any. */
  latest_end: Date | string | null;
}

/**
 * Settle every ended period of every contract that ran in it (accepted before its end, not
 * ended before its end) and has no record for it yet: real-time salaries every 5 minutes
 * (spec §9 R9.13), hourly, daily, weekly and monthly ones when theirs ends. A run after
 * the platform was down pays each period missed meanwhile, oldest first, from the one
 * after the contract's latest record (or the one it was accepted in) up to the last ended
 * one. Safe in every process at once: each contract's period is claimed once (settleContract).
 */
export async function settleDueContracts(
  db: Database,
  now: Date,
  opts: { merchantId?: number } = {},
): Promise<SettleCounts> {
  const counts: SettleCounts = { paid: 0, nothing: 0, short: 0, already: 0 };
  const horizon = new Date(now.getTime() - CATCH_UP_DAYS * 86_400_000);
  for (const letter of CONTRACT_PERIODS) {
    const last = lastEndedPeriod(letter, now);
    for (const c of await candidates(db, letter, last, horizon, opts.merchantId)) {
      for (const period of missedPeriods(letter, c, last, horizon)) {
        counts[await db.tx((q) => settleContract(q, c, period))] += 1;
      }
    }
  }
  return counts;
}

/**
 * The periods of one contract still to settle, oldest first: from the one after its latest
 * record (or the one it was accepted in, or the horizon) while they had ended by `last` and
 * the contract had not ended before their end; at most MAX_PERIODS_PER_RUN.
 */
export function missedPeriods(
  letter: ContractPeriod,
  c: Pick<CandidateRow, 'answered_at' | 'ended_at' | 'latest_end'>,
  last: Period,
  horizon: Date,
): Period[] {
  const answered = new Date(c.answered_at);
  const from = c.latest_end ? new Date(c.latest_end) : answered;
  let p = periodOf(letter, from.getTime() < horizon.getTime() ? horizon : from);
  const ended = c.ended_at ? new Date(c.ended_at).getTime() : Infinity;
  const out: Period[] = [];
  while (p.end.getTime() <= last.end.getTime() && out.length < MAX_PERIODS_PER_RUN) {
    if (p.end.getTime() > ended) break;
    if (answered.getTime() < p.end.getTime()) out.push(p);
    p = periodOf(letter, p.end);
  }
  return out;
}

/**
 * Contracts of this period length that may have a period to settle: accepted before the
 * last ended period's end, with no record of it yet, running or ended within the horizon.
 */
async function candidates(
  db: Database,
  letter: string,
  last: Period,
  horizon: Date,
  merchantId: number | undefined,
): Promise<CandidateRow[]> {
  return db.query<CandidateRow>(
    `SELECT c.id, c.merchant_id, c.kind, c.product, c.agent_id, c.member_id, c.rate_type, c.tiers, m.currency,
            c.answered_at, c.ended_at, l.latest_end
       FROM agent_contracts c JOIN merchants m ON m.id = c.merchant_id
       LEFT JOIN LATERAL (SELECT max(p.period_end) AS latest_end FROM contract_payments p
                           WHERE p.contract_id = c.id) l ON true
      WHERE c.period = $1 AND c.answered_at < $2
        AND (c.status IN ('accepted', 'terminating')
          OR (c.status IN ('finished', 'terminated') AND c.ended_at >= $4
              AND c.ended_at > coalesce(l.latest_end, c.answered_at)))
        AND (l.latest_end IS NULL OR l.latest_end < $2)
        AND ($3::int IS NULL OR c.merchant_id = $3)
      ORDER BY c.id`,
    [letter, last.end, merchantId ?? null, horizon],
  );
}
