import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import { enabledFlags } from '../../domain/merchant-flags';
import { completeLogin, type LoginResultValue } from '../auth/login-result';
import { memberById } from '../member/member-row';
import { refuseTaken } from '../member/register';
import { checkedMobile } from '../sms/send-code';
import { consumeCode, phoneKey } from '../sms/verification-codes';
import { refuseSelfExcludedPerson } from '../protection/excluded-registration';

/**
 * Phone verification for social sign-up (R4.12, docs/decisions/social-sign-up-phone.md):
 * on a site that verifies phones at registration (REGMOBVERF3), a player new to the site
 * who signs in with a provider proves a mobile number with the platform's own SMS code
 * (purpose `register`, as the registration form) before any account exists. The code is
 * verified first; a wrong, spent or expired code aborts the sign-up and creates nothing.
 */

/** Minutes a held sign-up waits for its phone. */
const HOLD_MINUTES = 10;
/** Finishing tries per held sign-up, reserved before a code is compared. */
export const SIGN_UP_TRIES = 10;

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export interface SocialIdentity {
  subject: string;
  /** Only an e-mail the provider verified. */
  email: string | null;
  nickname: string | null;
}

export function identityOf(claims: {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}): SocialIdentity {
  return {
    subject: claims.sub,
    email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null,
    nickname: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 40) : null,
  };
}

export function phoneVerifiedSignUp(merchant: Merchant): boolean {
  return enabledFlags(merchant).includes('REGMOBVERF3');
}

/** Keep a new player's identity behind a one-time ticket until a phone is verified. */
export async function holdSignUp(
  ctx: CallContext,
  provider: string,
  identity: SocialIdentity,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await ctx.deps.db.query(
    `INSERT INTO social_signups (ticket_hash, merchant_id, provider, subject, email, nickname, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [
      sha256(ticket),
      ctx.merchant.id,
      provider,
      identity.subject,
      identity.email,
      identity.nickname,
      HOLD_MINUTES,
    ],
  );
  return ticket;
}

/** A member for a provider's identity, linked in the same transaction (optionally with a verified phone). */
export async function insertSocialMember(
  q: Queryable,
  merchantId: number,
  provider: string,
  identity: SocialIdentity,
  phone?: { dialing: string; mobileNum: string },
): Promise<number> {
  // A provider's verified e-mail or the proved phone of someone whose self-exclusion holds opens
  // no account, as on the registration form (REGISTRATION_REFUSED, naming no field).
  await refuseSelfExcludedPerson(q, merchantId, {
    dialing: phone?.dialing ?? null,
    mobileNum: phone?.mobileNum ?? null,
    email: identity.email,
    idNumber: null,
  });
  const username = `${provider.replace(/[^a-z]/g, '').slice(0, 4) || 's'}${randomBytes(5).toString('hex')}`;
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, nickname, email, register_method, avatar, country_dialing_code, mobile_num)
     VALUES ($1, $2, $3, $4, 'SOCIAL', 'a5', $5, $6) RETURNING id`,
    [
      merchantId,
      username,
      identity.nickname ?? username,
      identity.email,
      phone?.dialing ?? null,
      phone?.mobileNum ?? null,
    ],
  );
  const id = (row as { id: number }).id;
  // A twin callback may have linked the identity meanwhile: the primary key lets one in.
  await q.query(
    `INSERT INTO social_identities (merchant_id, provider, subject, member_id, email) VALUES ($1, $2, $3, $4, $5)`,
    [merchantId, provider, identity.subject, id, identity.email],
  );
  return id;
}

/** A new member for a site that does not verify phones at sign-up. */
export function newSocialMember(
  ctx: CallContext,
  provider: string,
  identity: SocialIdentity,
): Promise<number> {
  return ctx.deps.db.tx((q) => insertSocialMember(q, ctx.merchant.id, provider, identity));
}

const expired = () =>
  new ApiError(400, 'CODE_EXPIRED', 'This sign-up has expired; please sign in with the provider again');

/**
 * Finish a held sign-up: the number is checked, a finishing try is reserved on the ticket,
 * then the SMS code is verified (its own five tries reserved the same way). Only a right
 * code goes on to spend the ticket and create the member, with the number, and log in.
 */
export async function finishSocialSignUp(
  ctx: CallContext,
  input: { ticket: string; countryDialingCode: string; mobileNum: string; verificationCode: string },
): Promise<LoginResultValue> {
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  // Bad input changes nothing: no try is counted for it.
  if (!input.countryDialingCode.trim())
    throw ApiError.validation('countryDialingCode', 'Please choose a country code');
  const mobileNum = checkedMobile(input.countryDialingCode, input.mobileNum.trim());
  const dialing = input.countryDialingCode.trim();
  if (!/^[0-9]{6}$/.test(input.verificationCode.trim()))
    throw new ApiError(400, 'CODE_INVALID', 'Please enter a valid verification code', [
      { field: 'verificationCode', message: 'Please enter a valid verification code' },
    ]);
  await refuseTaken(db, merchant.id, '', dialing, mobileNum);
  const ticketHash = sha256(input.ticket);
  // Reserve first: the try is counted in the statement that checks the limit, so tries sent
  // together each take a different count (docs/decisions/guessing-limits.md).
  const held = await db.query<{
    provider: string;
    subject: string;
    email: string | null;
    nickname: string | null;
  }>(
    `UPDATE social_signups SET attempts = attempts + 1
      WHERE ticket_hash = $1 AND merchant_id = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $3::int
      RETURNING provider, subject, email, nickname`,
    [ticketHash, merchant.id, SIGN_UP_TRIES],
  );
  const signUp = held[0];
  if (!signUp) {
    const spent = await db.query(
      `SELECT 1 FROM social_signups WHERE ticket_hash = $1 AND merchant_id = $2 AND used_at IS NULL
          AND expires_at > now() AND attempts >= $3::int`,
      [ticketHash, merchant.id, SIGN_UP_TRIES],
    );
    if (spent.length > 0)
      throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many tries; please sign in with the provider again');
    throw expired();
  }
  // The code first: a wrong one throws here and no account is made (R4.12).
  await consumeCode(db, merchant, {
    destination: phoneKey(dialing, mobileNum),
    purpose: 'register',
    code: input.verificationCode,
  });
  try {
    return await db.tx(async (q) => {
      const won = await q.query(
        'UPDATE social_signups SET used_at = now() WHERE ticket_hash = $1 AND used_at IS NULL RETURNING 1',
        [ticketHash],
      );
      if (won.length === 0) throw expired();
      const identity = { subject: signUp.subject, email: signUp.email, nickname: signUp.nickname };
      const id = await insertSocialMember(q, merchant.id, signUp.provider, identity, { dialing, mobileNum });
      const member = await memberById(q, merchant.id, id);
      if (!member) throw new Error('The new member vanished');
      return completeLogin(q, merchant, member, {
        loginType: 'social',
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    });
  } catch (err) {
    // The number was registered (or the identity linked) by a request that raced this one.
    if ((err as { code?: string }).code === '23505')
      throw /mobile/.test(String((err as Error).message))
        ? ApiError.conflict('This mobile number is already registered', 'mobileNum')
        : expired();
    throw err;
  }
}
