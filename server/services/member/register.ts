import { refuseSelfExcludedPerson } from '../protection/excluded-registration';
import { randomInt } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { register } from '../../../schemas/api/member';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { enabledFlags } from '../../domain/merchant-flags';
import { completeLogin, type LoginResultValue } from '../auth/login-result';
import { hashPassword } from '../auth/password-hash';
import { consumeCaptcha } from '../captcha/captcha';
import { enforceRule, registerRulesFor } from '../registration/field-rules';
import { normaliseReferralCode, referralCodeOwner, referralPromoOn } from '../referral/referral-codes';
import { consumeCode, phoneKey } from '../sms/verification-codes';
import { resolveAffiliation, type Affiliation } from '../agents/links/resolve-link';
import { refuseAtLevelLimit } from '../agents/team/agent-level';
import { memberById } from './member-row';

type RegisterInput = Static<typeof register.request>;
type Mode = 'username' | 'mobile';

/** Extras kept in members.profile. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

function trimAll(input: RegisterInput): RegisterInput {
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as RegisterInput;
}

/** Whether an invitation code (an agent's own, or a registration link) belongs to this merchant. */
export async function affiliateAgentId(
  q: Queryable,
  merchantId: number,
  code: string,
): Promise<number | undefined> {
  return (await resolveAffiliation(q, merchantId, code))?.agentId;
}

/**
 * Register a member (spec §3, §4, §5, §6): every rule is enforced here again,
 * whatever the portal checked. With `login` the answer is a fresh session.
 */
