import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycDocumentKind, KycStatus } from '@schemas/api/kyc-rules';

/** "Proof of identity", "Proof of address", "Source of funds". */
export function kycKindText(kind: KycDocumentKind): string {
  switch (kind) {
    case 'identity':
      return i18n._(msg`Proof of identity`);
    case 'address':
      return i18n._(msg`Proof of address`);
    case 'source-of-funds':
      return i18n._(msg`Source of funds`);
  }
}

/** What each kind may be, for the member choosing what to send. */
export function kycKindHint(kind: KycDocumentKind): string {
  switch (kind) {
    case 'identity':
      return i18n._(
        msg`Passport, national identity card or driving licence, both sides, every corner visible.`,
      );
    case 'address':
      return i18n._(msg`A utility bill or bank statement from the last 3 months with your name and address.`);
    case 'source-of-funds':
      return i18n._(
        msg`A payslip, bank statement or other proof of where the money you play with comes from.`,
      );
  }
}

export function kycStatusText(status: KycStatus | 'pending-document' | 'approved-document'): string {
  switch (status) {
    case 'none':
      return i18n._(msg`Not verified`);
    case 'pending':
    case 'pending-document':
      return i18n._(msg`Waiting for review`);
    case 'approved':
    case 'approved-document':
      return i18n._(msg`Approved`);
    case 'rejected':
      return i18n._(msg`Rejected`);
  }
}

/** Why a withdrawal waits for KYC, by the member's status. */
export function kycRequiredText(status: KycStatus): string {
  switch (status) {
    case 'pending':
      return i18n._(msg`Your documents are waiting for review. You can withdraw once they are approved.`);
    case 'rejected':
      return i18n._(msg`Your documents were not approved. Please send new ones to withdraw.`);
    default:
      return i18n._(msg`This site needs to verify your identity before your first withdrawal.`);
  }
}
