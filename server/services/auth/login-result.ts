import type { Static } from '@sinclair/typebox';
import type { LoginResult } from '../../../schemas/api/session';
import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { enabledFlags } from '../../domain/merchant-flags';
import type { MemberRow } from '../member/member-row';
import { createSession } from './sessions';

export type LoginResultValue = Static<typeof LoginResult>;

/** Days a password lives when PWDEXPFORCECHANGE3 is on, unless the merchant sets `passwordMaxAgeDays`. */
export const DEFAULT_PASSWORD_MAX_AGE_DAYS = 90;

export function passwordExpired(merchant: Merchant, member: MemberRow): boolean {
  if (!enabledFlags(merchant).includes('PWDEXPFORCECHANGE3') || !member.password_hash) return false;
  const days = merchant.settings.passwordMaxAgeDays;
  const maxDays = typeof days === 'number' && days > 0 ? days : DEFAULT_PASSWORD_MAX_AGE_DAYS;
  const changed = (member.password_changed_at ?? member.created_at).getTime();
  return Date.now() - changed > maxDays * 86_400_000;
}

/** Login types that prove who the member is without their password. */
const PASSWORDLESS: ReadonlySet<string> = new Set(['sms', 'social']);

/**
 * Whether this login must change its password first (spec §4): the password is the
 * merchant's initial one, or it expired with PWDEXPFORCECHANGE3 on; never for logins that
 * did not use the password: by SMS code, or through a social provider (the spec's
 * "firebase" type, docs/decisions/firebase-login-type.md).
 */
export function mustChangePassword(merchant: Merchant, member: MemberRow, loginType: string): boolean {
  if (PASSWORDLESS.has(loginType)) return false;
  return member.password_is_initial || passwordExpired(merchant, member);
}

/** Open a session and answer the login values of spec §3. */
export async function completeLogin(
  q: Queryable,
  merchant: Merchant,
  member: MemberRow,
  opts: { loginType: string; ip: string; userAgent: string; maxHours?: number },
): Promise<LoginResultValue> {
  const token = await createSession(q, merchant, { memberId: member.id, ...opts });
  // The first login is claimed and checked in one statement: of logins that arrive
  // together, exactly one answers firstTimeLogin (the portal's first-login action, R4.5).
  const claimed = await q.query(
    `UPDATE members SET first_login_at = now() WHERE id = $1 AND first_login_at IS NULL RETURNING id`,
    [member.id],
  );
  const firstTimeLogin = claimed.length === 1;
  await q.query(`UPDATE members SET last_login_at = now() WHERE id = $1`, [member.id]);
  await q.query(
    `INSERT INTO login_attempts (merchant_id, account_key, member_id, ip, user_agent, login_type, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, 'ok')`,
    [
      merchant.id,
      member.username.toLowerCase(),
      member.id,
      opts.ip,
      opts.userAgent.slice(0, 300),
      opts.loginType,
    ],
  );
  await q.query(
    `INSERT INTO member_ips (merchant_id, member_id, ip) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_id, member_id, ip) DO UPDATE SET last_seen = now()`,
    [merchant.id, member.id, opts.ip],
  );
  return {
    ...memberValues(merchant, member),
    token,
    firstTimeLogin,
    passwordExpired: !PASSWORDLESS.has(opts.loginType) && passwordExpired(merchant, member),
    cpw: mustChangePassword(merchant, member, opts.loginType),
    captcha: false,
  };
}

export function memberValues(merchant: Merchant, member: MemberRow) {
  return {
    isAgent: member.is_agent,
    customerId: member.id,
    username: member.username,
    nickname: member.nickname ?? member.username,
    merchantCode: merchant.code,
    toUpline: member.upline_id !== null,
    memberLabel: member.labels,
  };
}
