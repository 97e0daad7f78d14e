import type { Static } from '@sinclair/typebox';
import type { getInvitedFriends, getReferral } from '../../../schemas/api/referral';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { requestOrigin } from '../system/permission';
import { referralCodeOf, refuseWithoutPromo } from './referral-codes';

/** A friend counts as active after a real-money round within this many days. */
export const ACTIVE_DAYS = 30;

/**
 * The register link of a code on the merchant's domain the member is using. Reached
 * through the development switch, the link carries the switch too, so it opens the
 * same whitelabel (docs/decisions/referral.md).
 */
export function referralLink(ctx: CallContext, code: string): string {
  const url = new URL('/register', requestOrigin(ctx));
  url.searchParams.set('referralCode', code);
  if (ctx.whitelabelSwitched) url.searchParams.set('wl', ctx.merchant.code);
  return url.toString();
}

export async function referralInfo(
  ctx: CallContext,
  member: SessionMember,
): Promise<Static<typeof getReferral.response>> {
  refuseWithoutPromo(ctx.merchant, member);
  const code = await referralCodeOf(ctx.deps.db, ctx.merchant.id, member.memberId);
  return { referralCode: code, link: referralLink(ctx, code) };
}

/** `ab•••yz`: enough for the member to recognise a friend, not enough to harvest usernames. */
export function maskUsername(username: string): string {
  return username.length <= 4 ? `${username[0] ?? ''}•••` : `${username.slice(0, 2)}•••${username.slice(-2)}`;
}

/** The friends who registered through the member's link, newest first, with totals over all of them. */
export async function invitedFriends(
  ctx: CallContext,
  member: SessionMember,
  input: Static<typeof getInvitedFriends.request>,
): Promise<Static<typeof getInvitedFriends.response>> {
  refuseWithoutPromo(ctx.merchant, member);
  const { db } = ctx.deps;
  const params = [ctx.merchant.id, member.memberId, ACTIVE_DAYS];
  // One row per friend with both facts; the page and the totals read the same set.
  const friends = `
    SELECT f.id, f.username, f.created_at,
           EXISTS (SELECT 1 FROM ledger_accounts a
                     JOIN ledger_entries e ON e.account_id = a.id
                     JOIN ledger_transactions t ON t.id = e.transaction_id
                    WHERE a.merchant_id = f.merchant_id AND a.member_id = f.id AND a.kind = 'main'
                      AND t.kind = 'deposit' AND e.amount > 0) AS deposited,
           EXISTS (SELECT 1 FROM game_rounds r
                    WHERE r.merchant_id = f.merchant_id AND r.member_id = f.id AND r.wallet = 'main'
                      AND r.created_at > now() - make_interval(days => $3::int)) AS active
      FROM members f
     WHERE f.merchant_id = $1 AND f.referrer_id = $2`;
  const rows = await db.query<{
    id: number;
    username: string;
    created_at: Date;
    deposited: boolean;
    active: boolean;
  }>(`${friends} ORDER BY f.created_at DESC, f.id DESC LIMIT $4 OFFSET $5`, [
    ...params,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  ]);
  const [totals] = await db.query<{ invited: number; deposited: number; active: number }>(
    `SELECT count(*)::int AS invited, count(*) FILTER (WHERE deposited)::int AS deposited,
            count(*) FILTER (WHERE active)::int AS active
       FROM (${friends}) x`,
    params,
  );
  return {
    items: rows.map((r) => ({
      account: maskUsername(r.username),
      registeredAt: new Date(r.created_at).toISOString(),
      deposited: r.deposited,
      active: r.active,
    })),
    totals: { invited: totals?.invited ?? 0, deposited: totals?.deposited ?? 0, active: totals?.active ?? 0 },
    activeDays: ACTIVE_DAYS,
  };
}
