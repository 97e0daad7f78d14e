import type { Static } from '@sinclair/typebox';
import type { login } from '../../../schemas/api/session';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { enabledFlags } from '../../domain/merchant-flags';
import { consumeCaptcha } from '../captcha/captcha';
import { memberByMobile, memberByUsername, type MemberRow } from '../member/member-row';
import { consumeCode, phoneKey } from '../sms/verification-codes';
import { completeLogin, type LoginResultValue } from './login-result';
import { loginAccountKey, loginGuard, recordAttempt } from './login-throttle';
import { verifyPassword } from './password-hash';
import { rehashIfOld } from './rehash-password';
import { openChallengeIfNeeded } from './login-challenge';

type LoginInput = Static<typeof login.request>;

/**
 * Log in (spec §3, §4): throttle and captcha first, then the credentials, then a
 * second step from an unregistered IP, then a fresh session.
 */
export async function logIn(input: LoginInput, ctx: CallContext): Promise<LoginResultValue> {
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const sms = input.type === 'sms';
  if (sms && !enabledFlags(merchant).includes('MOBILEVERCODELOGIN3')) {
    throw new ApiError(403, 'DISABLED', 'Login by SMS code is not available on this site');
  }
  const username = (input.username ?? '').trim();
  const password = (input.password ?? '').trim();
  const mobileNum = (input.mobileNum ?? '').trim();
  const dialing = (input.countryDialingCode ?? '').trim();
  if (sms) {
    if (!mobileNum) throw ApiError.validation('mobileNum', 'Please enter a valid phone number');
    if (!dialing) throw ApiError.validation('countryDialingCode', 'Please choose a country code');
    if (!input.verificationCode?.trim())
      throw ApiError.validation('verificationCode', 'Please enter a valid verification code');
  } else {
    if (!username) throw ApiError.validation('username', 'Please enter username and password');
    if (!password) throw ApiError.validation('password', 'Please enter username and password');
  }
  const accountKey = sms ? phoneKey(dialing, mobileNum) : username.toLowerCase();
  const attempt = { accountKey, ip: ctx.ip, userAgent: ctx.userAgent, loginType: input.type };

  // The try is counted (and a due captcha or a lock refused) before any secret is checked.
  const captcha = !input.captcha?.trim()
    ? 'none'
    : (await consumeCaptcha(db, merchant, input.captchaId, input.captcha))
      ? 'solved'
      : 'wrong';
  const guard = loginGuard(ctx.deps.guesses, merchant, accountKey, ctx.ip);
  const held = await guard.reserve(captcha).catch(async (err: unknown) => {
    if (err instanceof ApiError && err.code.startsWith('CAPTCHA'))
      await recordAttempt(db, merchant, { ...attempt, memberId: null, outcome: 'captcha' });
    throw err;
  });

  let checked: Checked;
  try {
    checked = sms
      ? await checkSmsCode(ctx, input.verificationCode, dialing, mobileNum)
      : await checkPassword(ctx, username, password);
  } catch (err) {
    // The try never reached a verdict (an error of ours): give it back.
    await held.abandon();
    throw err;
  }
  const { member, wrong } = checked;
  if (wrong || !member) {
    await recordAttempt(db, merchant, {
      ...attempt,
      memberId: member?.id ?? null,
      outcome: 'bad_credentials',
    });
    const err = wrong ?? new ApiError(401, 'BAD_CREDENTIALS', 'Wrong username or password');
    throw new ApiError(err.status, err.code, err.message, err.errors, { captcha: held.captchaNext });
  }
  await held.succeeded();
  // A code sent to the member's phone proves them: it lifts a lock on their username too.
  if (sms) await ctx.deps.guesses.reset(loginAccountKey(merchant, member.username.toLowerCase()));
  refuseInactive(member);

  const challenge = await openChallengeIfNeeded(ctx, member, input.type);
  if (challenge) {
    await recordAttempt(db, merchant, { ...attempt, memberId: member.id, outcome: 'second_step' });
    return challenge;
  }
  return db.tx((q) =>
    completeLogin(q, merchant, member, { loginType: input.type, ip: ctx.ip, userAgent: ctx.userAgent }),
  );
}

export function refuseInactive(member: MemberRow): void {
  // A closed account is told apart from a disabled one (createSession refuses it too).
  if (member.status === 'closed')
    throw new ApiError(
      403,
      'ACCOUNT_CLOSED',
      'This account was closed at the member’s request; please contact customer service',
    );
  if (member.status !== 'active')
    throw new ApiError(403, 'FORBIDDEN', 'This account is disabled; please contact customer service');
  if (member.expires_at && member.expires_at.getTime() <= Date.now())
    throw new ApiError(403, 'FORBIDDEN', 'This trial account has ended');
}

/** A verdict on the secret: `wrong` says why it failed (the try is kept). */
interface Checked {
  member: MemberRow | undefined;
  wrong?: ApiError;
}

async function checkPassword(ctx: CallContext, username: string, password: string): Promise<Checked> {
  const member = await memberByUsername(ctx.deps.db, ctx.merchant.id, username);
  const ok = await verifyPassword(password, member?.password_hash);
  if (ok && member) {
    // An old hash (scrypt at 128 MiB) is brought to today's setting while the password is known.
    await rehashIfOld(ctx.deps.db, member.id, password, member.password_hash);
    return { member };
  }
  return { member, wrong: new ApiError(401, 'BAD_CREDENTIALS', 'Wrong username or password') };
}

async function checkSmsCode(
  ctx: CallContext,
  code: string | undefined,
  dialing: string,
  mobileNum: string,
): Promise<Checked> {
  const member = await memberByMobile(ctx.deps.db, ctx.merchant.id, dialing, mobileNum.replace(/\D/g, ''));
  try {
    await consumeCode(ctx.deps.db, ctx.merchant, {
      destination: phoneKey(dialing, mobileNum),
      purpose: 'login',
      code,
    });
  } catch (err) {
    if (err instanceof ApiError) return { member, wrong: err };
    throw err;
  }
  if (!member)
    return { member, wrong: new ApiError(401, 'BAD_CREDENTIALS', 'No account uses this mobile number') };
  return { member };
}
