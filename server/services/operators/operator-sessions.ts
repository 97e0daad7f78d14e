import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '../../../schemas/api/ops/ops-endpoint';
import type { Queryable } from '../../db/database';
import { one } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { hashToken } from '../../domain/session-member';

/** The operator behind a valid back office session. */
export interface SessionOperator {
  operatorId: number;
  username: string;
  role: OperatorRole;
  /** The merchant of an operator of one merchant; null for a platform-wide operator. */
  merchantId: number | null;
  merchantCode: string | null;
  sessionId: number;
}

/** However active, an operator signs in again after this long. */
const SESSION_HOURS = 12;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 15_000;

export async function createOperatorSession(
  q: Queryable,
  operatorId: number,
  ip: string,
  userAgent: string,
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO operator_sessions (operator_id, token_hash, ip, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, now() + ($5::int * interval '1 hour')) RETURNING id`,
    [operatorId, hashToken(token), ip, userAgent.slice(0, 512), SESSION_HOURS],
  );
  return { token, sessionId: Number(row?.id) };
}

interface Row {
  session_id: number;
  operator_id: number;
  username: string;
  role: OperatorRole;
  merchant_id: number | null;
  merchant_code: string | null;
  status: string;
  revoked_at: Date | null;
  expires_at: Date;
  last_seen_at: Date;
}

/**
 * The operator of a token, or 401. A session idle longer than `idleMinutes` has ended, as has
 * one revoked, past its 12 hours, or of an operator since disabled.
 */
export async function authenticateOperator(
  q: Queryable,
  token: string | null | undefined,
  idleMinutes: number,
): Promise<SessionOperator> {
  if (!token) throw ApiError.unauthenticated('Please sign in: this call needs an operator session');
  const tokenHash = hashToken(token);
  const row = await one<Row>(
    q,
    `SELECT s.id AS session_id, o.id AS operator_id, o.username, o.role, o.merchant_id, m.code AS merchant_code,
            o.status, s.revoked_at, s.expires_at, s.last_seen_at
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       LEFT JOIN merchants m ON m.id = o.merchant_id
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  if (!row) throw ApiError.unauthenticated('Please sign in: the operator session is not known');
  const now = Date.now();
  if (
    row.revoked_at ||
    row.expires_at.getTime() <= now ||
    now - row.last_seen_at.getTime() > idleMinutes * 60_000
  )
    throw new ApiError(401, 'SESSION_EXPIRED', 'Your session has ended, please sign in again');
  if (row.status !== 'active') throw new ApiError(403, 'DISABLED', 'This operator account is disabled');
  if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS)
    await q.query('UPDATE operator_sessions SET last_seen_at = now() WHERE id = $1', [row.session_id]);
  return {
    operatorId: Number(row.operator_id),
    username: row.username,
    role: row.role,
    merchantId: row.merchant_id,
    merchantCode: row.merchant_code,
    sessionId: Number(row.session_id),
  };
}

export interface OperatorSessionRow {
  id: number;
  ip: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** An operator's sessions that have not ended, newest first. */
export async function liveSessions(
  q: Queryable,
  op: SessionOperator,
  idleMinutes: number,
): Promise<OperatorSessionRow[]> {
  const rows = await q.query<{
    id: number;
    ip: string;
    user_agent: string;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT id, ip, user_agent, created_at, last_seen_at FROM operator_sessions
      WHERE operator_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at > now() - ($2::int * interval '1 minute')
      ORDER BY id DESC LIMIT 50`,
    [op.operatorId, idleMinutes],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    current: Number(r.id) === op.sessionId,
  }));
}

/** End one of the operator's own sessions; false when it was not theirs or had ended. */
export async function revokeOperatorSession(q: Queryable, operatorId: number, sessionId: number) {
  const rows = await q.query(
    `UPDATE operator_sessions SET revoked_at = now()
      WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL RETURNING id`,
    [sessionId, operatorId],
  );
  return rows.length > 0;
}
