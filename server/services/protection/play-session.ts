import type { Database, Queryable } from '../../db/database';
import type { SessionMember } from '../../domain/session-member';
import type { Merchant } from '../../domain/merchant';
import type { Static } from '@sinclair/typebox';
import type { PlaySession } from '../../../schemas/api/protection-session';
import type { RealityCheckAnswer } from '../../../schemas/api/protection-session-rules';
import { endSession } from '../auth/sessions';
import { joinOrStartPlaySession } from './join-play-session';
import { appendAudit } from './protection-audit';
import { protectionTools, requireTool } from './protection-settings';

type PlaySessionValue = Static<typeof PlaySession>;

/** Who is asking, from which session and address. */
export interface PlaySessionCaller {
  merchant: Merchant;
  member: SessionMember;
  ip: string | null;
}

/** The play session of this session token, attaching one to a session opened before they existed. */
async function playSessionOf(q: Queryable, who: PlaySessionCaller): Promise<number> {
  const [s] = await q.query<{ play_session_id: string | number | null }>(
    `SELECT play_session_id FROM sessions WHERE token_hash = $1`,
    [who.member.tokenHash],
  );
  if (s?.play_session_id != null) return Number(s.play_session_id);
  const id = await joinOrStartPlaySession(q, who.merchant, who.member.memberId);
  await q.query(`UPDATE sessions SET play_session_id = $1 WHERE token_hash = $2`, [id, who.member.tokenHash]);
  return id;
}

interface Row {
  now: Date;
  started_at: Date;
  staked: string | number;
  won: string | number;
  next_check_at: Date | null;
  limit_ends_at: Date | null;
  reality_check_minutes: number | null;
  session_limit_minutes: number | null;
}

async function read(q: Queryable, who: PlaySessionCaller, id: number): Promise<PlaySessionValue> {
  const [r] = await q.query<Row>(
    `SELECT protection_now() AS now, p.started_at, p.staked, p.won, p.next_check_at, p.limit_ends_at,
            st.reality_check_minutes, st.session_limit_minutes
       FROM protection_play_sessions p
       LEFT JOIN protection_session_settings st ON st.merchant_id = p.merchant_id AND st.member_id = p.member_id
      WHERE p.id = $1`,
    [id],
  );
  if (!r) throw new Error(`play session ${id} is missing`);
  const staked = Number(r.staked);
  const won = Number(r.won);
  return {
    offered: protectionTools(who.merchant).realityChecks,
    currency: who.merchant.currency,
    now: r.now.toISOString(),
    startedAt: r.started_at.toISOString(),
    staked,
    won,
    net: won - staked,
    realityCheckMinutes: r.reality_check_minutes,
    nextCheckAt: r.next_check_at?.toISOString() ?? null,
    sessionLimitMinutes: r.session_limit_minutes,
    limitEndsAt: r.limit_ends_at?.toISOString() ?? null,
  };
}

export async function readPlaySession(db: Database, who: PlaySessionCaller): Promise<PlaySessionValue> {
  return db.tx(async (q) => read(q, who, await playSessionOf(q, who)));
}

/**
 * Choose the reality-check interval and the session time limit. The next reality check is due one
 * interval from now. A first or shorter limit holds in this session at once, counted from its
 * start (it may end it at once); a longer one or none waits for the next login, so a member can
 * never stretch the session they are in.
 */
export async function setSessionSettings(
  db: Database,
  who: PlaySessionCaller,
  input: { realityCheckMinutes: number | null; sessionLimitMinutes: number | null },
): Promise<PlaySessionValue> {
  requireTool(who.merchant, 'realityChecks');
  return db.tx(async (q) => {
    const id = await playSessionOf(q, who);
    await q.query(
      `INSERT INTO protection_session_settings (merchant_id, member_id, reality_check_minutes, session_limit_minutes)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, member_id) DO UPDATE
         SET reality_check_minutes = $3, session_limit_minutes = $4, updated_at = protection_now()`,
      [who.merchant.id, who.member.memberId, input.realityCheckMinutes, input.sessionLimitMinutes],
    );
    await q.query(
      `UPDATE protection_play_sessions
          SET next_check_at = protection_now() + make_interval(mins => $2::int),
              limit_ends_at = LEAST(limit_ends_at, started_at + make_interval(mins => $3::int))
        WHERE id = $1`,
      [id, input.realityCheckMinutes, input.sessionLimitMinutes],
    );
    await appendAudit(q, {
      merchantId: who.merchant.id,
      memberId: who.member.memberId,
      actor: 'member',
      action: 'session-settings.set',
      detail: { ...input },
      ip: who.ip,
    });
    return read(q, who, id);
  });
}

/**
 * The member's answer to a reality check. Continuing moves the next check one interval on (only
 * when one is due, so it cannot be put off in advance); logging out ends this session. Both are
 * audited with the time played and the net result the member was shown.
 */
export async function answerRealityCheck(
  db: Database,
  who: PlaySessionCaller,
  answer: RealityCheckAnswer,
): Promise<PlaySessionValue> {
  return db.tx(async (q) => {
    const id = await playSessionOf(q, who);
    if (answer === 'continue') {
      await q.query(
        `UPDATE protection_play_sessions p
            SET next_check_at = protection_now() + make_interval(mins => st.reality_check_minutes)
           FROM protection_session_settings st
          WHERE p.id = $1 AND st.merchant_id = p.merchant_id AND st.member_id = p.member_id
            AND p.next_check_at <= protection_now()`,
        [id],
      );
    }
    const state = await read(q, who, id);
    await appendAudit(q, {
      merchantId: who.merchant.id,
      memberId: who.member.memberId,
      actor: 'member',
      action: answer === 'continue' ? 'reality-check.continue' : 'reality-check.log-out',
      detail: { startedAt: state.startedAt, staked: state.staked, won: state.won },
      ip: who.ip,
    });
    if (answer === 'log-out') await endSession(q, who.merchant.id, who.member.tokenHash);
    return state;
  });
}

/** Stakes and payouts count in the member's open play session, as the loss limit counts them. */
export async function countInPlaySession(
  q: Queryable,
  m: { merchantId: number; memberId: number },
  staked: number,
  won: number,
): Promise<void> {
  await q.query(
    `UPDATE protection_play_sessions SET staked = staked + $3, won = won + $4
      WHERE merchant_id = $1 AND member_id = $2 AND ended_at IS NULL`,
    [m.merchantId, m.memberId, staked, won],
  );
}
