import type { Static } from '@sinclair/typebox';
import { CLOSURE_NOTE_MAX } from '../../../schemas/api/account-closure-rules';
import type { closeAccount as closeEndpoint } from '../../../schemas/api/account-closure';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { checkSessionPassword } from '../auth/session-password';
import { revokeSessions } from '../auth/sessions';
import { appendAudit } from '../protection/protection-audit';
import { refuseTrial } from '../wallet/member-guard';
import { memberById } from './member-row';

type Input = Static<typeof closeEndpoint.request>;

/**
 * Close the member's own account (docs/decisions/account-closure.md): the login password is
 * checked (five wrong tries per window, shared with every call that asks for it), then in one
 * transaction the account is marked closed, every session ends (their chat sockets too) and the
 * audit log records the reason. The ledger is not touched: money left stays the member's.
 * Agents close through customer service (their downlines need a new upline first).
 */
export async function closeAccount(
  ctx: CallContext,
  session: SessionMember,
  input: Input,
): Promise<{ closedAt: string }> {
  refuseTrial(session);
  if (session.isAgent !== 0)
    throw ApiError.forbidden('Agent accounts are closed through customer service', 'FORBIDDEN');
  const note = input.note?.trim() ?? '';
  if (input.reason === 'other' && !note) throw ApiError.validation('note', 'please tell us why');
  if ([...note].length > CLOSURE_NOTE_MAX)
    throw ApiError.validation('note', `is at most ${CLOSURE_NOTE_MAX} characters`);
  const { db } = ctx.deps;
  const member = await memberById(db, ctx.merchant.id, session.memberId);
  if (!member) throw ApiError.unauthenticated();
  await checkSessionPassword(ctx, member.id, input.password.trim(), member.password_hash ?? '', {
    field: 'password',
    message: 'The password is wrong',
  });
  return db.tx(async (q) => {
    const [row] = await q.query<{ closed_at: Date }>(
      `UPDATE members SET status = 'closed', closed_at = now(), closed_reason = $3, closed_note = $4
        WHERE id = $1 AND merchant_id = $2 AND status = 'active' RETURNING closed_at`,
      [member.id, ctx.merchant.id, input.reason, note || null],
    );
    if (!row) throw ApiError.conflict('This account is already closed');
    await revokeSessions(q, ctx.merchant.id, member.id);
    await appendAudit(q, {
      merchantId: ctx.merchant.id,
      memberId: member.id,
      actor: 'member',
      action: 'account.close',
      detail: { reason: input.reason, ...(note ? { note } : {}) },
      ip: ctx.ip,
    });
    return { closedAt: new Date(row.closed_at).toISOString() };
  });
}

/**
 * ACCOUNT_CLOSED when the member closed the account. Read where every session is created, after
 * the password was checked, so a wrong password never tells that an account is closed.
 */
export async function refuseClosed(q: Queryable, merchantId: number, memberId: number): Promise<void> {
  const [row] = await q.query<{ closed_at: Date | null }>(
    'SELECT closed_at FROM members WHERE id = $1 AND merchant_id = $2',
    [memberId, merchantId],
  );
  if (!row?.closed_at) return;
  throw new ApiError(
    403,
    'ACCOUNT_CLOSED',
    'This account was closed at the member’s request; please contact customer service',
  );
}
