import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { ApiError } from '../../http/api-error';
import type { CallContext } from '../../http/call-context';
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
 * Send a one-time code by SMS. For login and reset nothing is sent to a number
 * without an account, but the answer is the same, so numbers cannot be probed.
 */
export async function sendSmsCode(
  ctx: CallContext,
  input: { mobileNum: string; countryDialingCode: string; purpose: CodePurpose; username?: string },
): Promise<{ expiredMinutes: number }> {
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
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
  const { code, expiredMinutes } = await issueCode(db, merchant, {
    channel: 'sms',
    destination: to,
    purpose: input.purpose,
    ip: ctx.ip,
  });
  const silent = (input.purpose === 'login' || input.purpose === 'reset') && !owner;
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
