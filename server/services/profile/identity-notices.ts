import type { CallContext } from '../../domain/call-context';

/** `n***@example.com` (plain ASCII, safe in any mail client): enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/**
 * Tell the old e-mail address that the account's e-mail changed. A stolen session that
 * swaps the e-mail (to keep the account through "forgot password") is then seen by the
 * owner. Best effort: the change is made; a mail that cannot go is logged.
 */
export async function tellOldEmail(
  ctx: CallContext,
  oldEmail: string | null,
  what: { kind: 'email'; to: string } | { kind: 'mobile'; to: string },
): Promise<void> {
  if (!oldEmail || !ctx.deps.mail) return;
  const name = ctx.merchant.name;
  const changed =
    what.kind === 'email'
      ? `the e-mail address of your ${name} account was changed to ${maskEmail(what.to)}`
      : `the mobile number of your ${name} account was changed to one ending in ${what.to.slice(-4)}`;
  try {
    await ctx.deps.mail.send({
      to: oldEmail,
      subject: `${name}: your account details were changed`,
      text: `Hello,\n\n${changed} (from IP ${ctx.ip}).\n\nIf this was you, there is nothing to do. If it was not, contact customer service at once and change your password.`,
    });
  } catch (err) {
    ctx.log.warn({ err }, 'could not tell the old e-mail address of an account change');
  }
}

/** Tell the old mobile number by SMS that another number replaced it. Best effort, as above. */
export async function tellOldMobile(
  ctx: CallContext,
  oldNumber: string | null,
  newNumber: string,
): Promise<void> {
  if (!oldNumber) return;
  try {
    await ctx.deps.sms.send(ctx.deps.db, {
      merchantId: ctx.merchant.id,
      to: oldNumber,
      body: `${ctx.merchant.name}: this number was unlinked from your account; the new one ends in ${newNumber.slice(-4)}. If this was not you, contact customer service.`,
      purpose: 'notice',
    });
  } catch (err) {
    ctx.log.warn({ err }, 'could not tell the old mobile number of an account change');
  }
}
