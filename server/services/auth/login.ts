import type { Static } from '@sinclair/typebox';
import type { login } from '../../../schemas/api/session';
import { ApiError } from '../../http/api-error';
import type { CallContext } from '../../http/call-context';
import { enabledFlags } from '../../portal/bootstrap';
import { consumeCaptcha } from '../captcha/captcha';
import { memberByMobile, memberByUsername, type MemberRow } from '../member/member-row';
import { consumeCode, phoneKey } from '../sms/verification-codes';
import { completeLogin, type LoginResultValue } from './login-result';
import { captchaNeeded, recordAttempt, refuseWhenLocked, throttleState } from './login-throttle';
import { verifyPassword } from './password-hash';
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

  const state = await throttleState(db, merchant, accountKey, ctx.ip);
  refuseWhenLocked(state);
  if (captchaNeeded(state)) {
    if (!input.captcha?.trim()) {
      await recordAttempt(db, merchant, { ...attempt, memberId: null, outcome: 'captcha' });
      throw new ApiError(
        400,
        'CAPTCHA_REQUIRED',
        'Please enter the captcha',
        [{ field: 'captcha', message: 'Please enter the captcha' }],
        { captcha: true },
      );
    }
    if (!(await consumeCaptcha(db, merchant, input.captchaId, input.captcha))) {
      await recordAttempt(db, merchant, { ...attempt, memberId: null, outcome: 'captcha' });
      throw new ApiError(
        400,
        'CAPTCHA_INVALID',
        'The captcha is wrong, please try the new one',
        [{ field: 'captcha', message: 'The captcha is wrong, please try the new one' }],
        { captcha: true },
      );
    }
  }

  let member: MemberRow | undefined;
  if (sms) {
    member = await memberByMobile(db, merchant.id, dialing, mobileNum.replace(/\D/g, ''));
    try {
      await consumeCode(db, merchant, {
        destination: phoneKey(dialing, mobileNum),
        purpose: 'login',
        code: input.verificationCode,
      });
    } catch (err) {
      await recordAttempt(db, merchant, {
        ...attempt,
        memberId: member?.id ?? null,
        outcome: 'bad_credentials',
      });
      throw withCaptchaFlag(err, state.accountFailures + 1);
    }
    if (!member) {
      await recordAttempt(db, merchant, { ...attempt, memberId: null, outcome: 'bad_credentials' });
      throw badCredentials(state.accountFailures + 1, 'No account uses this mobile number');
    }
  } else {
    member = await memberByUsername(db, merchant.id, username);
    const ok = await verifyPassword(password, member?.password_hash);
    if (!ok || !member) {
      await recordAttempt(db, merchant, {
        ...attempt,
        memberId: member?.id ?? null,
        outcome: 'bad_credentials',
      });
      throw badCredentials(state.accountFailures + 1, 'Wrong username or password');
    }
  }
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
  if (member.status !== 'active')
    throw new ApiError(403, 'FORBIDDEN', 'This account is disabled; please contact customer service');
  if (member.expires_at && member.expires_at.getTime() <= Date.now())
    throw new ApiError(403, 'FORBIDDEN', 'This trial account has ended');
}

function badCredentials(failures: number, message: string): ApiError {
  return new ApiError(401, 'BAD_CREDENTIALS', message, undefined, { captcha: failures >= 3 });
}

function withCaptchaFlag(err: unknown, failures: number): unknown {
  if (!(err instanceof ApiError)) return err;
  return new ApiError(err.status, err.code, err.message, err.errors, { captcha: failures >= 3 });
}
