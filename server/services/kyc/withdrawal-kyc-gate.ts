import type { KycRefusal, KycStatus } from '../../../schemas/api/kyc-rules';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { kycSettings } from './kyc-settings';
import { kycStatusOf } from './kyc-state';

/**
 * What stops this member's withdrawal for KYC, or undefined: when the merchant requires
 * approved KYC before the first withdrawal, a member without approval and without a
 * completed withdrawal is held back (docs/decisions/kyc-documents.md). Both only ever move
 * towards allowing (an approval is final, a completed withdrawal stays completed), so a check
 * before the withdrawal's transaction cannot be outrun.
 */
export async function kycHold(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<{ status: KycStatus; reason: string | null } | undefined> {
  if (!kycSettings(merchant).requiredBeforeFirstWithdrawal) return undefined;
  const { status, reason } = await kycStatusOf(q, merchant.id, memberId);
  if (status === 'approved') return undefined;
  const [done] = await q.query<{ one: number }>(
    `SELECT 1 AS one FROM withdrawals WHERE merchant_id = $1 AND member_id = $2 AND status = 'completed' LIMIT 1`,
    [merchant.id, memberId],
  );
  return done ? undefined : { status, reason };
}

/** 403 KYC_REQUIRED with `value.status` when the member must be approved first. */
export async function refuseWithoutKyc(q: Queryable, merchant: Merchant, memberId: number): Promise<void> {
  const hold = await kycHold(q, merchant, memberId);
  if (!hold) return;
  const value: KycRefusal = { status: hold.status };
  throw new ApiError(
    403,
    'KYC_REQUIRED',
    'Please verify your identity before your first withdrawal: send your documents in the member centre',
    undefined,
    value,
  );
}
