import type { ContractKind } from '../../../../schemas/api/agent-rules';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { agentSettings } from '../agent-settings';
import { contractById, downlineContractsAbove, runningContractOf, type ContractRow } from './contract-rows';

export interface AnswerInput {
  contractId: number;
  answer: 'accept' | 'reject';
  confirmEndingDownlineContracts?: boolean;
}

export interface AnswerResult {
  contract: ContractRow;
  endedDownlineContracts: number;
}

/**
 * A member answers what waits for it (spec §4, §6 R6.8, R4.31, R4.32): an offer made to
 * it (accept or reject), or the other party's request to end a running contract (agree or
 * refuse). The contract row is locked first, so a second answer, racing or late, finds it
 * answered; a request addressed to someone else is unknown to the caller.
 */
export async function answerRequest(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  kind: ContractKind,
  input: AnswerInput,
): Promise<AnswerResult> {
  const row = await contractById(q, merchant.id, input.contractId, { lock: true });
  const party = row && (Number(row.member_id) === memberId || Number(row.agent_id) === memberId);
  if (!row || row.kind !== kind || !party)
    throw new ApiError(404, 'NOT_FOUND', 'No such contract request waits for your answer', [
      { field: 'contractId', message: 'no such request waits for your answer' },
    ]);
  if (row.status === 'pending' && Number(row.member_id) === memberId)
    return answerOffer(q, merchant, row, input);
  if (row.status === 'terminating' && row.terminate_by !== null && Number(row.terminate_by) !== memberId)
    return answerTermination(q, merchant, row, input);
  if (row.status === 'pending' || row.status === 'terminating')
    throw new ApiError(404, 'NOT_FOUND', 'This request waits for the other party’s answer', [
      { field: 'contractId', message: 'waits for the other party’s answer' },
    ]);
  throw ApiError.conflict('This request was already answered', 'contractId');
}

async function answerOffer(
  q: Queryable,
  merchant: Merchant,
  row: ContractRow,
  input: AnswerInput,
): Promise<AnswerResult> {
  if (input.answer === 'reject') {
    await q.query(`UPDATE agent_contracts SET status = 'rejected', answered_at = now() WHERE id = $1`, [
      row.id,
    ]);
    return {
      contract: (await contractById(q, merchant.id, row.id)) as ContractRow,
      endedDownlineContracts: 0,
    };
  }
  if (!agentSettings(merchant).kinds[row.kind])
    throw new ApiError(403, 'DISABLED', 'This contract product is not offered on this site');
  // The offering agent's own rate may have gone down since it offered: the cap holds at acceptance too.
  const own = await runningContractOf(q, Number(row.agent_id), row.kind, row.product);
  if (own && (own.rate_type !== row.rate_type || Number(own.top_rate) < Number(row.top_rate)))
    throw ApiError.conflict(
      'This offer is above your agent’s own rate now; ask for a new offer',
      'contractId',
    );

  const holder = Number(row.member_id);
  const rate = { rateType: row.rate_type, topRate: Number(row.top_rate) };
  const above = await downlineContractsAbove(q, holder, row.kind, row.product, rate);
  if (above > 0 && input.confirmEndingDownlineContracts !== true)
    throw new ApiError(
      409,
      'CONFLICT',
      `Accepting ends ${above} of your downline contracts whose rate is higher; confirm to go on`,
      [{ field: 'confirmEndingDownlineContracts', message: 'confirm that the higher-rate contracts end' }],
      { endsDownlineContracts: above },
    );
  // Spec §4: the holder's own downline contracts above the new rate end as it agrees.
  const ended = await q.query<{ id: number }>(
    `UPDATE agent_contracts
        SET status = CASE WHEN status = 'pending' THEN 'rejected' ELSE 'finished' END,
            end_reason = 'uplineRate', ended_at = now(), terminate_by = NULL
      WHERE agent_id = $1 AND kind = $2 AND product = $3 AND rate_type = $4 AND top_rate > $5
        AND status IN ('pending', 'accepted', 'terminating')
      RETURNING id`,
    [holder, row.kind, row.product, row.rate_type, row.top_rate],
  );
  // The contract it replaces (same upline, kind and product) ends first: one running at a time.
  await q.query(
    `UPDATE agent_contracts SET status = 'finished', end_reason = 'replaced', ended_at = now(), terminate_by = NULL
      WHERE member_id = $1 AND kind = $2 AND product = $3 AND status IN ('accepted', 'terminating')`,
    [holder, row.kind, row.product],
  );
  await q.query(`UPDATE agent_contracts SET status = 'accepted', answered_at = now() WHERE id = $1`, [
    row.id,
  ]);
  return {
    contract: (await contractById(q, merchant.id, row.id)) as ContractRow,
    endedDownlineContracts: ended.length,
  };
}

async function answerTermination(
  q: Queryable,
  merchant: Merchant,
  row: ContractRow,
  input: AnswerInput,
): Promise<AnswerResult> {
  if (input.answer === 'accept')
    await q.query(
      `UPDATE agent_contracts SET status = 'terminated', end_reason = 'terminated', ended_at = now() WHERE id = $1`,
      [row.id],
    );
  else
    await q.query(`UPDATE agent_contracts SET status = 'accepted', terminate_by = NULL WHERE id = $1`, [
      row.id,
    ]);
  return { contract: (await contractById(q, merchant.id, row.id)) as ContractRow, endedDownlineContracts: 0 };
}

/** Either party asks to end a running contract; the other answers through its relay or page. */
export async function requestTermination(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  contractId: number,
): Promise<ContractRow> {
  const row = await contractById(q, merchant.id, contractId, { lock: true });
  if (!row || (Number(row.member_id) !== memberId && Number(row.agent_id) !== memberId))
    throw new ApiError(404, 'NOT_FOUND', 'No such contract of yours', [
      { field: 'contractId', message: 'is not a contract of yours' },
    ]);
  if (row.status !== 'accepted')
    throw ApiError.conflict(
      row.status === 'terminating'
        ? 'Ending this contract was already asked for'
        : 'This contract is not running',
      'contractId',
    );
  await q.query(`UPDATE agent_contracts SET status = 'terminating', terminate_by = $2 WHERE id = $1`, [
    row.id,
    memberId,
  ]);
  return (await contractById(q, merchant.id, row.id)) as ContractRow;
}
