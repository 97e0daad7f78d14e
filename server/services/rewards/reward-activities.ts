import type { Static } from '@sinclair/typebox';
import {
  CLAIMABLE_STATES,
  type listRewardActivities,
  type RewardActivityView,
  type RewardRefusal,
} from '../../../schemas/api/rewards';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { refuseTrial } from '../wallet/member-guard';
import {
  ACTIVITY_COLUMNS,
  activityState,
  activityView,
  ENTRY_COLUMNS,
  progressOf,
  type ActivityRow,
  type EntryRow,
} from './reward-rows';

/** Activities whose last claim day passed longer ago than this drop off the list. */
const SHOWN_AFTER_CLOSE_DAYS = 30;

/** A refusal the portal can explain: 409 CONFLICT with `value.reason`. */
export function refused(reason: RewardRefusal, message: string, field = 'activityId'): ApiError {
  return new ApiError(409, 'CONFLICT', message, [{ field, message }], { reason });
}

const REFUSAL_OF: Partial<Record<string, [RewardRefusal, string]>> = {
  claimed: ['claimed', 'This reward was already claimed'],
  closed: ['closed', 'This reward has closed'],
  coming: ['coming', 'This activity has not started yet'],
};

/** The refusal for acting on an activity in a state that does not allow it. */
export function refusalFor(state: string, fallback: [RewardRefusal, string]): ApiError {
  const [reason, message] = REFUSAL_OF[state] ?? fallback;
  return refused(reason, message);
}

/** One enabled activity of the merchant (404 for another merchant's or an unknown id). */
export async function loadActivity(
  q: Queryable,
  merchantId: number,
  activityId: number,
  lock = false,
): Promise<ActivityRow> {
  const [a] = await q.query<ActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM reward_activities a
      WHERE a.merchant_id = $1 AND a.id = $2 AND a.enabled${lock ? ' FOR UPDATE' : ''}`,
    [merchantId, activityId],
  );
  if (!a) throw ApiError.notFound('Reward');
  return a;
}

export async function loadEntry(
  q: Queryable,
  merchantId: number,
  activityId: number,
  memberId: number,
  lock = false,
): Promise<EntryRow | undefined> {
  const [e] = await q.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM reward_entries e
      WHERE e.merchant_id = $1 AND e.activity_id = $2 AND e.member_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [merchantId, activityId, memberId],
  );
  return e;
}

/** rewardCenter: every current activity with the member's state in it. */
export async function listActivities(
  q: Queryable,
  merchantId: number,
  memberId: number,
  language: string,
): Promise<Static<typeof listRewardActivities.response>> {
  const now = new Date();
  const activities = await q.query<ActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM reward_activities a
      WHERE a.merchant_id = $1 AND a.enabled AND a.claim_until > now() - make_interval(days => $2)
      ORDER BY a.sort, a.starts_at DESC, a.id`,
    [merchantId, SHOWN_AFTER_CLOSE_DAYS],
  );
  const entries = await q.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM reward_entries e WHERE e.merchant_id = $1 AND e.member_id = $2`,
    [merchantId, memberId],
  );
  const byActivity = new Map(entries.map((e) => [Number(e.activity_id), e]));
  const views: RewardActivityView[] = [];
  for (const a of activities) {
    const e = byActivity.get(Number(a.id));
    views.push(activityView(a, e, await progressOf(q, merchantId, memberId, a, e), language, now));
  }
  return {
    claimableCount: views.filter((v) => CLAIMABLE_STATES.includes(v.state)).length,
    activities: views,
  };
}

const FIRST_STATUS = { apply: 'applying', signup: 'signed', join: 'process' } as const;

/**
 * Join, apply for or sign up to an open activity. Asking again answers the entry as
 * it is, so a double-click makes one entry.
 */
export async function joinActivity(
  ctx: CallContext,
  member: SessionMember,
  activityId: number,
  language: string,
): Promise<{ activity: RewardActivityView }> {
  refuseTrial(member);
  const merchantId = ctx.merchant.id;
  return ctx.deps.db.tx(async (q) => {
    const a = await loadActivity(q, merchantId, activityId);
    const now = new Date();
    const before = await loadEntry(q, merchantId, activityId, member.memberId);
    if (!before) {
      const state = activityState(a, undefined, 0, now);
      if (state !== 'join')
        throw refusalFor(state, ['not-open', 'This reward is claimed directly, there is nothing to join']);
      await q.query(
        `INSERT INTO reward_entries (merchant_id, activity_id, member_id, status) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant_id, activity_id, member_id) DO NOTHING`,
        [merchantId, activityId, member.memberId, FIRST_STATUS[a.mode as keyof typeof FIRST_STATUS]],
      );
    }
    const e = await loadEntry(q, merchantId, activityId, member.memberId);
    const progress = await progressOf(q, merchantId, member.memberId, a, e);
    return { activity: activityView(a, e, progress, language, now) };
  });
}
