import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';

/** Identity numbers compare without spaces, dashes and case ("ab-123 456" is "AB123456"). */
export function identityKey(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export interface RegistrationDetails {
  dialing: string | null;
  mobileNum: string | null;
  email: string | null | undefined;
  idNumber: string | null | undefined;
}

/**
 * A person who excluded themselves may not open a new account on the same site with the same
 * phone, e-mail or identity number while the exclusion holds (time-outs are not meant: they end
 * soon and the member keeps their account). The refusal names no field and no account, so it
 * tells a stranger nothing about whether, or which of, the details belong to someone excluded
 * (docs/decisions/self-exclusion-at-registration.md).
 */
export async function refuseSelfExcludedPerson(
  q: Queryable,
  merchantId: number,
  d: RegistrationDetails,
): Promise<void> {
  const email = d.email?.trim().toLowerCase() || null;
  const idNumber = d.idNumber ? identityKey(d.idNumber) || null : null;
  const mobile = d.mobileNum || null;
  if (!email && !idNumber && !mobile) return;
  const [hit] = await q.query<{ id: number }>(
    `SELECT m.id FROM members m
      WHERE m.merchant_id = $1
        AND (($2::text IS NOT NULL AND m.mobile_num = $2 AND m.country_dialing_code IS NOT DISTINCT FROM $3)
          OR ($4::text IS NOT NULL AND lower(m.email) = $4)
          OR ($5::text IS NOT NULL
              AND upper(regexp_replace(coalesce(m.profile->>'idNumber', ''), '[[:space:]-]', '', 'g')) = $5))
        AND EXISTS (SELECT 1 FROM protection_exclusions x
                     WHERE x.merchant_id = m.merchant_id AND x.member_id = m.id AND x.kind = 'self-exclusion'
                       AND x.starts_at <= protection_now()
                       AND (x.ends_at IS NULL OR x.ends_at > protection_now()))
      LIMIT 1`,
    [merchantId, mobile, d.dialing, email, idNumber],
  );
  if (hit)
    throw new ApiError(
      403,
      'REGISTRATION_REFUSED',
      'An account cannot be opened with these details; please contact customer service',
    );
}
