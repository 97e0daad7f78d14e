import type { Queryable } from '../../db/database';

export interface AuditEntry {
  merchantId: number;
  memberId: number;
  /** `member`, `platform` (a rule that acted by itself, e.g. a session limit), or `ops:<who>` for an operator. */
  actor: string;
  /** What was done, e.g. `limit.set`, `limit.confirm`, `exclusion.start`. */
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
}

/**
 * Append to the protection audit log, in the caller's transaction so the entry stands or falls
 * with the change it records. The table refuses updates and deletes (its migration's triggers).
 */
export async function appendAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO protection_audit (merchant_id, member_id, actor, action, detail, ip)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [e.merchantId, e.memberId, e.actor, e.action, JSON.stringify(e.detail), e.ip],
  );
}
