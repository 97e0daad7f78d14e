import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { enabledFlags } from '../../domain/merchant-flags';
import { completeLogin, type LoginResultValue } from '../auth/login-result';
import { refuseInactive } from '../auth/login';
import { loginAccountKey } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { checkSessionPassword } from '../auth/session-password';
import { revokeSessions } from '../auth/sessions';
import { enforceRule, validationRulesFor } from '../registration/field-rules';
import { consumeCode, phoneKey } from '../sms/verification-codes';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { requestOrigin } from '../system/permission';
import { memberById, memberByMobile, memberByUsername, type MemberRow } from './member-row';

const RESET_LINK_MINUTES = 30;

/** The shared password rule (R5.13) and the confirmation (inconsistent_twice). */
function checkNewPassword(ctx: CallContext, newPassword: string, confirm: string | undefined): string {
  const password = newPassword.trim();
  enforceRule('newPassword', validationRulesFor(ctx.merchant).password, password);
  if (confirm !== undefined && confirm.trim() !== password)
    throw new ApiError(400, 'VALIDATION', 'inconsistent_twice: the passwords do not match', [
      { field: 'confirmNewPassword', message: 'The two passwords do not match' },
    ]);
  return password;
}

/**
 * Set a new password, end every session of the member and log in afresh (the
 * forced change "logs in again", spec §4).
 */
async function setPasswordAndLogIn(
  ctx: CallContext,
  member: MemberRow,
  password: string,
  loginType: string,
): Promise<LoginResultValue> {
  const hash = await hashPassword(password);
  // A new password makes earlier guesses moot: it lifts a login lock on the account.
  await ctx.deps.guesses.reset(loginAccountKey(ctx.merchant, member.username.toLowerCase()));
  return ctx.deps.db.tx(async (q) => {
    await q.query(
      `UPDATE members SET password_hash = $2, password_changed_at = now(), password_is_initial = false WHERE id = $1`,
      [member.id, hash],
    );
    await revokeSessions(q, ctx.merchant.id, member.id);
    const fresh = await memberById(q, ctx.merchant.id, member.id);
    if (!fresh) throw new Error('member vanished');
    return completeLogin(q, ctx.merchant, fresh, { loginType, ip: ctx.ip, userAgent: ctx.userAgent });
  });
}

