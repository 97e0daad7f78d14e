import type { PointEntryKind } from '../../../schemas/api/points';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { pointSettingsOf } from './point-settings';

export interface PointMove {
  merchantId: number;
  memberId: number;
  kind: PointEntryKind;
  /** Signed: positive adds. */
  points: number;
  /** What caused it; a second move with the same key changes nothing. */
  sourceKey: string;
  reference: string;
  detail?: string;
}

export interface PointMoveResult {
  entryId: number;
  balance: number;
  replayed: boolean;
}

/** Lock the member's points row (made on first use) and read it: every points move queues here. */
export async function lockPoints(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<{ points: number; stakeCarry: number }> {
  await q.query(
    `INSERT INTO point_balances (merchant_id, member_id) VALUES ($1, $2) ON CONFLICT (merchant_id, member_id) DO NOTHING`,
    [merchantId, memberId],
  );
  const [row] = await q.query<{ points: string | number; stake_carry: string | number }>(
    `SELECT points, stake_carry FROM point_balances WHERE merchant_id = $1 AND member_id = $2 FOR UPDATE`,
    [merchantId, memberId],
  );
  return { points: Number(row?.points ?? 0), stakeCarry: Number(row?.stake_carry ?? 0) };
}

export async function pointBalance(q: Queryable, merchantId: number, memberId: number): Promise<number> {
  const [row] = await q.query<{ points: string | number }>(
    'SELECT points FROM point_balances WHERE merchant_id = $1 AND member_id = $2',
    [merchantId, memberId],
  );
  return Number(row?.points ?? 0);
}

export function notEnoughPoints(have: number, need: number): ApiError {
  return new ApiError(
    409,
    'CONFLICT',
    `Not enough points: ${need} needed, ${have} held`,
    [{ field: 'points', message: 'not enough points' }],
    { reason: 'points', points: have },
  );
}

/**
 * Append one points entry and move the member's total, inside the caller's transaction.
 * A move whose source already moved points answers that entry (replayed). Spending more
 * than the member holds is refused (409, reason `points`) and nothing is written.
 */
export async function postPoints(q: Queryable, move: PointMove): Promise<PointMoveResult> {
  if (!Number.isSafeInteger(move.points) || move.points === 0)
    throw new Error('points must be a non-zero integer');
  const held = await lockPoints(q, move.merchantId, move.memberId);
  const [done] = await q.query<{ id: string | number }>(
    'SELECT id FROM point_entries WHERE merchant_id = $1 AND source_key = $2',
    [move.merchantId, move.sourceKey],
  );
  if (done) return { entryId: Number(done.id), balance: held.points, replayed: true };
  const after = held.points + move.points;
  if (after < 0) throw notEnoughPoints(held.points, -move.points);
  const [entry] = await q.query<{ id: string | number }>(
    `INSERT INTO point_entries (merchant_id, member_id, kind, points, balance_after, reference, source_key, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      move.merchantId,
      move.memberId,
      move.kind,
      move.points,
      after,
      move.reference,
      move.sourceKey,
      move.detail ?? null,
    ],
  );
  await q.query('UPDATE point_balances SET points = $3 WHERE merchant_id = $1 AND member_id = $2', [
    move.merchantId,
    move.memberId,
    after,
  ]);
  return { entryId: Number(entry?.id), balance: after, replayed: false };
}

export interface SettledRound {
  id: number;
  merchantId: number;
  memberId: number;
  vendor: string;
  roundId: string;
  wallet: string;
  stake: number;
  gameName: string;
}

/**
 * Earn points for a settled real-money round, in the transaction that settles it. Stakes
 * add up across rounds (the part below one point is carried to the next round), so small
 * stakes earn too. A round settles once, and its entry is keyed by the round, so it earns once.
 * Trial (demo-credit) rounds earn nothing.
 */
export async function earnPointsForRound(q: Queryable, round: SettledRound): Promise<void> {
  if (round.wallet !== 'main' || round.stake <= 0) return;
  const { stakePerPoint } = await pointSettingsOf(q, round.merchantId);
  const held = await lockPoints(q, round.merchantId, round.memberId);
  const total = held.stakeCarry + round.stake;
  const earned = Math.floor(total / stakePerPoint);
  const sourceKey = `round:${round.id}`;
  if (earned > 0) {
    const r = await postPoints(q, {
      merchantId: round.merchantId,
      memberId: round.memberId,
      kind: 'earn',
      points: earned,
      sourceKey,
      reference: `round:${round.vendor}:${round.roundId}`,
      detail: round.gameName,
    });
    if (r.replayed) return;
  }
  await q.query('UPDATE point_balances SET stake_carry = $3 WHERE merchant_id = $1 AND member_id = $2', [
    round.merchantId,
    round.memberId,
    total % stakePerPoint,
  ]);
}
