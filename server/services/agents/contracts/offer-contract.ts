import {
  KIND_PERIODS,
  tierProblem,
  type ContractKind,
  type ContractPeriod,
  type ContractProduct,
  type ContractTier,
  isAgentType,
} from '../../../../schemas/api/agent-rules';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { agentSettings } from '../agent-settings';
import { directUpline, teamMember } from '../team-scope';
import { contractById, runningContractOf, type ContractRow } from './contract-rows';

export interface OfferInput {
  /** The direct downline, by username. */
  member: string;
  kind: ContractKind;
  product: ContractProduct;
  period: ContractPeriod;
  rateType: 'percent' | 'fixed';
  tiers: ContractTier[];
}

/**
 * An agent offers a contract to a direct downline agent (spec §4, §6 R6.8). The tier
 * table must increase, and no rate may be above the agent's own contract of that kind
 * and product (a top agent: the merchant's ceiling). Nothing is written unless all holds.
 */
export async function offerContract(
  q: Queryable,
  merchant: Merchant,
  agentId: number,
  input: OfferInput,
): Promise<ContractRow> {
  const settings = agentSettings(merchant);
  if (!settings.kinds[input.kind])
    throw new ApiError(403, 'DISABLED', 'This contract product is not offered on this site');
  if (!KIND_PERIODS[input.kind].includes(input.period))
    throw ApiError.validation(
      'period',
      `must be one of ${KIND_PERIODS[input.kind].join(', ')} for this contract`,
    );
  if (input.rateType === 'fixed' && input.kind !== 'dailySalary')
    throw ApiError.validation('rateType', 'a fixed amount applies to daily salary only');
  const problem = tierProblem(input.tiers, input.kind, input.rateType);
  if (problem) throw ApiError.validation(problem.field, problem.message);

  const downline = await teamMember(
    q,
    merchant.id,
    agentId,
    { username: input.member },
    { directOnly: true },
  );
  if (!isAgentType(downline.isAgent))
    throw ApiError.validation('member', 'is a player: promote them to agent before offering a contract');
  if (downline.status !== 'active') throw ApiError.validation('member', 'is not an active account');

  const topRate = input.tiers[input.tiers.length - 1]?.rate ?? 0;
  await refuseAboveOwn(q, merchant, agentId, input);

  try {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO agent_contracts (merchant_id, kind, product, agent_id, member_id, period, rate_type, tiers, top_rate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        merchant.id,
        input.kind,
        input.product,
        agentId,
        downline.id,
        input.period,
        input.rateType,
        JSON.stringify(input.tiers),
        topRate,
      ],
    );
    return (await contractById(q, merchant.id, Number(row?.id))) as ContractRow;
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw ApiError.conflict('An offer of this contract already waits for this member’s answer', 'member');
    throw err;
  }
}

/** The rate ceiling: the agent's own running contract, or the merchant's for a top agent. */
async function refuseAboveOwn(
  q: Queryable,
  merchant: Merchant,
  agentId: number,
  input: OfferInput,
): Promise<void> {
  const own = await runningContractOf(q, agentId, input.kind, input.product);
  const tooHigh = (limit: number) => {
    const i = input.tiers.findIndex((t) => t.rate > limit);
    return i >= 0 ? ApiError.validation(`tiers.${i}.rate`, 'must not be above your own rate') : undefined;
  };
  if (own) {
    if (own.rate_type !== input.rateType)
      throw ApiError.validation('rateType', `must be ${own.rate_type}, as in your own contract`);
    const err = tooHigh(Number(own.top_rate));
    if (err) throw err;
    return;
  }
  const upline = await directUpline(q, agentId);
  const [uplineRow] = upline
    ? await q.query<{ is_agent: number }>('SELECT is_agent FROM members WHERE id = $1', [upline])
    : [];
  if (uplineRow && isAgentType(uplineRow.is_agent))
    throw ApiError.forbidden('You hold no contract of this kind to share with your team');
  const settings = agentSettings(merchant);
  const ceiling = input.rateType === 'fixed' ? settings.maxFixedDaily : settings.maxRate[input.kind];
  const err = tooHigh(ceiling);
  if (err) throw err;
}
