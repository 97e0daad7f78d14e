import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { STATEMENT_REQUEST_MONTHS } from '../../../schemas/api/protection-statement-rules';
import { dayNumber, dayString, monthsBefore } from '../../../schemas/api/wallet-rules';
import { appendAudit } from './protection-audit';
import { protectionToday } from './statement-range';

export interface StatementRequest {
  reference: string;
  status: 'open' | 'sent';
  from: string;
  to: string;
  requestedAt: string;
}

interface Row {
  id: number | string;
  status: 'open' | 'sent';
  from_day: string;
  to_day: string;
  requested_at: Date;
}

const COLUMNS = `id, status, to_char(from_day, 'YYYY-MM-DD') AS from_day, to_char(to_day, 'YYYY-MM-DD') AS to_day, requested_at`;

export function referenceOf(id: number | string): string {
  return `ST${id}`;
}

function shown(r: Row): StatementRequest {
  return {
    reference: referenceOf(r.id),
    status: r.status,
    from: r.from_day,
    to: r.to_day,
    requestedAt: r.requested_at.toISOString(),
  };
}

/** The member's latest request, open or sent. */
export async function latestStatementRequest(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<StatementRequest | null> {
  const [row] = await q.query<Row>(
    `SELECT ${COLUMNS} FROM statement_requests WHERE merchant_id = $1 AND member_id = $2
      ORDER BY requested_at DESC, id DESC LIMIT 1`,
    [merchantId, memberId],
  );
  return row ? shown(row) : null;
}

/**
 * Record a request for the last twelve months and audit it, in one transaction. The partial
 * unique index keeps one open request per member, so concurrent clicks make one request and
 * the others are told about it.
 */
export async function requestStatement(
  db: Database,
  who: { merchantId: number; memberId: number; ip: string | null },
): Promise<StatementRequest> {
  return db.tx(async (q) => {
    const today = await protectionToday(q);
    const from = dayString(monthsBefore(dayNumber(today) as number, STATEMENT_REQUEST_MONTHS));
    const [row] = await q.query<Row>(
      `INSERT INTO statement_requests (merchant_id, member_id, from_day, to_day)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) WHERE status = 'open' DO NOTHING
       RETURNING ${COLUMNS}`,
      [who.merchantId, who.memberId, from, today],
    );
    if (!row) {
      const open = await latestStatementRequest(q, who.merchantId, who.memberId);
      throw new ApiError(
        409,
        'STATEMENT_REQUEST_OPEN',
        'A statement request is already open; customer service will send it',
        undefined,
        { request: open },
      );
    }
    const request = shown(row);
    await appendAudit(q, {
      merchantId: who.merchantId,
      memberId: who.memberId,
      actor: 'member',
      action: 'statement.request',
      detail: { reference: request.reference, from: request.from, to: request.to },
      ip: who.ip,
    });
    return request;
  });
}

export interface OpenStatementRequest extends StatementRequest {
  merchant: string;
  username: string;
}

/** Every open request of a merchant (all merchants when none is named), oldest first. */
export async function openStatementRequests(
  q: Queryable,
  merchantCode?: string,
): Promise<OpenStatementRequest[]> {
  const rows = await q.query<Row & { merchant: string; username: string }>(
    `SELECT r.id, r.status, to_char(r.from_day, 'YYYY-MM-DD') AS from_day, to_char(r.to_day, 'YYYY-MM-DD') AS to_day,
            r.requested_at, m.code AS merchant, u.username
       FROM statement_requests r
       JOIN merchants m ON m.id = r.merchant_id
       JOIN members u ON u.id = r.member_id
      WHERE r.status = 'open' AND ($1::text IS NULL OR m.code = $1)
      ORDER BY r.requested_at, r.id`,
    [merchantCode ?? null],
  );
  return rows.map((r) => ({ ...shown(r), merchant: r.merchant, username: r.username }));
}

/** Customer service sent the statement: mark the open request sent and audit who did (`ops:<who>`). */
export async function markStatementSent(
  db: Database,
  reference: string,
  operator: string,
): Promise<StatementRequest> {
  const id = /^ST(\d{1,18})$/.exec(reference)?.[1];
  if (!id) throw ApiError.validation('reference', 'must be a request reference such as ST42');
  return db.tx(async (q) => {
    const [row] = await q.query<Row & { merchant_id: number; member_id: number }>(
      `UPDATE statement_requests SET status = 'sent', sent_at = protection_now(), sent_by = $2
        WHERE id = $1 AND status = 'open'
        RETURNING ${COLUMNS}, merchant_id, member_id`,
      [id, operator],
    );
    if (!row) throw ApiError.notFound('Open statement request');
    const request = shown(row);
    await appendAudit(q, {
      merchantId: row.merchant_id,
      memberId: Number(row.member_id),
      actor: operator,
      action: 'statement.sent',
      detail: { reference: request.reference },
      ip: null,
    });
    return request;
  });
}
