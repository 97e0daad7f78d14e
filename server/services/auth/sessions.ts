import { publishChatEvent } from '../chat/chat-events';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { hashToken } from '../../domain/session-member';
import type { Merchant } from '../../domain/merchant';
import { joinOrStartPlaySession } from '../protection/join-play-session';
import { refuseClosed } from '../member/close-account';
import { refuseOnBreak } from '../protection/take-break';

/** Hours a session lives at most, however active, unless the merchant sets `sessionMaxHours`. */
export const DEFAULT_SESSION_MAX_HOURS = 12;

export function sessionMaxHours(merchant: Merchant): number {
  const v = merchant.settings.sessionMaxHours;
  return typeof v === 'number' && v > 0 && v <= 24 * 30 ? v : DEFAULT_SESSION_MAX_HOURS;
}

/** A new opaque token (256 bits, base64url); only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Start a session for a member; a new token at every login. */
export async function createSession(
  q: Queryable,
  merchant: Merchant,
  opts: { memberId: number; loginType: string; ip: string; userAgent: string; maxHours?: number },
): Promise<string> {
  // Every way of logging in ends here: a member on a time-out or self-exclusion gets no session.
  await refuseOnBreak(q, merchant.id, opts.memberId);
  // Nor does one who closed the account.
  await refuseClosed(q, merchant.id, opts.memberId);
  const token = newToken();
  // Reality checks and the session time limit run on the play session this login joins.
  const playSessionId = await joinOrStartPlaySession(q, merchant, opts.memberId);
  await q.query(
    `INSERT INTO sessions (token_hash, merchant_id, member_id, login_type, ip, user_agent, expires_at, play_session_id)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7), $8)`,
    [
      hashToken(token),
      merchant.id,
      opts.memberId,
      opts.loginType,
      opts.ip,
      opts.userAgent.slice(0, 300),
      opts.maxHours ?? sessionMaxHours(merchant),
      playSessionId,
    ],
  );
  return token;
}

/** End sessions of a member: all of them, or all but one token hash. Returns how many ended. */
export async function revokeSessions(
  q: Queryable,
  merchantId: number,
  memberId: number,
  opts: { exceptTokenHash?: string; onlyPublicId?: string } = {},
): Promise<number> {
  const rows = await q.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE merchant_id = $1 AND member_id = $2 AND revoked_at IS NULL AND expires_at > now()
        AND ($3::text IS NULL OR token_hash <> $3)
        AND ($4::text IS NULL OR left(token_hash, 16) = $4)
      RETURNING token_hash`,
    [merchantId, memberId, opts.exceptTokenHash ?? null, opts.onlyPublicId ?? null],
  );
  await tellChatSessionsEnded(
    q,
    merchantId,
    rows.map((r) => r.token_hash),
  );
  return rows.length;
}

/** A logout: this one session ends, and its chat sockets close wherever they are open. */
export async function endSession(q: Queryable, merchantId: number, tokenHash: string): Promise<void> {
  const rows = await q.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE merchant_id = $1 AND token_hash = $2 AND revoked_at IS NULL RETURNING token_hash`,
    [merchantId, tokenHash],
  );
  await tellChatSessionsEnded(
    q,
    merchantId,
    rows.map((r) => r.token_hash),
  );
}

/** Told through the chat channel (pg_notify), so every platform process closes those sockets now. */
async function tellChatSessionsEnded(q: Queryable, merchantId: number, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length > 0) await publishChatEvent(q, { kind: 'sessions-ended', merchantId, tokenHashes });
}

/** The public id of a session: a prefix of its token hash, useless as a credential. */
export function publicSessionId(tokenHash: string): string {
  return tokenHash.slice(0, 16);
}
