import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AmountProblem, PaymentPasswordProblem } from '@schemas/api/wallet-rules';
import { isCallError } from '../api/call-error';
import { roleErrorText } from './role-errors';
import { kycRequiredText } from './kyc-words';
import { limitRefusalText } from './protection-words';
import type { LimitRefusal } from '@schemas/api/protection-rules';
import type { KycRefusal } from '@schemas/api/kyc-rules';

/** Why a typed amount cannot be sent, in the current language. */
export function amountProblemText(problem: AmountProblem): string {
  switch (problem) {
    case 'empty':
      return i18n._(msg`Please enter an amount`);
    case 'format':
      return i18n._(msg`Please enter an amount such as 125.50`);
    case 'decimals':
      return i18n._(msg`Use at most 2 decimals`);
    case 'zero':
    case 'negative':
      return i18n._(msg`The amount must be more than zero`);
    case 'too-large':
      return i18n._(msg`The amount is too large`);
  }
}

export function paymentPasswordProblemText(problem: PaymentPasswordProblem): string {
  switch (problem) {
    case 'length':
      return i18n._(msg`The payment password is exactly 6 digits`);
    case 'digits':
      return i18n._(msg`Use digits only`);
    case 'repeated':
      return i18n._(msg`Do not repeat one digit`);
    case 'sequence':
      return i18n._(msg`Do not use a straight run such as 123456`);
  }
}

/**
 * What a failed money call means for the member (R8.14): the reason in their
 * language, and nothing moved. Field problems are shown under their field.
 */
export function moneyErrorText(err: unknown): string {
  if (!isCallError(err)) return i18n._(msg`Unknown error. Please try again.`);
  const field = err.errors[0]?.field;
  switch (err.code) {
    case 'INSUFFICIENT_FUNDS':
      return field === 'from'
        ? i18n._(msg`That wallet is empty`)
        : i18n._(msg`The amount is above your balance`);
    case 'WAGERING_REQUIRED': {
      const remaining = (err.value as { remaining?: number } | null)?.remaining ?? 0;
      const amount = new Intl.NumberFormat(i18n.locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(remaining / 100);
      return i18n._(
        msg`Bet ${amount} more first: your bonus's wagering is not complete. You can also forfeit the bonus in the reward centre.`,
      );
    }
    case 'LIMIT':
      return field === 'file'
        ? i18n._(msg`At most 3 images per payment`)
        : field === 'amount'
          ? i18n._(msg`The amount is outside the allowed limits`)
          : i18n._(msg`You have reached a limit. Please wait until your earlier requests are processed.`);
    case 'PLAYER_LIMIT':
      return limitRefusalText(err.value as LimitRefusal);
    case 'KYC_REQUIRED':
      return kycRequiredText((err.value as KycRefusal | null)?.status ?? 'none');
    case 'IDEMPOTENCY_MISMATCH':
      return i18n._(msg`This request was already sent with other details. Please check your records.`);
    case 'BAD_CREDENTIALS': {
      if (field === 'loginPassword') return i18n._(msg`The login password is wrong`);
      const left = (err.value as { triesLeft?: number } | null)?.triesLeft;
      return left === undefined
        ? i18n._(msg`The payment password is wrong`)
        : i18n._(msg`The payment password is wrong (${left} tries left)`);
    }
    case 'TOO_MANY_ATTEMPTS': {
      const until = (err.value as { lockedUntil?: string } | null)?.lockedUntil;
      const time = until
        ? new Date(until).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' })
        : '';
      return i18n._(msg`Too many wrong payment passwords. Payments are locked until ${time}.`);
    }
    case 'VERIFICATION_REQUIRED':
      return i18n._(msg`Please set a payment password in My account first`);
    case 'TRIAL_ACCOUNT':
      return i18n._(
        msg({ id: 'in_need_true_account', message: 'Please register a real account to use this feature.' }),
      );
    case 'CONFLICT':
      return conflictText(field, err.message);
    case 'UNSUPPORTED_MEDIA_TYPE':
      return i18n._(msg`Only PNG or JPG images can be added`);
    case 'PAYLOAD_TOO_LARGE':
      return i18n._(msg`Each image may be at most 5 MB`);
    case 'DISABLED':
      return i18n._(msg`Operation not allowed. Please contact customer service.`);
    case 'RATE_LIMITED':
      return i18n._(msg`Too many requests. Please retry after 5 minutes.`);
    case 'VALIDATION':
      return validationText(field);
    case 'UNAVAILABLE':
      return i18n._(msg`The service is temporarily unavailable. Please try again later.`);
    case 'BUSY':
      return i18n._(msg`The server is busy. Please try again in a moment.`);
    case 'NETWORK':
      return i18n._(msg`Network link abnormal`);
    case 'TIMEOUT':
      return i18n._(msg`Page load timeout`);
    case 'NOT_AGENT':
    case 'NOT_MEMBER':
      return roleErrorText(err.code) as string;
    default:
      return i18n._(msg`Unknown error. Please try again.`);
  }
}

function conflictText(field: string | undefined, message: string): string {
  if (field === 'accountNumber') return i18n._(msg`This account is already bound`);
  if (/withdrawal in progress/.test(message)) return i18n._(msg`You already have a withdrawal in progress`);
  if (/already/.test(message)) return i18n._(msg`This has already been processed`);
  return i18n._(msg`Please refresh and try again`);
}

function validationText(field: string | undefined): string {
  switch (field) {
    case 'amount':
      return i18n._(msg`Please enter a valid amount`);
    case 'from':
    case 'to':
      return i18n._(msg`Please choose one of your wallets`);
    case 'channel':
      return i18n._(msg`This deposit channel is not available`);
    case 'payerName':
    case 'holderName':
      return i18n._(msg`Please enter the account holder's name`);
    case 'accountNumber':
      return i18n._(msg`Please enter a valid account number`);
    case 'newPaymentPassword':
      return i18n._(msg`The payment password is exactly 6 digits, not repeated or in a row`);
    case 'confirmPaymentPassword':
      return i18n._(msg({ id: 'inconsistent_twice', message: 'The two passwords do not match' }));
    case 'remark':
      return i18n._(msg`The remark may be at most 140 characters`);
    case 'proofs':
      return i18n._(msg`Please add at least one proof image`);
    case 'startDate':
    case 'endDate':
      return i18n._(msg`Please choose a valid date range`);
    default:
      return i18n._(msg`Please enter correct information`);
  }
}
