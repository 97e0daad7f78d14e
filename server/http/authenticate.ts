import type { Database } from '../db/database';
import { one } from '../db/database';
import { endPlaySessionAtLimit } from '../services/protection/session-limit';
import { ApiError } from '../domain/api-error';
import { hashToken, idleMinutes, type SessionMember } from '../domain/session-member';
import type { Merchant } from '../domain/merchant';

/** Only refresh last_seen_at this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 15_000;

interface Row {
  member_id: number;
  username: string;
  is_agent: number;
  login_type: string;
  revoked_at: Date | null;
  revoked_reason: string | null;
  expires_at: Date;
  last_seen_at: Date;
  status: string;
  member_expires_at: Date | null;
  play_session_id: string | number | null;
  limit_reached: boolean | null;
}

const sessionLimitReached = () =>
  new ApiError(401, 'SESSION_LIMIT', 'Your session time limit was reached; you have been logged out');

/** Resolve a token to its member on this merchant, or throw a 401 envelope. */
export async function authenticate(
  db: Database,
  merchant: Merchant,
  token: string | undefined | null,
  opts: { touch?: boolean } = {},
): Promise<SessionMember> {
  if (token === null) {
    throw ApiError.unauthenticated('Please log in: the Authorization header is not "Bearer <session token>"');
  }
  if (!token) throw ApiError.unauthenticated('Please log in: this call needs a session token');
  const tokenHash = hashToken(token);
  const row = await one<Row>(
    db,
    `SELECT s.member_id, m.username, m.is_agent, s.login_type, s.revoked_at, s.revoked_reason, s.expires_at, s.last_seen_at, m.status, m.expires_at AS member_expires_at,
            s.play_session_id, p.limit_ends_at <= protection_now() AS limit_reached
       FROM sessions s JOIN members m ON m.id = s.member_id
       LEFT JOIN protection_play_sessions p ON p.id = s.play_session_id
      WHERE s.token_hash = $1 AND s.merchant_id = $2`,
    [tokenHash, merchant.id],
  );
  // A token of another merchant is simply unknown here.
  if (!row) throw ApiError.unauthenticated('Please log in: the session token is not valid on this site');
  // Every tab and device the limit ended says why, whichever call found the limit first.
  if (row.revoked_at && row.revoked_reason === 'session-limit') throw sessionLimitReached();
  const now = Date.now();
  const idleMs = idleMinutes(merchant) * 60_000;
  if (
    row.revoked_at ||
    row.expires_at.getTime() <= now ||
    (row.member_expires_at !== null && row.member_expires_at.getTime() <= now) ||
    now - row.last_seen_at.getTime() > idleMs
  ) {
    throw new ApiError(401, 'SESSION_EXPIRED', 'Your session has ended, please log in again');
  }
  // The member's session time limit, on the platform's clock: a reload or another tab changes nothing.
  if (row.limit_reached && row.play_session_id != null) {
    await endPlaySessionAtLimit(db, merchant.id, row.member_id, Number(row.play_session_id));
    throw sessionLimitReached();
  }
  if (row.status !== 'active') throw new ApiError(403, 'FORBIDDEN', 'This account is disabled');
  if (opts.touch !== false && now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
  }
  return {
    memberId: row.member_id,
    username: row.username,
    isAgent: row.is_agent,
    tokenHash,
    loginType: row.login_type,
  };
}

/**
 * `Authorization: Bearer <token>`: the token, undefined when no header was sent,
 * or null when the header is there but is not a bearer token of the right shape.
 */
export function tokenFromHeader(header: string | undefined): string | undefined | null {
  if (header === undefined || header === '') return undefined;
  const m = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header);
  return m?.[1] ?? null;
}
