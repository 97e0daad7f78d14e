import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { totpFor, totpMatches } from '../auth/login-challenge';
import { checkSessionPassword } from '../auth/session-password';
import { isLocked } from '../guess-limit/guess-limit';
import { memberById } from './member-row';

/** A new secret (kept off until a code confirms it) and its QR code for the authenticator app. */
export async function startTotp(ctx: CallContext, me: SessionMember) {
  if (me.isAgent === 4) throw new ApiError(403, 'TRIAL_ACCOUNT', 'Please register a real account first');
  const member = await memberById(ctx.deps.db, ctx.merchant.id, me.memberId);
  if (!member) throw ApiError.unauthenticated();
  if (member.totp_enabled) throw ApiError.conflict('Two-factor authentication is already on');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await ctx.deps.db.query('UPDATE members SET totp_secret = $3 WHERE merchant_id = $1 AND id = $2', [
    ctx.merchant.id,
    me.memberId,
    secret,
  ]);
  const uri = totpFor(secret, member.username, ctx.merchant.name).toString();
  const qrCode = await QRCode.toDataURL(uri, { margin: 1, width: 200 });
  return { uri, secret, qrCode };
}

/** Wrong set-up codes a member may send in one window (a new set-up does not start it again). */
export const TOTP_SETUP_TRIES = 5;
const SETUP_RULE = { limit: TOTP_SETUP_TRIES, windowMs: 15 * 60_000 };

/**
 * The code that turns two-factor on, counted before it is compared like every other secret
 * (docs/decisions/guessing-limits.md): 50 codes sent together compare at most five.
 */
async function checkSetupCode(ctx: CallContext, memberId: number, secret: string, code: string) {
  const key = `totpsetup:${ctx.merchant.id}:${memberId}`;
  const t = await ctx.deps.guesses.reserve(key, SETUP_RULE);
  if (!t.allowed) {
    if (!isLocked(t))
      throw new ApiError(503, 'BUSY', 'Your code is being checked; please try again in a moment', undefined, {
        retryAfterSeconds: 1,
      });
    const minutes = Math.max(1, Math.ceil(t.retryAfterMs / 60_000));
    throw new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many wrong codes; please try again in ${minutes} minutes`,
      [{ field: 'code', message: 'too many wrong tries' }],
      { retryAfterSeconds: Math.ceil(t.retryAfterMs / 1000) },
    );
  }
  if (totpMatches(secret, code)) return ctx.deps.guesses.release(key);
  await ctx.deps.guesses.fail(key, SETUP_RULE);
  throw new ApiError(400, 'CODE_INVALID', 'Please enter a valid verification code', [
    { field: 'code', message: 'Please enter a valid verification code' },
  ]);
}

/** Turn two-factor on with a code from the app, or off with the password. */
export async function confirmTotpChange(
  ctx: CallContext,
  me: SessionMember,
  input: { enable: boolean; code?: string; password?: string },
) {
  const member = await memberById(ctx.deps.db, ctx.merchant.id, me.memberId);
  if (!member) throw ApiError.unauthenticated();
  if (input.enable) {
    if (!member.totp_secret) throw ApiError.validation('code', 'Start the set-up first');
    await checkSetupCode(ctx, member.id, member.totp_secret, input.code ?? '');
    await ctx.deps.db.query('UPDATE members SET totp_enabled = true WHERE id = $1', [member.id]);
    return { totpEnabled: true };
  }
  // A member without a login password cannot switch it off (customer service can).
  await checkSessionPassword(ctx, member.id, (input.password ?? '').trim(), member.password_hash ?? '', {
    field: 'password',
    message: 'The password is wrong',
  });
  await ctx.deps.db.query('UPDATE members SET totp_enabled = false, totp_secret = NULL WHERE id = $1', [
    member.id,
  ]);
  return { totpEnabled: false };
}
