import type { Static } from '@sinclair/typebox';
import type { getBettingRecord, getPersonalProfit } from '../../../schemas/api/records';
import type { Queryable } from '../../db/database';
import { recordWindow } from './record-range';

type BetsInput = Static<typeof getBettingRecord.request>;
type BetsAnswer = Static<typeof getBettingRecord.response>;
type ProfitAnswer = Static<typeof getPersonalProfit.response>;

/** personalHistoryCopy: the member's rounds (the games' table of every vendor), newest first. */
export async function bettingRecord(
  q: Queryable,
  merchantId: number,
  memberId: number,
  input: BetsInput,
): Promise<BetsAnswer> {
  const w = recordWindow(input);
  const params: unknown[] = [merchantId, memberId, w.from, w.to];
  let filter = '';
  if (input.gameType) {
    params.push(input.gameType);
    filter = ` AND game_type = $${params.length}`;
  }
  const where = `WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4${filter}`;
  const rows = await q.query<{
    round_id: string;
    vendor: string;
    game_type: string;
    game_name: string;
    stake: number;
    payout: number;
    status: 'open' | 'settled' | 'rolled_back';
    created_at: Date;
    settled_at: Date | null;
  }>(
    `SELECT round_id, vendor, game_type, game_name, stake, payout, status, created_at, settled_at
       FROM game_rounds ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const [sums] = await q.query<{ n: number; stake: number | null; payout: number | null }>(
    `SELECT count(*)::int AS n,
            sum(CASE WHEN status <> 'rolled_back' THEN stake ELSE 0 END)::bigint AS stake,
            sum(CASE WHEN status = 'settled' THEN payout ELSE 0 END)::bigint AS payout
       FROM game_rounds ${where}`,
    params,
  );
  const settledStake = await q.query<{ s: number | null }>(
    `SELECT sum(stake)::bigint AS s FROM game_rounds ${where} AND status = 'settled'`,
    params,
  );
  const payout = Number(sums?.payout ?? 0);
  return {
    items: rows.map((r) => ({
      roundId: r.round_id,
      vendor: r.vendor,
      gameType: r.game_type,
      gameName: r.game_name,
      stake: r.stake,
      payout: r.status === 'settled' ? r.payout : 0,
      profit: r.status === 'settled' ? r.payout - r.stake : 0,
      status: r.status,
      time: r.created_at.toISOString(),
      ...(r.settled_at ? { settledAt: r.settled_at.toISOString() } : {}),
    })),
    total: sums?.n ?? 0,
    totals: {
      rounds: sums?.n ?? 0,
      stake: Number(sums?.stake ?? 0),
      payout,
      profit: payout - Number(settledStake[0]?.s ?? 0),
    },
  };
}

/**
 * personalProfit: settled rounds summed by the member's local day and by game type
 * (open rounds have no result yet; rolled-back rounds never happened).
 */
export async function personalProfit(
  q: Queryable,
  merchantId: number,
  memberId: number,
  input: { startDate: string; endDate: string; utcOffset: number },
): Promise<ProfitAnswer> {
  const w = recordWindow(input);
  const params = [merchantId, memberId, w.from, w.to, w.offset];
  const where = `WHERE merchant_id = $1 AND member_id = $2 AND status = 'settled' AND created_at >= $3 AND created_at < $4`;
  type Row = { key: string; rounds: number; stake: number; payout: number };
  const sums = `count(*)::int AS rounds, sum(stake)::bigint AS stake, sum(payout)::bigint AS payout`;
  const byDay = await q.query<Row>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC' + ($5::int * interval '1 minute'), 'YYYY-MM-DD') AS key, ${sums}
       FROM game_rounds ${where} GROUP BY 1 ORDER BY 1 DESC`,
    params,
  );
  const byType = await q.query<Row>(
    `SELECT game_type AS key, ${sums} FROM game_rounds ${where} GROUP BY 1 ORDER BY 3 DESC, 1`,
    params.slice(0, 4),
  );
  const row = (r: Row) => {
    const stake = Number(r.stake);
    const payout = Number(r.payout);
    return { rounds: r.rounds, stake, payout, profit: payout - stake };
  };
  const totals = byType.map(row).reduce(
    (t, r) => ({
      rounds: t.rounds + r.rounds,
      stake: t.stake + r.stake,
      payout: t.payout + r.payout,
      profit: t.profit + r.profit,
    }),
    { rounds: 0, stake: 0, payout: 0, profit: 0 },
  );
  return {
    byDay: byDay.map((r) => ({ date: r.key, ...row(r) })),
    byGameType: byType.map((r) => ({ gameType: r.key, ...row(r) })),
    totals,
  };
}
