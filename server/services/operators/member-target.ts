import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { auditedBy, type AuditActor } from './operator-audit';

/** Who acts on a member: an operator of the back office, or the ops CLI (operatorId null, actor `ops-cli`). */
export type MemberActor = AuditActor & {
  /** The merchant the actor works for, or null for a platform-wide operator and the CLI. */
  scope: number | null;
  /** What the member's records name as the writer: `bo:<operator>`, `ops:<name>`. */
  source: string;
};

/** The reason an action on a member must give, trimmed; a blank one is refused naming it. */
export function requiredReason(reason: string): string {
  const r = reason.trim();
  if (!r) throw ApiError.validation('reason', 'is required');
  return r;
}

export interface TargetMember {
  id: number;
  merchantId: number;
  username: string;
  status: string;
  isAgent: number;
}

/**
 * The member an action is for, its row locked for the rest of the caller's transaction so two
 * operators acting at once take turns. A member of another merchant than the actor's answers
 * NOT_FOUND, as one that does not exist: ids of other merchants cannot be probed.
 */
export async function lockTargetMember(
  q: Queryable,
  by: MemberActor,
  memberId: number,
): Promise<TargetMember> {
  const [row] = await q.query<{
    id: number;
    merchant_id: number;
    username: string;
    status: string;
    is_agent: number;
  }>('SELECT id, merchant_id, username, status, is_agent FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  if (!row || (by.scope !== null && Number(row.merchant_id) !== by.scope)) throw ApiError.notFound('Member');
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    username: row.username,
    status: row.status,
    isAgent: Number(row.is_agent),
  };
}

/** The audit line's who and from where, for an action on `member`. */
export function auditOf(by: MemberActor, member: TargetMember, action: string) {
  return {
    ...auditedBy(by),
    action,
    merchantId: member.merchantId,
    target: `member:${member.id}`,
  };
}
