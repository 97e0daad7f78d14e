import type { ActivityMode, ActivityState, RewardActivityView } from '../../../schemas/api/rewards';
import type { Queryable } from '../../db/database';
import { pickText, type LocalizedText } from '../content/localized-text';

export interface ActivityRow {
  id: number;
  code: string;
  mode: ActivityMode;
  title: LocalizedText;
  summary: LocalizedText;
  amount: number;
  target: number | null;
  starts_at: Date;
  ends_at: Date;
  claim_until: Date;
}

export interface EntryRow {
  id: number;
  activity_id: number;
  status: 'applying' | 'signed' | 'process' | 'rejected' | 'issued' | 'claimed';
  amount: number | null;
  reason: string | null;
  claim_key: string | null;
  claim_tx_id: number | null;
  claimed_at: Date | null;
  created_at: Date;
}

export const ACTIVITY_COLUMNS =
  'a.id, a.code, a.mode, a.title, a.summary, a.amount, a.target, a.starts_at, a.ends_at, a.claim_until';
export const ENTRY_COLUMNS =
  'e.id, e.activity_id, e.status, e.amount, e.reason, e.claim_key, e.claim_tx_id, e.claimed_at, e.created_at';

/**
 * The member's state in an activity (spec §4 activity states), from the activity's
 * dates, the member's entry and, in join mode, what they have bet since joining.
 */
export function activityState(
  a: ActivityRow,
  e: EntryRow | undefined,
  progress: number,
  now: Date,
): ActivityState {
  if (e) {
    switch (e.status) {
      case 'claimed':
      case 'rejected':
      case 'applying':
      case 'signed':
        return e.status;
      case 'issued':
        return now < a.claim_until ? 'issued' : 'closed';
      case 'process':
        if (progress >= (a.target ?? 0) && now < a.claim_until) return 'claim';
        return now < a.ends_at ? 'process' : 'closed';
    }
  }
  if (now < a.starts_at) return 'coming';
  if (a.mode === 'gift') return now < a.claim_until ? 'claim' : 'closed';
  return now < a.ends_at ? 'join' : 'closed';
}

/**
 * join mode: the stake the member bet with real money since joining, in the activity's
 * period. Only settled rounds count, so a rolled-back bet never earns a prize.
 */
export async function turnoverSince(
  q: Queryable,
  merchantId: number,
  memberId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await q.query<{ stake: number | string }>(
    `SELECT COALESCE(sum(stake), 0)::bigint AS stake FROM game_rounds
      WHERE merchant_id = $1 AND member_id = $2 AND wallet = 'main' AND status = 'settled'
        AND created_at >= $3 AND created_at < $4`,
    [merchantId, memberId, from, to],
  );
  return Number(row?.stake ?? 0);
}

export async function progressOf(
  q: Queryable,
  merchantId: number,
  memberId: number,
  a: ActivityRow,
  e: EntryRow | undefined,
): Promise<number> {
  if (a.mode !== 'join' || e?.status !== 'process') return 0;
  return turnoverSince(q, merchantId, memberId, e.created_at, a.ends_at);
}

export function activityView(
  a: ActivityRow,
  e: EntryRow | undefined,
  progress: number,
  language: string,
  now: Date,
): RewardActivityView {
  const state = activityState(a, e, progress, now);
  return {
    id: Number(a.id),
    title: pickText(a.title, language),
    summary: pickText(a.summary, language),
    mode: a.mode,
    state,
    amount: Number(e?.amount ?? a.amount),
    startsAt: a.starts_at.toISOString(),
    endsAt: a.ends_at.toISOString(),
    claimUntil: a.claim_until.toISOString(),
    ...(a.mode === 'join' && a.target !== null
      ? { target: Number(a.target), progress: e?.status === 'process' ? progress : 0 }
      : {}),
    ...(e?.status === 'rejected' && e.reason ? { reason: e.reason } : {}),
    ...(e?.claimed_at ? { claimedAt: e.claimed_at.toISOString() } : {}),
  };
}
