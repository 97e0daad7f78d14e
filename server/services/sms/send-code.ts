import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import { enabledFlags } from '../../domain/merchant-flags';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { memberByMobile, memberByUsername } from '../member/member-row';
import { countryByDialingCode } from '../registration/countries';
import { issueCode, phoneKey, type CodePurpose } from './verification-codes';

/** Sends to one number per hour, and from one IP per hour (spec §5, R9.14). */
const PER_NUMBER_PER_HOUR = 5;
const PER_IP_PER_HOUR = 20;

const TEXT: Record<CodePurpose, string> = {
  login: 'is your login code',
  register: 'is your registration code',
  reset: 'is your password reset code',
  'second-step': 'is your login verification code',
  bind: 'is your code to link this number to your account',
  'email-change': 'is your code to confirm your new e-mail address',
};

/** Digits only, and a plausible number for its country (libphonenumber). */
export function checkedMobile(dialingCode: string, mobileNum: string): string {
  const digits = mobileNum.replace(/[\s-]/g, '');
  if (!/^[0-9]{4,15}$/.test(digits)) throw ApiError.validation('mobileNum', 'Invalid phone format');
  const country = countryByDialingCode(dialingCode);
  if (country) {
    const parsed = parsePhoneNumberFromString(digits, country.countryCode as CountryCode);
    if (!parsed || !parsed.isPossible())
      throw ApiError.validation('mobileNum', 'Please enter a valid phone number');
    return parsed.nationalNumber;
  }
  return digits;
}

/**
 * Which flags let a code of each purpose be sent (spec §6): a way of logging in,
 * resetting or registering that the merchant switched off sends no code at all.
 * Second-step and number-binding codes belong to a member already logged in.
 */
const PURPOSE_FLAGS: Partial<Record<CodePurpose, { flags: readonly string[]; what: string }>> = {
  login: { flags: ['MOBILEVERCODELOGIN3'], what: 'Login by SMS code' },
  reset: { flags: ['CHNGPASSVERIF3'], what: 'Password reset by mobile number' },
  register: { flags: ['MOBILENUMREG3', 'REGMOBVERF3'], what: 'Registration with an SMS code' },
};

export function refuseSwitchedOffPurpose(merchant: Merchant, purpose: CodePurpose): void {
  const rule = PURPOSE_FLAGS[purpose];
  if (!rule) return;
  const on = enabledFlags(merchant);
  if (!rule.flags.some((f) => on.includes(f)))
    throw new ApiError(403, 'DISABLED', `${rule.what} is not available on this site`);
}

/**
 * The merchant's daily SMS budget (platform.json `sms.dailyQuota`, texts per rolling
 * day), reserved before the text goes out: a bulk of requests cannot overspend it.
 * Refused as 429 LIMIT with `value.reason` `sms-quota` (spec §8 "quota exceeded").
 */
async function reserveSmsQuota(ctx: CallContext): Promise<void> {
  const quota = (ctx.merchant.settings.sms as { dailyQuota?: unknown } | undefined)?.dailyQuota;
  if (!Number.isSafeInteger(quota) || (quota as number) < 0) return;
  const decision =
    quota === 0
      ? { allowed: false }
      : await ctx.deps.limiter.take(`sms:quota:${ctx.merchant.id}`, {
          limit: quota as number,
          windowMs: 86_400_000,
        });
  if (!decision.allowed)
    throw new ApiError(
      429,
      'LIMIT',
      "Quota exceeded: this site's SMS codes are used up for today; please contact customer service",
      [{ field: 'mobileNum', message: 'quota exceeded' }],
      { reason: 'sms-quota' },
    );
}

/**
 * Send a one-time code by SMS. For login and reset nothing is sent to a number
 * without an account, but the answer is the same, so numbers cannot be probed.
 */
export async function sendSmsCode(
  ctx: CallContext,
  input: { mobileNum: string; countryDialingCode: string; purpose: CodePurpose; username?: string },
): Promise<{ expiredMinutes: number }> {
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  refuseSwitchedOffPurpose(merchant, input.purpose);
  const mobileNum = checkedMobile(input.countryDialingCode, input.mobileNum.trim());
  const to = phoneKey(input.countryDialingCode, mobileNum);
  const hour = 3_600_000;
  const tooMany = 'Too many requests; please retry after 5 minutes';
  await enforceRateLimit(
    ctx.deps.limiter,
    `sms:ip:${merchant.id}:${ctx.ip}`,
    { limit: PER_IP_PER_HOUR, windowMs: hour },
    tooMany,
  );
  await enforceRateLimit(
    ctx.deps.limiter,
    `sms:to:${merchant.id}:${to}`,
    { limit: PER_NUMBER_PER_HOUR, windowMs: hour },
    tooMany,
  );
  const owner = await memberByMobile(db, merchant.id, input.countryDialingCode, mobileNum);
  if (input.purpose === 'register' || input.purpose === 'bind') {
    if (owner) throw ApiError.conflict('This mobile number is already registered', 'mobileNum');
    if (input.username && (await memberByUsername(db, merchant.id, input.username.trim())))
      throw ApiError.conflict('This username is already taken', 'username');
  }
  const silent = (input.purpose === 'login' || input.purpose === 'reset') && !owner;
  if (!silent) await reserveSmsQuota(ctx);
  const { code, expiredMinutes } = await issueCode(db, merchant, {
    channel: 'sms',
    destination: to,
    purpose: input.purpose,
    ip: ctx.ip,
  });
  if (!silent) {
    await ctx.deps.sms.send(db, {
      merchantId: merchant.id,
      to,
      body: `${merchant.name}: ${code} ${TEXT[input.purpose]}. It expires in ${expiredMinutes} minutes. Never share it.`,
      purpose: input.purpose,
    });
  }
  return { expiredMinutes };
}
