import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { loginAccountKey } from '../auth/login-throttle';
import { hashPassword } from '../auth/password-hash';
import { revokeSessions } from '../auth/sessions';
import type { GuessLimiter } from '../guess-limit/guess-limit';
import { auditOf, lockTargetMember, requiredReason, type MemberActor } from './member-target';
import { recordAudit } from './operator-audit';

/** No look-alikes (0/O, 1/l/I): the operator reads it out to the member. */
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const LENGTH = 12;

/** A one-time password with a lower-case letter, a capital and a digit, in random places. */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS;
  const chars = [LOWER, UPPER, DIGITS].map((set) => set[randomInt(set.length)] as string);
  while (chars.length < LENGTH) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export interface PasswordReset {
  /** Shown once to the operator, never stored or audited: only its hash is kept. */
  temporaryPassword: string;
  sessionsEnded: number;
}

/**
 * Give a member who lost their password a one-time password: it replaces theirs, every session
 * ends, and the first login with it must choose a new one (as the merchant's initial password
 * does). The password, the sessions and the audit line (the reason, never the password) commit
 * together; a lock on logging in that wrong guesses set is lifted, since the member will type
 * a password they have just been given. A closed account is refused (CONFLICT).
 */
export async function resetMemberPassword(
  db: Database,
  guesses: GuessLimiter,
  by: MemberActor,
  memberId: number,
  reason: string,
): Promise<PasswordReset> {
  const why = requiredReason(reason);
  const password = temporaryPassword();
  // Hashing takes a while: done before the member's row is locked.
  const hash = await hashPassword(password);
  const { merchantId, username, sessionsEnded } = await db.tx(async (q) => {
    const m = await lockTargetMember(q, by, memberId);
    if (m.status === 'closed') throw ApiError.conflict('The account is closed');
    const [was] = await q.query<{ password_is_initial: boolean }>(
      'SELECT password_is_initial FROM members WHERE id = $1',
      [m.id],
    );
    await q.query(
      `UPDATE members SET password_hash = $2, password_is_initial = true, password_changed_at = now()
        WHERE id = $1`,
      [m.id, hash],
    );
    const ended = await revokeSessions(q, m.merchantId, m.id);
    await recordAudit(q, {
      ...auditOf(by, m, 'member.resetPassword'),
      before: { mustChangePassword: was?.password_is_initial === true },
      after: { mustChangePassword: true, reason: why, sessionsEnded: ended },
    });
    return { merchantId: m.merchantId, username: m.username, sessionsEnded: ended };
  });
  await guesses.reset(loginAccountKey({ id: merchantId }, username.toLowerCase()));
  return { temporaryPassword: password, sessionsEnded };
}