/** Change the password with the old one (spec §3; member area and the forced change). */
export async function changePassword(
  ctx: CallContext,
  session: SessionMember,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<LoginResultValue> {
  const member = await memberById(ctx.deps.db, ctx.merchant.id, session.memberId);
  if (!member) throw ApiError.unauthenticated();
  if (member.is_agent === 4) throw new ApiError(403, 'TRIAL_ACCOUNT', 'Please register a real account first');
  const password = checkNewPassword(ctx, input.newPassword, input.confirmNewPassword);
  // Members registered by mobile without a password set their first one without an old one.
  if (member.password_hash)
    await checkSessionPassword(ctx, member.id, input.oldPassword.trim(), member.password_hash, {
      field: 'oldPassword',
      message: 'The old password is wrong',
    });
  if (await verifyPassword(password, member.password_hash))
    throw ApiError.validation('newPassword', 'The new password must differ from the old one');
  return setPasswordAndLogIn(
    ctx,
    member,
    password,
    session.loginType === 'sms' ? 'username' : session.loginType,
  );
}

function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Forgot password by username + e-mail (spec §3, §4). When they match, a single-use
 * reset link (30 minutes) goes out by e-mail; the answer is the same either way, so
 * the call cannot be used to find out who has an account. It is also as quick either
 * way: both answer after the same checks and one look-up, and the link is stored and
 * mailed after the answer (a mail server takes 100-300 ms, which would tell).
 */
export async function sendResetMail(
  ctx: CallContext,
  input: { username: string; email: string },
): Promise<void> {
  const { db, mail } = ctx.deps;
  if (!mail)
    throw new ApiError(
      503,
      'UNAVAILABLE',
      'E-mail is not available right now; please contact customer service',
    );
  const username = input.username.trim();
  const email = input.email.trim();
  enforceRule('email', validationRulesFor(ctx.merchant).email, email);
  if (!username) throw ApiError.validation('username', 'Input cannot be empty');
  const tooMany = 'Too many requests; please retry after 5 minutes';
  const hour = 3_600_000;
  await enforceRateLimit(
    ctx.deps.limiter,
    `pwmail:ip:${ctx.merchant.id}:${ctx.ip}`,
    { limit: 10, windowMs: hour },
    tooMany,
  );
  await enforceRateLimit(
    ctx.deps.limiter,
    `pwmail:user:${ctx.merchant.id}:${username.toLowerCase()}`,
    { limit: 3, windowMs: hour },
    tooMany,
  );
  const member = await memberByUsername(db, ctx.merchant.id, username);
  const matches =
    member?.email && member.email.toLowerCase() === email.toLowerCase() && member.status === 'active';
  if (!member || !matches) return;
  const to = member.email as string;
  const task: Promise<void> = mailResetLink(ctx, mail, member, to)
    .catch((err: unknown) => ctx.log.warn({ err }, 'the password reset mail could not be sent'))
    .finally(() => resetMailTasks.delete(task));
  resetMailTasks.add(task);
}

/** Reset mails still being sent (after their answer); `resetMailsSent` waits for them. */
const resetMailTasks = new Set<Promise<void>>();

/** Wait until every reset mail asked for so far was sent or failed (tests, shutdown). */
export async function resetMailsSent(): Promise<void> {
  while (resetMailTasks.size) await Promise.allSettled([...resetMailTasks]);
}

async function mailResetLink(
  ctx: CallContext,
  mail: NonNullable<CallContext['deps']['mail']>,
  member: MemberRow,
  to: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await ctx.deps.db.query(
    `INSERT INTO password_resets (token_hash, merchant_id, member_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [resetTokenHash(token), ctx.merchant.id, member.id, RESET_LINK_MINUTES],
  );
  const link = `${requestOrigin(ctx)}/login?resetToken=${token}`;
  await mail.send({
    to,
    subject: `${ctx.merchant.name}: reset your password`,
    text: [
      `Hello ${member.nickname ?? member.username},`,
      '',
      `Someone asked to reset the password of your ${ctx.merchant.name} account "${member.username}".`,
      `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes (it works once):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** Finish the e-mail reset with the link's token, then log in. */
export async function resetWithToken(
  ctx: CallContext,
  input: { resetToken: string; newPassword: string; confirmNewPassword: string },
): Promise<LoginResultValue> {
  const password = checkNewPassword(ctx, input.newPassword, input.confirmNewPassword);
  const rows = await ctx.deps.db.query<{ member_id: number }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND merchant_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING member_id`,
    [resetTokenHash(input.resetToken), ctx.merchant.id],
  );
  const memberId = rows[0]?.member_id;
  if (memberId === undefined)
    throw new ApiError(
      400,
      'CODE_EXPIRED',
      'This reset link is invalid or has expired; please ask for a new one',
    );
  const member = await memberById(ctx.deps.db, ctx.merchant.id, memberId);
  if (!member)
    throw new ApiError(
      400,
      'CODE_EXPIRED',
      'This reset link is invalid or has expired; please ask for a new one',
    );
  refuseInactive(member);
  return setPasswordAndLogIn(ctx, member, password, 'username');
}

/** Forgot password by mobile + SMS code + new password (CHNGPASSVERIF3), then log in (spec §4). */
export async function resetWithSms(
  ctx: CallContext,
  input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword?: string;
  },
): Promise<LoginResultValue> {
  if (!enabledFlags(ctx.merchant).includes('CHNGPASSVERIF3'))
    throw new ApiError(403, 'DISABLED', 'Password reset by SMS is not available on this site');
  const mobileNum = input.mobileNum.replace(/\D/g, '');
  if (!mobileNum) throw ApiError.validation('mobileNum', 'Please enter a valid phone number');
  const password = checkNewPassword(ctx, input.newPassword, input.confirmNewPassword);
  await consumeCode(ctx.deps.db, ctx.merchant, {
    destination: phoneKey(input.countryDialingCode, mobileNum),
    purpose: 'reset',
    code: input.verificationCode,
  });
  const member = await memberByMobile(ctx.deps.db, ctx.merchant.id, input.countryDialingCode, mobileNum);
  if (!member)
    throw new ApiError(400, 'CODE_INVALID', 'The verification code is invalid or missing; please resend');
  refuseInactive(member);
  return setPasswordAndLogIn(ctx, member, password, 'username');
}
