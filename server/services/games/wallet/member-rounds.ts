import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';

export interface RoundsQuery {
  gameType?: string;
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

/** Longest range one query may read: a year (older records on request through ops). */
const MAX_RANGE_DAYS = 366;

/** A member's rounds, newest first, with the range's totals (the betting record). */
export async function memberRounds(q: Queryable, merchantId: number, memberId: number, query: RoundsQuery) {
  const from = query.from ? new Date(query.from) : new Date(Date.now() - 90 * 86_400_000);
  const to = query.to ? new Date(query.to) : new Date(Date.now() + 60_000);
  if (from >= to) throw ApiError.validation('from', 'must be before to');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000)
    throw ApiError.validation('from', 'range is longer than a year');
  const params: unknown[] = [merchantId, memberId, from, to];
  let where = 'merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4';
  if (query.gameType) {
    params.push(query.gameType === 'ESPORTS' ? 'SPORTS' : query.gameType);
    where += ` AND game_type = $${params.length}`;
  }
  const [sum] = await q.query<{ n: number; stake: number; payout: number }>(
    `SELECT count(*)::int AS n, COALESCE(sum(stake), 0)::bigint AS stake,
            COALESCE(sum(payout) FILTER (WHERE status = 'settled'), 0)::bigint AS payout
       FROM game_rounds WHERE ${where} AND status <> 'rolled_back'`,
    params,
  );
  const [all] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM game_rounds WHERE ${where}`,
    params,
  );
  params.push(query.pageSize, (query.pageNo - 1) * query.pageSize);
  const rows = await q.query<{
    round_id: string;
    vendor: string;
    game_type: string;
    game_id: number | null;
    game_name: string;
    wallet: string;
    currency: string;
    stake: number;
    payout: number;
    status: 'open' | 'settled' | 'rolled_back';
    created_at: Date;
    settled_at: Date | null;
  }>(
    `SELECT round_id, vendor, game_type, game_id, game_name, wallet, currency, stake, payout, status, created_at, settled_at
       FROM game_rounds WHERE ${where} ORDER BY created_at DESC, id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = all?.n ?? 0;
  return {
    list: rows.map((r) => ({
      roundId: r.round_id,
      vendor: r.vendor,
      gameType: r.game_type,
      nodeId: r.game_id === null ? null : Number(r.game_id),
      gameName: r.game_name,
      wallet: r.wallet,
      currency: r.currency,
      stake: Number(r.stake),
      payout: Number(r.payout),
      status: r.status,
      createdAt: r.created_at.toISOString(),
      settledAt: r.settled_at ? r.settled_at.toISOString() : null,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    hasMore: query.pageNo * query.pageSize < total,
    totals: { stake: Number(sum?.stake ?? 0), payout: Number(sum?.payout ?? 0) },
  };
}
