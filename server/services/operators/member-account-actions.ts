import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { revokeSessions } from '../auth/sessions';
import { recordAudit } from './operator-audit';
import { auditOf, lockTargetMember, requiredReason, type MemberActor } from './member-target';

/**
 * The status a lock gives. Every way in refuses a status other than `active` (login, social
 * login, password resets: `refuseInactive`; a live session: `authenticate`), so a locked member
 * is refused as the platform refuses any disabled account.
 */
export const LOCKED = 'locked';

export interface AccountState {
  status: string;
  sessionsEnded: number;
}

/**
 * Lock an active member: the status, the end of every live session (chat sockets close at once)
 * and the audit line (status before and after, the reason) commit together. Locking one already
 * locked, or a closed account, is refused (CONFLICT): nothing changed, so nothing is audited.
 */
export function lockMember(
  db: Database,
  by: MemberActor,
  memberId: number,
  reason: string,
): Promise<AccountState> {
  const why = requiredReason(reason);
  return db.tx(async (q) => {
    const m = await lockTargetMember(q, by, memberId);
    if (m.status !== 'active') throw ApiError.conflict(`The member is ${m.status}, not active`);
    await q.query('UPDATE members SET status = $2 WHERE id = $1', [m.id, LOCKED]);
    const sessionsEnded = await revokeSessions(q, m.merchantId, m.id);
    await recordAudit(q, {
      ...auditOf(by, m, 'member.lock'),
      before: { status: m.status },
      after: { status: LOCKED, reason: why, sessionsEnded },
    });
    return { status: LOCKED, sessionsEnded };
  });
}

/** Unlock a locked member (never a closed one: closing is the member's own choice), audited. */
export function unlockMember(
  db: Database,
  by: MemberActor,
  memberId: number,
  reason: string,
): Promise<AccountState> {
  const why = requiredReason(reason);
  return db.tx(async (q) => {
    const m = await lockTargetMember(q, by, memberId);
    if (m.status !== LOCKED) throw ApiError.conflict(`The member is ${m.status}, not locked`);
    await q.query("UPDATE members SET status = 'active' WHERE id = $1", [m.id]);
    await recordAudit(q, {
      ...auditOf(by, m, 'member.unlock'),
      before: { status: m.status },
      after: { status: 'active', reason: why },
    });
    return { status: 'active', sessionsEnded: 0 };
  });
}

/**
 * End every live session of a member; the account stays as it is. Audited with the count, even
 * when it is 0 (the operator asked, and the member may have been signed out already).
 */
export function endMemberSessions(db: Database, by: MemberActor, memberId: number): Promise<AccountState> {
  return db.tx(async (q) => {
    const m = await lockTargetMember(q, by, memberId);
    const sessionsEnded = await revokeSessions(q, m.merchantId, m.id);
    await recordAudit(q, {
      ...auditOf(by, m, 'member.endSessions'),
      before: { liveSessions: sessionsEnded },
      after: { liveSessions: 0 },
    });
    return { status: m.status, sessionsEnded };
  });
}