export async function registerMember(
  raw: RegisterInput,
  mode: Mode,
  ctx: CallContext,
): Promise<LoginResultValue> {
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const flags = new Set(enabledFlags(merchant));
  const rules = registerRulesFor(merchant);
  const input = trimAll(raw);

  if (mode === 'mobile' && !flags.has('MOBILENUMREG3'))
    throw new ApiError(403, 'DISABLED', 'Registration by mobile number is not available on this site');
  if (mode === 'username' && !flags.has('USERNAMEREG3'))
    throw new ApiError(403, 'DISABLED', 'Registration by username is not available on this site');
  if (input.ageConfirmed !== true)
    throw ApiError.validation('ageConfirmed', 'Please confirm that you are of legal age');

  const smsVerification = mode === 'mobile' || flags.has('REGMOBVERF3');
  const withPassword = mode === 'username' || flags.has('MOBILENUMPASSREG3');
  const withMobile = mode === 'mobile' || smsVerification || rules.mobileNum.enabled;

  if (mode === 'username')
    enforceRule('username', { ...rules.username, enabled: true, required: true }, input.username);
  else if (input.username) enforceRule('username', { ...rules.username, required: false }, input.username);
  if (withPassword) {
    enforceRule('password', { ...rules.password, enabled: true, required: true }, input.password);
    if (input.confirmPassword !== input.password)
      throw new ApiError(400, 'VALIDATION', 'inconsistent_twice: the passwords do not match', [
        { field: 'confirmPassword', message: 'The two passwords do not match' },
      ]);
  }
  if (withMobile) {
    const mobileRule = {
      ...rules.mobileNum,
      enabled: true,
      required: mode === 'mobile' || smsVerification || rules.mobileNum.required,
    };
    enforceRule('mobileNum', mobileRule, input.mobileNum);
    if (input.mobileNum && !input.countryDialingCode)
      throw ApiError.validation('countryDialingCode', 'Please choose a country code');
  }
  if (smsVerification)
    enforceRule(
      'verificationCode',
      { ...rules.verificationCode, enabled: true, required: true },
      input.verificationCode,
    );
  for (const field of [
    'payeeName',
    'paymentPassword',
    'email',
    ...PROFILE_FIELDS,
    'affiliateCode',
  ] as const) {
    if (rules[field].enabled) enforceRule(field, rules[field], input[field]);
  }

  let affiliation: Affiliation | undefined;
  if (flags.has('AFFILIATE3') && input.affiliateCode) {
    affiliation = await resolveAffiliation(db, merchant.id, input.affiliateCode);
    if (!affiliation)
      throw new ApiError(400, 'VALIDATION', 'Invalid invitation code', [
        { field: 'affiliateCode', message: 'Invalid invitation code' },
      ]);
    // A link of type agent made before the site lowered agents.maxLevels makes no agent below the last level.
    if (affiliation.memberType !== 0)
      await refuseAtLevelLimit(
        db,
        merchant,
        affiliation.agentId,
        'affiliateCode',
        'this link cannot make agents any more',
      );
  }

  const referrerId = await referrerOf(ctx, input.referralCode);

  if (rules.captcha.enabled && !(await consumeCaptcha(db, merchant, input.captchaId, input.captcha))) {
    throw new ApiError(400, 'CAPTCHA_INVALID', 'The captcha is wrong, please try the new one', [
      { field: 'captcha', message: 'The captcha is wrong, please try the new one' },
    ]);
  }

  const mobileNum = input.mobileNum ? input.mobileNum.replace(/\D/g, '') : null;
  const dialing = mobileNum ? (input.countryDialingCode ?? null) : null;
  const username =
    mode === 'username' ? (input.username as string) : input.username || generatedUsername(mobileNum ?? '');
  // First: someone self-excluded is told they cannot register, not that a number is taken.
  await refuseSelfExcludedPerson(db, merchant.id, {
    dialing,
    mobileNum,
    email: input.email,
    idNumber: input.idNumber,
  });
  await refuseTaken(db, merchant.id, username, dialing, mobileNum);

  if (smsVerification) {
    await consumeCode(db, merchant, {
      destination: phoneKey(dialing ?? '', mobileNum ?? ''),
      purpose: 'register',
      code: input.verificationCode,
    });
  }
  const passwordHash = withPassword && input.password ? await hashPassword(input.password) : null;
  const paymentHash =
    rules.paymentPassword.enabled && input.paymentPassword ? await hashPassword(input.paymentPassword) : null;
  const profile = Object.fromEntries(
    PROFILE_FIELDS.filter((f) => rules[f].enabled && input[f]).map((f) => [f, input[f]]),
  );

  try {
    return await db.tx(async (q) => {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO members (merchant_id, username, nickname, is_agent, upline_id, password_hash, password_changed_at,
           country_dialing_code, mobile_num, email, payee_name, profile, payment_password_hash, affiliate_code,
           referral_code, register_method, register_url, avatar, referrer_id, agent_link_id)
         VALUES ($1, $2, $2, $16, $3, $4, now(), $5, $6, $7, $8, $9, $10, $11, $12, 'WEB', $13, $14, $15, $17) RETURNING id`,
        [
          merchant.id,
          username,
          affiliation?.agentId ?? null,
          passwordHash,
          dialing,
          mobileNum,
          rules.email.enabled ? input.email || null : null,
          rules.payeeName.enabled ? input.payeeName || null : null,
          JSON.stringify(profile),
          paymentHash,
          input.affiliateCode || null,
          input.referralCode || null,
          input.registerUrl || null,
          `a${randomInt(1, 13)}`,
          referrerId,
          affiliation?.memberType ?? 0,
          affiliation?.linkId ?? null,
        ],
      );
      const member = await memberById(q, merchant.id, (row as { id: number }).id);
      if (!member) throw new Error('The new member vanished');
      const result = await completeLogin(q, merchant, member, {
        loginType: mode === 'mobile' ? 'sms' : 'username',
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      // Without `login` the session is not handed out (and ends at once).
      if (input.login === false) {
        await q.query(`UPDATE sessions SET revoked_at = now() WHERE member_id = $1`, [member.id]);
        return { ...result, token: '' };
      }
      return result;
    });
  } catch (err) {
    // Two registrations raced for one name or number: the unique index lets exactly one in.
    if ((err as { code?: string }).code === '23505') throw takenError(String((err as Error).message));
    throw err;
  }
}

/**
 * Who invited the new member (spec §3 referralCode, R6.19): while the referral promotion
 * is on, a code must belong to an active member of this merchant, else the invitation
 * code error; a member signed in on this request cannot invite themselves. With the
 * promotion off the code is kept as given but credits nobody.
 */
async function referrerOf(ctx: CallContext, raw: string | undefined): Promise<number | null> {
  const code = raw ? normaliseReferralCode(raw) : '';
  if (!code || !referralPromoOn(ctx.merchant)) return null;
  const owner = await referralCodeOwner(ctx.deps.db, ctx.merchant.id, code);
  if (owner === undefined)
    throw new ApiError(400, 'VALIDATION', 'Invalid invitation code', [
      { field: 'referralCode', message: 'Invalid invitation code' },
    ]);
  if (ctx.member?.memberId === owner)
    throw new ApiError(400, 'VALIDATION', 'You cannot register through your own invitation link', [
      { field: 'referralCode', message: 'You cannot register through your own invitation link' },
    ]);
  return owner;
}

export async function refuseTaken(
  q: Queryable,
  merchantId: number,
  username: string,
  dialing: string | null,
  mobileNum: string | null,
) {
  const rows = await q.query<{ username_taken: boolean; mobile_taken: boolean }>(
    `SELECT bool_or(lower(username) = lower($2)) AS username_taken,
            bool_or($4::text IS NOT NULL AND country_dialing_code = $3 AND mobile_num = $4) AS mobile_taken
       FROM members WHERE merchant_id = $1 AND (lower(username) = lower($2) OR mobile_num = $4)`,
    [merchantId, username, dialing, mobileNum],
  );
  if (rows[0]?.username_taken) throw ApiError.conflict('This username is already taken', 'username');
  if (rows[0]?.mobile_taken) throw ApiError.conflict('This mobile number is already registered', 'mobileNum');
}

function takenError(message: string): ApiError {
  return /mobile/.test(message)
    ? ApiError.conflict('This mobile number is already registered', 'mobileNum')
    : ApiError.conflict('This username is already taken', 'username');
}

function generatedUsername(mobileNum: string): string {
  return `m${mobileNum.slice(-4)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
