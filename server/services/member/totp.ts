import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { ApiError } from '../../http/api-error';
import type { SessionMember } from '../../http/authenticate';
import type { CallContext } from '../../http/call-context';
import { totpFor, totpMatches } from '../auth/login-challenge';
import { checkSessionPassword } from '../auth/session-password';
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
    if (!totpMatches(member.totp_secret, input.code ?? ''))
      throw new ApiError(400, 'CODE_INVALID', 'Please enter a valid verification code', [
        { field: 'code', message: 'Please enter a valid verification code' },
      ]);
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
