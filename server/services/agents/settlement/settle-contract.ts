import {
  RATE_SCALE,
  tierRate,
  type ContractKind,
  type ContractTier,
} from '../../../../schemas/api/agent-rules';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import { postTransaction } from '../../ledger/post-transaction';
import type { Period } from './contract-periods';
import { teamFigures, type TeamFigures } from './team-figures';

export interface DueContract {
  id: number;
  merchant_id: number;
  kind: ContractKind;
  product: string;
  agent_id: number;
  member_id: number;
  rate_type: 'percent' | 'fixed';
  tiers: ContractTier[];
  currency: string;
}

export type SettleOutcome = 'paid' | 'nothing' | 'short' | 'already';

/** Ledger kinds of contract payments (the account records name them). */
export const PAYMENT_KINDS: Readonly<Record<ContractKind, string>> = {
  dividend: 'contract.dividend',
  dailySalary: 'contract.daily',
  hourlySalary: 'contract.hourly',
  realtimeSalary: 'contract.realtime',
};

/**
 * What a period earns: the highest tier the team met, applied to the team's net loss
 * (dividend) or valid bet (salaries), or a fixed daily amount. Nothing on a team that won.
 */
export function amountFor(c: Pick<DueContract, 'kind' | 'rate_type' | 'tiers'>, f: TeamFigures) {
  const rate = tierRate(c.tiers, f);
  if (rate === 0) return { rate, amount: 0 };
  if (c.rate_type === 'fixed') return { rate, amount: rate };
  const base = c.kind === 'dividend' ? f.netLoss : f.validBet;
  return { rate, amount: base > 0 ? Math.floor((base * rate) / RATE_SCALE) : 0 };
}

/**
 * Settle one period of one contract inside the caller's transaction: claim the
 * (contract, period) row first (a twin claim waits on the unique index and then finds
 * it taken), then move the money from the agent's main wallet to the member's through
 * the ledger under a key of the same pair. Either both commit or neither does.
 */
export async function settleContract(q: Queryable, c: DueContract, period: Period): Promise<SettleOutcome> {
  const figures = await teamFigures(q, c.merchant_id, c.member_id, c.product, period.start, period.end);
  const { rate, amount } = amountFor(c, figures);
  const [claimed] = await q.query<{ id: number }>(
    `INSERT INTO contract_payments (merchant_id, contract_id, kind, product, agent_id, member_id, period_key,
       period_start, period_end, valid_bet, net_loss, active_members, rate, amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'nothing')
     ON CONFLICT (contract_id, period_key) DO NOTHING RETURNING id`,
    [
      c.merchant_id,
      c.id,
      c.kind,
      c.product,
      c.agent_id,
      c.member_id,
      period.key,
      period.start,
      period.end,
      figures.validBet,
      figures.netLoss,
      figures.activeMembers,
      rate,
      amount,
    ],
  );
  if (!claimed) return 'already';
  if (amount === 0) return 'nothing';
  try {
    const tx = await postTransaction(q, c.currency, {
      merchantId: c.merchant_id,
      kind: PAYMENT_KINDS[c.kind],
      idempotencyKey: `contract:${c.id}:${period.key}`,
      memo: { contractId: Number(c.id), period: period.key },
      postings: [
        { account: { memberId: Number(c.agent_id), kind: 'main' }, amount: -amount },
        { account: { memberId: Number(c.member_id), kind: 'main' }, amount },
      ],
    });
    await q.query(`UPDATE contract_payments SET status = 'paid', transaction_id = $2 WHERE id = $1`, [
      claimed.id,
      tx.id,
    ]);
    return 'paid';
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'INSUFFICIENT_FUNDS') throw err;
    await q.query(`UPDATE contract_payments SET status = 'short' WHERE id = $1`, [claimed.id]);
    return 'short';
  }
}
