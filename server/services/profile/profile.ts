import type { Static } from '@sinclair/typebox';
import type { bindMobile, Profile, updateProfile } from '../../../schemas/api/profile';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { checkSessionPassword } from '../auth/session-password';
import { maskPhone } from '../member/member-row';
import { checkedMobile } from '../sms/send-code';
import { requestEmailChange } from './email-change';
import { tellOldEmail, tellOldMobile } from './identity-notices';
import { consumeCode, phoneKey } from '../sms/verification-codes';
import { refuseTrial } from '../wallet/member-guard';
import { CLEARABLE, PROFILE_RULES, SET_ONCE } from './profile-rules';
import { siteAgeLimit } from '../registration/age-limit';

type ProfileValue = Static<typeof Profile>;
const EXTRA = [
  'birthday',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
] as const;

interface Row {
  nickname: string | null;
  username: string;
  email: string | null;
  pending_email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  password_hash: string | null;
  profile: Record<string, unknown>;
}

async function rowOf(q: Queryable, merchantId: number, memberId: number): Promise<Row> {
  const [row] = await q.query<Row>(
    `SELECT nickname, username, email, pending_email, country_dialing_code, mobile_num, password_hash, profile
       FROM members WHERE merchant_id = $1 AND id = $2`,
    [merchantId, memberId],
  );
  if (!row) throw ApiError.unauthenticated();
  return row;
}

function toProfile(r: Row): ProfileValue {
  const extra = Object.fromEntries(
    EXTRA.filter((k) => typeof r.profile?.[k] === 'string' && r.profile[k] !== '').map((k) => [
      k,
      r.profile[k] as string,
    ]),
  );
  const mobile = maskPhone(r.country_dialing_code, r.mobile_num);
  return {
    nickname: r.nickname ?? r.username,
    ...extra,
    ...(r.email ? { email: r.email } : {}),
    ...(r.pending_email ? { pendingEmail: r.pending_email } : {}),
    ...(mobile ? { mobile } : {}),
    locked: SET_ONCE.filter((k) => typeof r.profile?.[k] === 'string' && r.profile[k] !== ''),
    hasPassword: Boolean(r.password_hash),
  } as ProfileValue;
}

export async function readProfile(q: Queryable, merchantId: number, memberId: number): Promise<ProfileValue> {
  return toProfile(await rowOf(q, merchantId, memberId));
}

/**
 * Change the fields sent. All are checked before anything is written, and the first
 * problem is answered with its field; a set-once field that is already set is refused.
 * A new e-mail is not written: it waits for the code sent to it (email-change.ts).
 */
export async function changeProfile(
  ctx: CallContext,
  member: SessionMember,
  input: Static<typeof updateProfile.request>,
): Promise<ProfileValue> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const row = await rowOf(db, ctx.merchant.id, member.memberId);
  const changes: Record<string, string | null> = {};
  // Read only by the check that needs it (the birthday's).
  const site = {
    get ageLimit() {
      return siteAgeLimit(ctx.deps.config.whitelabelsDir, ctx.merchant.code);
    },
  };
  for (const [field, raw] of Object.entries(input)) {
    if (field === 'password' || raw === undefined) continue;
    const rule = PROFILE_RULES[field];
    if (!rule) continue;
    const value = rule.normalise ? rule.normalise(raw) : raw;
    if (value === '') {
      if (!(CLEARABLE as readonly string[]).includes(field))
        throw ApiError.validation(field, 'cannot be empty');
      changes[field] = null;
      continue;
    }
    const problem = rule.check(value, site);
    if (problem) throw ApiError.validation(field, problem);
    if ((SET_ONCE as readonly string[]).includes(field)) {
      const current = row.profile?.[field];
      if (typeof current === 'string' && current !== '' && current !== value)
        throw ApiError.forbidden(
          `${field} is set; please contact customer service to change it`,
          'FORBIDDEN',
        );
    }
    changes[field] = value;
  }
  if (changes.email !== undefined && changes.email !== row.email) {
    if (row.password_hash)
      await checkSessionPassword(ctx, member.memberId, input.password ?? '', row.password_hash, {
        field: 'password',
        message: 'Enter your login password to change the e-mail',
        fieldMessage: 'is wrong',
      });
  }
  const { nickname, email, ...extra } = changes;
  await db.tx(async (q) => {
    if (nickname)
      await q.query('UPDATE members SET nickname = $3 WHERE merchant_id = $1 AND id = $2', [
        ctx.merchant.id,
        member.memberId,
        nickname,
      ]);
    if (Object.keys(extra).length > 0) {
      const set = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== null));
      const cleared = Object.entries(extra)
        .filter(([, v]) => v === null)
        .map(([k]) => k);
      await q.query(
        `UPDATE members SET profile = (profile || $3::jsonb) - $4::text[] WHERE merchant_id = $1 AND id = $2`,
        [ctx.merchant.id, member.memberId, JSON.stringify(set), cleared],
      );
    }
  });
  // Last, once the other fields are saved: the new address only waits for its code.
  if (email && email !== row.email) await requestEmailChange(ctx, member, email);
  return readProfile(db, ctx.merchant.id, member.memberId);
}

/** Link a new mobile number proven by the code sent to it; the old number and the e-mail are told. */
export async function linkMobile(
  ctx: CallContext,
  member: SessionMember,
  input: Static<typeof bindMobile.request>,
): Promise<ProfileValue> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const mobileNum = checkedMobile(input.countryDialingCode, input.mobileNum.trim());
  await consumeCode(db, ctx.merchant, {
    destination: phoneKey(input.countryDialingCode, mobileNum),
    purpose: 'bind',
    code: input.verificationCode.trim(),
  });
  const before = await rowOf(db, ctx.merchant.id, member.memberId);
  try {
    await db.query(
      'UPDATE members SET country_dialing_code = $3, mobile_num = $4 WHERE merchant_id = $1 AND id = $2',
      [ctx.merchant.id, member.memberId, input.countryDialingCode, mobileNum],
    );
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw ApiError.conflict('This mobile number is already registered', 'mobileNum');
    throw err;
  }
  const newNumber = phoneKey(input.countryDialingCode, mobileNum);
  const oldNumber = before.mobile_num ? phoneKey(before.country_dialing_code ?? '', before.mobile_num) : null;
  if (oldNumber && oldNumber !== newNumber) {
    await tellOldMobile(ctx, oldNumber, newNumber);
    await tellOldEmail(ctx, before.email, { kind: 'mobile', to: newNumber });
  }
  return readProfile(db, ctx.merchant.id, member.memberId);
}
