import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { Merchant } from '../../domain/merchant';
import { enabledFlags } from '../../domain/merchant-flags';

/** Look-alike-free alphabet of referral codes (see schemas/api/referral.ts). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

/** Whether the merchant runs the referral promotion (platform.json / ops `flags.REFERRALPROMO3`). */
export function referralPromoOn(merchant: Merchant): boolean {
  return enabledFlags(merchant).includes('REFERRALPROMO3');
}

/** The referral calls answer only while the promotion is on, and only to real accounts. */
export function refuseWithoutPromo(merchant: Merchant, member: SessionMember): void {
  if (!referralPromoOn(merchant))
    throw ApiError.forbidden('The referral promotion is not available on this site', 'DISABLED');
  if (member.isAgent === 4)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'in_need_true_account: please register a real account first');
}

/** 8 characters from 31: about 8.5e11 codes, drawn by the CSPRNG, so codes cannot be walked. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** What a person typed or a link carried, in the stored form (upper case, no spaces). */
export function normaliseReferralCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * The member's referral code, made on first use. Stable: one row per member, kept for
 * good. Two first calls at once both end with the one row that won; a drawn code
 * that another member already holds is drawn again.
 */
export async function referralCodeOf(q: Queryable, merchantId: number, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [existing] = await q.query<{ code: string }>(
      'SELECT code FROM referral_codes WHERE merchant_id = $1 AND member_id = $2',
      [merchantId, memberId],
    );
    if (existing) return existing.code;
    const inserted = await q.query<{ code: string }>(
      `INSERT INTO referral_codes (merchant_id, member_id, code) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING code`,
      [merchantId, memberId, newReferralCode()],
    );
    if (inserted[0]) return inserted[0].code;
  }
  throw new Error('Could not draw a free referral code');
}

/** The active, real member of this merchant who owns `code`, if any. */
export async function referralCodeOwner(
  q: Queryable,
  merchantId: number,
  code: string,
): Promise<number | undefined> {
  const rows = await q.query<{ id: number }>(
    `SELECT m.id FROM referral_codes r
       JOIN members m ON m.id = r.member_id AND m.merchant_id = r.merchant_id
      WHERE r.merchant_id = $1 AND r.code = $2 AND m.status = 'active' AND m.is_agent <> 4`,
    [merchantId, normaliseReferralCode(code)],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}
