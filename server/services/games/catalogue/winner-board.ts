import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';

/** `player01` -> `pl***01`: enough to recognise oneself, not enough to find someone. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name[0] ?? ''}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/**
 * Real wins on this site (settled real-money rounds that paid more than the stake) of
 * the last 7 days, most recent first. Trial credit never appears.
 */
export async function winnerBoard(q: Queryable, merchant: Merchant, count: number) {
  const rows = await q.query<{
    username: string;
    game_name: string;
    payout: number;
    currency: string;
    settled_at: Date;
  }>(
    `SELECT m.username, r.game_name, r.payout, r.currency, r.settled_at
       FROM game_rounds r JOIN members m ON m.id = r.member_id
      WHERE r.merchant_id = $1 AND r.status = 'settled' AND r.payout > 0 AND r.payout > r.stake
        AND r.wallet <> 'demo' AND r.settled_at > now() - interval '7 days'
      ORDER BY r.settled_at DESC LIMIT $2`,
    [merchant.id, count],
  );
  return rows.map((r) => ({
    player: maskName(r.username),
    gameName: r.game_name,
    prize: Number(r.payout),
    currency: r.currency,
    time: r.settled_at.toISOString(),
  }));
}
