import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { maskEmail, maskPhone, memberById, type MemberRow } from '../member/member-row';
import { consumeCode, issueCode } from '../sms/verification-codes';
import { completeLogin, memberValues, type LoginResultValue } from './login-result';

const CHALLENGE_MINUTES = 10;
const CHALLENGE_TRIES = 5;
const TRIAL = 4;

type Method = 'sms' | 'email' | 'totp';

function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

function methodsOf(member: MemberRow, canMail: boolean): Method[] {
  const methods: Method[] = [];
  if (member.totp_enabled && member.totp_secret) methods.push('totp');
  if (member.mobile_num) methods.push('sms');
  if (member.email && canMail) methods.push('email');
  return methods;
}

/**
 * A login from an IP the member has never completed a login from needs a second
 * step (spec §2, §4): a code by SMS or e-mail, or the authenticator app. Members
 * with no second factor on file, first logins and trial accounts pass.
 */
export async function openChallengeIfNeeded(
  ctx: CallContext,
  member: MemberRow,
  loginType: string,
): Promise<LoginResultValue | undefined> {
  const { db } = ctx.deps;
  if (ctx.merchant.settings.newIpVerification === false || member.is_agent === TRIAL) return undefined;
  // An SMS login already proved the phone: it is a second factor in itself.
  if (loginType === 'sms') return undefined;
  const known = await db.query<{ ip: string }>(
    'SELECT ip FROM member_ips WHERE merchant_id = $1 AND member_id = $2',
    [ctx.merchant.id, member.id],
  );
  if (known.length === 0 || known.some((r) => r.ip === ctx.ip)) return undefined;
  const methods = methodsOf(member, Boolean(ctx.deps.mail));
  if (methods.length === 0) return undefined;
  const ticket = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO login_challenges (ticket_hash, merchant_id, member_id, login_type, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [ticketHash(ticket), ctx.merchant.id, member.id, loginType, ctx.ip, CHALLENGE_MINUTES],
  );
  return {
    ...memberValues(ctx.merchant, member),
    token: '',
    firstTimeLogin: false,
    passwordExpired: false,
    cpw: false,
    captcha: false,
    challenge: {
      ticket,
      methods,
      ...(member.mobile_num
        ? { maskedPhone: maskPhone(member.country_dialing_code, member.mobile_num) }
        : {}),
      ...(member.email ? { maskedEmail: maskEmail(member.email) } : {}),
    },
  };
}

interface ChallengeRow {
  member_id: number;
  login_type: string;
  ip: string;
  attempts: number;
}

async function liveChallenge(ctx: CallContext, ticket: string): Promise<ChallengeRow> {
  const rows = await ctx.deps.db.query<ChallengeRow>(
    `SELECT member_id, login_type, ip, attempts FROM login_challenges
      WHERE ticket_hash = $1 AND merchant_id = $2 AND used_at IS NULL AND expires_at > now()`,
    [ticketHash(ticket), ctx.merchant.id],
  );
  const row = rows[0];
  if (!row || row.attempts >= CHALLENGE_TRIES)
    throw new ApiError(400, 'CODE_EXPIRED', 'This verification has expired; please log in again');
  if (row.ip !== ctx.ip)
    throw new ApiError(400, 'CODE_INVALID', 'Please complete verification on the same device');
  return row;
}

/** Send the second-step code by SMS or e-mail. */
export async function sendChallengeCode(
  ctx: CallContext,
  ticket: string,
  method: 'sms' | 'email',
): Promise<{ expiredMinutes: number }> {
  const { db } = ctx.deps;
  const row = await liveChallenge(ctx, ticket);
  const member = await memberById(db, ctx.merchant.id, row.member_id);
  if (!member) throw new ApiError(400, 'CODE_EXPIRED', 'This verification has expired; please log in again');
  const destination = `ticket:${ticketHash(ticket).slice(0, 32)}:${method}`;
  if (method === 'sms') {
    if (!member.mobile_num) throw ApiError.validation('method', 'No mobile number is bound to this account');
    const { code, expiredMinutes } = await issueCode(db, ctx.merchant, {
      channel: 'sms',
      destination,
      purpose: 'second-step',
      ip: ctx.ip,
    });
    await ctx.deps.sms.send(db, {
      merchantId: ctx.merchant.id,
      to: `+${member.country_dialing_code ?? ''}${member.mobile_num}`,
      body: `${ctx.merchant.name}: ${code} is your login verification code. It expires in ${expiredMinutes} minutes. Never share it.`,
      purpose: 'second-step',
    });
    return { expiredMinutes };
  }
  if (!member.email || !ctx.deps.mail)
    throw ApiError.validation('method', 'No e-mail address is set for this account');
  const { code, expiredMinutes } = await issueCode(db, ctx.merchant, {
    channel: 'email',
    destination,
    purpose: 'second-step',
    ip: ctx.ip,
  });
  await ctx.deps.mail.send({
    to: member.email,
    subject: `${ctx.merchant.name} login verification code`,
    text: `Someone (hopefully you) is logging in to ${ctx.merchant.name} from a new place (IP ${ctx.ip}).\n\nYour verification code: ${code}\n\nIt expires in ${expiredMinutes} minutes. If this was not you, change your password now.`,
  });
  return { expiredMinutes };
}

/** Finish the login with the second-step code. */
export async function completeChallenge(
  ctx: CallContext,
  input: { ticket: string; method: Method; code: string },
): Promise<LoginResultValue> {
  const { db } = ctx.deps;
  const row = await liveChallenge(ctx, input.ticket);
  const member = await memberById(db, ctx.merchant.id, row.member_id);
  if (!member) throw new ApiError(400, 'CODE_EXPIRED', 'This verification has expired; please log in again');
  const hash = ticketHash(input.ticket);
  // A try is reserved before the code is compared, in the statement that checks the
  // count: tries sent together never compare more than CHALLENGE_TRIES codes.
  const reserved = await db.query(
    `UPDATE login_challenges SET attempts = attempts + 1
      WHERE ticket_hash = $1 AND used_at IS NULL AND attempts < $2 RETURNING attempts`,
    [hash, CHALLENGE_TRIES],
  );
  if (reserved.length === 0)
    throw new ApiError(400, 'CODE_EXPIRED', 'This verification has expired; please log in again');
  if (input.method === 'totp') {
    if (!member.totp_enabled || !member.totp_secret)
      throw ApiError.validation('method', 'Two-factor authentication is not enabled');
    if (!totpMatches(member.totp_secret, input.code))
      throw new ApiError(400, 'CODE_INVALID', 'Please enter a valid verification code', [
        { field: 'code', message: 'Please enter a valid verification code' },
      ]);
  } else {
    await consumeCode(db, ctx.merchant, {
      destination: `ticket:${hash.slice(0, 32)}:${input.method}`,
      purpose: 'second-step',
      code: input.code,
      field: 'code',
    });
  }
  const used = await db.query(
    'UPDATE login_challenges SET used_at = now() WHERE ticket_hash = $1 AND used_at IS NULL RETURNING member_id',
    [hash],
  );
  if (used.length === 0)
    throw new ApiError(400, 'CODE_EXPIRED', 'This verification has expired; please log in again');
  return db.tx((q) =>
    completeLogin(q, ctx.merchant, member, {
      loginType: row.login_type,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    }),
  );
}

export function totpFor(secret: string, label = 'member', issuer = 'Tessera'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A code of the current period or the one before or after (clock drift). */
export function totpMatches(secret: string, code: string): boolean {
  return totpFor(secret).validate({ token: code.trim(), window: 1 }) !== null;
}
