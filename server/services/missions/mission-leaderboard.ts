import type { Static } from '@sinclair/typebox';
import type { getMissionLeaderboard } from '../../../schemas/api/missions';
import type { Queryable } from '../../db/database';
import { COUNTED_ROUNDS, loadMission, metricSql } from './mission-rows';

type Input = Static<typeof getMissionLeaderboard.request>;
type Answer = Static<typeof getMissionLeaderboard.response>;

/** `ab•••yz`: players recognise themselves, nobody harvests names. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}•••`;
  if (chars.length <= 4) return `${chars[0]}•••${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}•••${chars.slice(-2).join('')}`;
}

/**
 * Members ranked by progress in one mission (ties: who joined the merchant first),
 * trial accounts left out; the asking member's own row even when outside the top.
 */
export async function missionLeaderboard(
  q: Queryable,
  merchantId: number,
  memberId: number,
  input: Input,
): Promise<Answer> {
  const m = await loadMission(q, merchantId, input.missionId);
  const limit = input.limit ?? 10;
  const rows = await q.query<{
    member_id: number;
    name: string;
    progress: number | string;
    rank: number | string;
  }>(
    `WITH p AS (
       SELECT r.member_id, ${metricSql(m.metric)} AS progress FROM game_rounds r
        WHERE ${COUNTED_ROUNDS} GROUP BY r.member_id
     ), ranked AS (
       SELECT p.member_id, COALESCE(NULLIF(mb.nickname, ''), mb.username) AS name, p.progress,
              row_number() OVER (ORDER BY p.progress DESC, p.member_id) AS rank
         FROM p JOIN members mb ON mb.id = p.member_id AND mb.merchant_id = $1
        WHERE mb.is_agent <> 4
     )
     SELECT member_id, name, progress, rank FROM ranked WHERE rank <= $5 OR member_id = $6 ORDER BY rank`,
    [merchantId, m.starts_at, m.ends_at, m.game_type, limit, memberId],
  );
  const target = Number(m.target);
  const mine = rows.find((r) => Number(r.member_id) === memberId);
  return {
    missionId: Number(m.id),
    metric: m.metric,
    target,
    entries: rows
      .filter((r) => Number(r.rank) <= limit)
      .map((r) => ({
        rank: Number(r.rank),
        player: maskName(r.name),
        progress: Number(r.progress),
        completed: Number(r.progress) >= target,
        me: Number(r.member_id) === memberId,
      })),
    mine: mine ? { rank: Number(mine.rank), progress: Number(mine.progress) } : { progress: 0 },
  };
}
