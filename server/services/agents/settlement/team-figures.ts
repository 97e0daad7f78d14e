import type { Queryable } from '../../../db/database';

export interface TeamFigures {
  /** Settled stakes of the team's rounds (minor units). */
  validBet: number;
  /** What the team lost: settled stakes less payouts (minor units; negative when it won). */
  netLoss: number;
  /** Team members with at least one round. */
  activeMembers: number;
}

/**
 * A downline's team (every member below it, at any depth) in one period, on one product
 * or on every game: the figures a contract's tiers are measured against.
 */
export async function teamFigures(
  q: Queryable,
  merchantId: number,
  memberId: number,
  product: string,
  from: Date,
  to: Date,
): Promise<TeamFigures> {
  const [row] = await q.query<{ valid_bet: string | null; net_loss: string | null; active: number }>(
    `SELECT sum(r.stake) FILTER (WHERE r.status = 'settled')::bigint AS valid_bet,
            sum(r.stake - r.payout) FILTER (WHERE r.status = 'settled')::bigint AS net_loss,
            count(DISTINCT r.member_id)::int AS active
       FROM member_tree t JOIN game_rounds r ON r.member_id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.depth >= 1 AND r.merchant_id = $2 AND r.wallet = 'main'
        AND r.created_at >= $3 AND r.created_at < $4 AND ($5::text IS NULL OR r.game_type = $5)`,
    [memberId, merchantId, from, to, product === 'ALL' ? null : product],
  );
  return {
    validBet: Number(row?.valid_bet ?? 0),
    netLoss: Number(row?.net_loss ?? 0),
    activeMembers: row?.active ?? 0,
  };
}
