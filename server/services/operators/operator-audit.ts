import type { Queryable } from '../../db/database';

/** One line of the operator audit: who did what to what, the state before and after, from where. */
export interface AuditEntry {
  /** Null for the ops CLI (a shell on the server). */
  operatorId: number | null;
  /** The operator's username, or `ops-cli`. */
  actor: string;
  /** `signIn`, `signIn.failed`, `session.revoke`, `member.view`, `operator.create`... */
  action: string;
  merchantId?: number | null;
  /** What it was done to: `member:123`, `session:9`, `operator:alice`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  ip: string;
  userAgent?: string;
}

/** Who acted and from where: the part of an audit line every operator action shares. */
export type AuditActor = Pick<AuditEntry, 'operatorId' | 'actor' | 'ip' | 'userAgent'>;

/** The actor's fields of an audit line, taken from an action's `by` (which may carry more). */
export function auditedBy(by: AuditActor): AuditActor {
  return { operatorId: by.operatorId, actor: by.actor, ip: by.ip, userAgent: by.userAgent };
}

/**
 * Append a line to the operator audit (append-only: the table refuses UPDATE and DELETE).
 * Written in the caller's transaction where there is one, so an action and its line
 * commit or fail together.
 */
export async function recordAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit (operator_id, actor, action, merchant_id, target, before, after, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      e.operatorId,
      e.actor,
      e.action,
      e.merchantId ?? null,
      e.target ?? null,
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
      e.ip,
      (e.userAgent ?? '').slice(0, 512),
    ],
  );
}
