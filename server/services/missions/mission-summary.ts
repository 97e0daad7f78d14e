import type { Static } from '@sinclair/typebox';
import type { getMissionSummary, MissionView } from '../../../schemas/api/missions';
import type { Queryable } from '../../db/database';
import { MISSION_COLUMNS, missionProgress, missionView, type MissionRow } from './mission-rows';

/** Missions whose last claim day passed longer ago than this drop off the list. */
const SHOWN_AFTER_CLOSE_DAYS = 30;

/** missionLeaderboard page: every current mission with the member's progress and state. */
export async function missionSummary(
  q: Queryable,
  merchantId: number,
  memberId: number,
  language: string,
): Promise<Static<typeof getMissionSummary.response>> {
  const now = new Date();
  const missions = await q.query<MissionRow>(
    `SELECT ${MISSION_COLUMNS} FROM missions m
      WHERE m.merchant_id = $1 AND m.enabled AND m.claim_until > now() - make_interval(days => $2)
      ORDER BY m.sort, m.starts_at DESC, m.id`,
    [merchantId, SHOWN_AFTER_CLOSE_DAYS],
  );
  const claims = await q.query<{ mission_id: number }>(
    'SELECT mission_id FROM mission_claims WHERE merchant_id = $1 AND member_id = $2',
    [merchantId, memberId],
  );
  const claimed = new Set(claims.map((c) => Number(c.mission_id)));
  const views: MissionView[] = [];
  for (const m of missions) {
    const progress = now < m.starts_at ? 0 : await missionProgress(q, merchantId, memberId, m);
    views.push(missionView(m, progress, claimed.has(Number(m.id)), language, now));
  }
  return { claimableCount: views.filter((v) => v.state === 'claim').length, missions: views };
}
