import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { consumeCode, issueCode } from '../sms/verification-codes';
import { tellOldEmail } from './identity-notices';

/** The code's destination: the address itself, lower-cased, so the code is bound to it. */
const destinationOf = (email: string) => `mail:${email.trim().toLowerCase()}`;

/**
 * Ask for a new e-mail address (the login password was checked by the caller): it waits as
 * `pending_email` and a code goes to it. The old address stays in force until the code is
 * confirmed, so a mistyped or hostile address changes nothing.
 */
export async function requestEmailChange(
  ctx: CallContext,
  member: SessionMember,
  email: string,
): Promise<void> {
  const { db, mail } = ctx.deps;
  if (!mail)
    throw new ApiError(503, 'UNAVAILABLE', 'E-mail cannot be sent from this site; please try again later');
  const { code, expiredMinutes } = await issueCode(db, ctx.merchant, {
    channel: 'email',
    destination: destinationOf(email),
    purpose: 'email-change',
    ip: ctx.ip,
  });
  await db.query('UPDATE members SET pending_email = $3 WHERE merchant_id = $1 AND id = $2', [
    ctx.merchant.id,
    member.memberId,
    email,
  ]);
  try {
    await mail.send({
      to: email,
      subject: `${ctx.merchant.name} e-mail confirmation code`,
      text: `Your code to confirm this e-mail address for ${ctx.merchant.name}: ${code}\n\nIt expires in ${expiredMinutes} minutes. If you did not ask for it, ignore this mail: nothing changes.`,
    });
  } catch {
    throw new ApiError(
      503,
      'UNAVAILABLE',
      'The confirmation e-mail could not be sent; please try again later',
    );
  }
}

/**
 * Confirm the waiting e-mail with the code sent to it: it replaces the old one, which is
 * told. Wrong codes spend tries as every one-time code does.
 */
export async function confirmEmailChange(
  ctx: CallContext,
  member: SessionMember,
  verificationCode: string,
): Promise<void> {
  const { db } = ctx.deps;
  const [row] = await db.query<{ email: string | null; pending_email: string | null }>(
    'SELECT email, pending_email FROM members WHERE merchant_id = $1 AND id = $2',
    [ctx.merchant.id, member.memberId],
  );
  const pending = row?.pending_email;
  if (!pending)
    throw new ApiError(400, 'CODE_INVALID', 'No new e-mail is waiting for confirmation', [
      { field: 'verificationCode', message: 'No new e-mail is waiting for confirmation' },
    ]);
  await consumeCode(db, ctx.merchant, {
    destination: destinationOf(pending),
    purpose: 'email-change',
    code: verificationCode,
  });
  // Only the address the code was sent to: a newer request meanwhile needs its own code.
  const changed = await db.query(
    `UPDATE members SET email = pending_email, pending_email = NULL
      WHERE merchant_id = $1 AND id = $2 AND pending_email = $3 RETURNING id`,
    [ctx.merchant.id, member.memberId, pending],
  );
  if (changed.length === 0)
    throw new ApiError(
      400,
      'CODE_INVALID',
      'The e-mail waiting for confirmation has changed; please resend',
      [
        {
          field: 'verificationCode',
          message: 'The e-mail waiting for confirmation has changed; please resend',
        },
      ],
    );
  if (row.email && row.email.toLowerCase() !== pending.toLowerCase())
    await tellOldEmail(ctx, row.email, { kind: 'email', to: pending });
}
