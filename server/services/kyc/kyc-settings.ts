import type { Merchant } from '../../domain/merchant';

export interface KycSettings {
  /** Members may send documents (on unless `kyc.enabled` is false). */
  enabled: boolean;
  /** A member's first withdrawal waits for approved KYC (off unless set). */
  requiredBeforeFirstWithdrawal: boolean;
}

/**
 * platform.json `kyc: { "enabled": true, "requiredBeforeFirstWithdrawal": true }`. Requiring
 * KYC switches uploads on whatever `enabled` says, so no member is left unable to withdraw.
 */
export function kycSettings(merchant: Merchant): KycSettings {
  const raw = merchant.settings.kyc;
  const set = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const required = set.requiredBeforeFirstWithdrawal === true;
  return { enabled: required || set.enabled !== false, requiredBeforeFirstWithdrawal: required };
}
