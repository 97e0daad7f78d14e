import type { MissionMetric, MissionState, MissionView } from '../../../schemas/api/missions';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { pickText, type LocalizedText } from '../content/localized-text';

export interface MissionRow {
  id: number;
  code: string;
  title: LocalizedText;
  summary: LocalizedText;
  metric: MissionMetric;
  game_type: string | null;
  target: number;
  reward: number;
  starts_at: Date;
  ends_at: Date;
  claim_until: Date;
}

export const MISSION_COLUMNS =
  'm.id, m.code, m.title, m.summary, m.metric, m.game_type, m.target, m.reward, m.starts_at, m.ends_at, m.claim_until';

/**
 * The rounds that count towards a mission: real money (main wallet), settled (a
 * rolled-back or open bet never earns a prize), placed within the mission's period.
 */
export const COUNTED_ROUNDS = `r.merchant_id = $1 AND r.wallet = 'main' AND r.status = 'settled'
  AND r.created_at >= $2 AND r.created_at < $3 AND ($4::text IS NULL OR r.game_type = $4)`;

export const metricSql = (metric: MissionMetric) =>
  metric === 'stake' ? 'COALESCE(sum(r.stake), 0)::bigint' : 'count(*)::bigint';

export async function loadMission(q: Queryable, merchantId: number, missionId: number): Promise<MissionRow> {
  const [m] = await q.query<MissionRow>(
    `SELECT ${MISSION_COLUMNS} FROM missions m WHERE m.merchant_id = $1 AND m.id = $2 AND m.enabled`,
    [merchantId, missionId],
  );
  if (!m) throw ApiError.notFound('Mission');
  return m;
}

/** The member's progress in a mission, from their own rounds. */
export async function missionProgress(
  q: Queryable,
  merchantId: number,
  memberId: number,
  m: MissionRow,
): Promise<number> {
  const [row] = await q.query<{ progress: number | string }>(
    `SELECT ${metricSql(m.metric)} AS progress FROM game_rounds r WHERE ${COUNTED_ROUNDS} AND r.member_id = $5`,
    [merchantId, m.starts_at, m.ends_at, m.game_type, memberId],
  );
  return Number(row?.progress ?? 0);
}

export function missionState(m: MissionRow, progress: number, claimed: boolean, now: Date): MissionState {
  if (claimed) return 'claimed';
  if (now < m.starts_at) return 'coming';
  if (progress >= Number(m.target) && now < m.claim_until) return 'claim';
  return now < m.ends_at ? 'process' : 'closed';
}

export function missionView(
  m: MissionRow,
  progress: number,
  claimed: boolean,
  language: string,
  now: Date,
): MissionView {
  return {
    id: Number(m.id),
    title: pickText(m.title, language),
    summary: pickText(m.summary, language),
    metric: m.metric,
    ...(m.game_type ? { gameType: m.game_type } : {}),
    target: Number(m.target),
    progress,
    reward: Number(m.reward),
    state: missionState(m, progress, claimed, now),
    startsAt: m.starts_at.toISOString(),
    endsAt: m.ends_at.toISOString(),
    claimUntil: m.claim_until.toISOString(),
  };
}
