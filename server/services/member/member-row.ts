import type { Queryable } from '../../db/database';

/** The columns of `members` the account services read. */
export interface MemberRow {
  id: number;
  merchant_id: number;
  username: string;
  nickname: string | null;
  is_agent: number;
  upline_id: number | null;
  password_hash: string | null;
  password_changed_at: Date | null;
  password_is_initial: boolean;
  rank_level: number;
  status: string;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  avatar: string;
  first_login_at: Date | null;
  totp_secret: string | null;
  totp_enabled: boolean;
  expires_at: Date | null;
  created_at: Date;
  /** Given by operators (docs/decisions/member-labels.md). */
  labels: string[];
}

const COLUMNS = `id, merchant_id, username, nickname, is_agent, upline_id, password_hash, password_changed_at,
  password_is_initial, rank_level, status, country_dialing_code, mobile_num, email, avatar, first_login_at,
  totp_secret, totp_enabled, expires_at, created_at, labels`;

export async function memberByUsername(q: Queryable, merchantId: number, username: string) {
  const rows = await q.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE merchant_id = $1 AND lower(username) = lower($2)`,
    [merchantId, username],
  );
  return rows[0];
}

export async function memberByMobile(
  q: Queryable,
  merchantId: number,
  dialingCode: string,
  mobileNum: string,
) {
  const rows = await q.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE merchant_id = $1 AND country_dialing_code = $2 AND mobile_num = $3`,
    [merchantId, dialingCode, mobileNum],
  );
  return rows[0];
}

export async function memberById(q: Queryable, merchantId: number, memberId: number) {
  const rows = await q.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE merchant_id = $1 AND id = $2`, [
    merchantId,
    memberId,
  ]);
  return rows[0];
}

/** `+63 ••• 4567` */
export function maskPhone(dialingCode: string | null, mobileNum: string | null): string | undefined {
  if (!mobileNum) return undefined;
  return `+${dialingCode ?? ''} ••• ${mobileNum.slice(-4)}`;
}

/** `pl•••@mail.test` */
export function maskEmail(email: string | null): string | undefined {
  if (!email) return undefined;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}•••@${domain}`;
}
