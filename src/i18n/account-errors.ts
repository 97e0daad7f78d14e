import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isCallError } from '../api/call-error';
import { roleErrorText } from './role-errors';
import { breakRefusalText } from './protection-words';
import type { BreakRefusal } from '@schemas/api/protection-breaks';

/**
 * What a failed account call means for the player, in the current language
 * (spec §8's phone and account messages). Field problems go under their field.
 */
export function accountErrorText(err: unknown): string {
  if (!isCallError(err)) return i18n._(msg`Unknown error. Please try again.`);
  const field = err.errors[0]?.field;
  switch (err.code) {
    case 'BAD_CREDENTIALS':
      if (field === 'oldPassword' || field === 'password') return i18n._(msg`The password is wrong`);
      return i18n._(msg`Wrong username or password`);
    case 'SELF_EXCLUDED':
      return breakRefusalText(err.value as BreakRefusal);
    case 'ACCOUNT_CLOSED':
      return i18n._(msg`This account was closed at your request. Please contact customer service.`);
    case 'REGISTRATION_REFUSED':
      return registrationRefusedText();
    case 'CAPTCHA_REQUIRED':
      return i18n._(msg`Please enter the captcha`);
    case 'CAPTCHA_INVALID':
      return i18n._(msg`Captcha check failed. Please try the new one.`);
    case 'ACCOUNT_LOCKED': {
      const seconds = (err.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 900;
      const minutes = Math.ceil(seconds / 60);
      return i18n._(
        msg`Too many failed logins. Please try again in ${minutes} minutes, or reset your password.`,
      );
    }
    case 'RATE_LIMITED': {
      const seconds = (err.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      return seconds && seconds < 300
        ? i18n._(msg`A code was sent already. You can ask for a new one in ${seconds} seconds.`)
        : i18n._(msg`Too many requests. Please retry after 5 minutes.`);
    }
    case 'CODE_INVALID':
      return /tries left/.test(err.message)
        ? i18n._(msg`The verification code is wrong. Please check it and try again.`)
        : i18n._(msg`The verification code is invalid or missing. Please resend.`);
    case 'CODE_EXPIRED':
      if (/sign-up|sign-in/.test(err.message))
        return i18n._(msg`This sign-up has expired. Please sign in with the provider again.`);
      return /link/.test(err.message)
        ? i18n._(msg`This reset link is invalid or has expired. Please ask for a new one.`)
        : i18n._(msg`The verification code has expired. Please resend.`);
    case 'TOO_MANY_ATTEMPTS':
      return /provider/.test(err.message)
        ? i18n._(msg`Too many tries. Please sign in with the provider again.`)
        : i18n._(msg`Too many wrong codes. Please ask for a new one.`);
    case 'CONFLICT':
      return field === 'mobileNum'
        ? i18n._(msg`This mobile number is already registered`)
        : i18n._(msg`This username is already taken`);
    case 'VALIDATION':
      return validationText(field, err.message);
    case 'TRIAL_ACCOUNT':
      return i18n._(
        msg({ id: 'in_need_true_account', message: 'Please register a real account to use this feature.' }),
      );
    case 'DISABLED':
      return i18n._(msg`Operation not allowed. Please contact customer service.`);
    case 'LIMIT':
      return (err.value as { reason?: string } | null)?.reason === 'sms-quota'
        ? i18n._(msg`Quota exceeded. Please contact customer service.`)
        : i18n._(msg`You have reached a limit. Please try again later.`);
    case 'NOT_FOUND':
      return /domain check/i.test(err.message)
        ? i18n._(msg`Invalid URL or domain check failed.`)
        : i18n._(msg`Unknown error. Please try again.`);
    case 'FORBIDDEN':
      return i18n._(msg`This account cannot log in. Please contact customer service.`);
    case 'UNAVAILABLE':
      return i18n._(msg`The service is temporarily unavailable. Please try again later.`);
    case 'BUSY':
      return i18n._(msg`The server is busy. Please try again in a moment.`);
    case 'NETWORK':
      return i18n._(msg`Network link abnormal`);
    case 'TIMEOUT':
      return i18n._(msg`Page load timeout`);
    case 'AGENT_LEVEL_LIMIT':
      // A player registering through an agent link made before the site lowered its agent levels.
      return field === 'affiliateCode'
        ? i18n._(msg`Invalid invitation code`)
        : i18n._(msg`Agents at your level cannot make agents.`);
    case 'NOT_AGENT':
    case 'NOT_MEMBER':
      return roleErrorText(err.code) as string;
    default:
      return i18n._(msg`Unknown error. Please try again.`);
  }
}

function validationText(field: string | undefined, message: string): string {
  if (field === 'confirmPassword' || field === 'confirmNewPassword')
    return i18n._(msg({ id: 'inconsistent_twice', message: 'The two passwords do not match' }));
  if (field === 'affiliateCode' && /invitation/i.test(message)) return i18n._(msg`Invalid invitation code`);
  if (field === 'mobileNum')
    return /format/i.test(message)
      ? i18n._(msg`Invalid phone format`)
      : i18n._(msg`Please enter a valid phone number`);
  if (field === 'verificationCode' || field === 'code')
    return i18n._(msg`Please enter a valid verification code`);
  if (field === 'ageConfirmed') return i18n._(msg`Please confirm that you are of legal age`);
  if (field === 'payeeName' && !/cannot be empty/.test(message)) return i18n._(msg`Wrong real-name format`);
  if (field === 'newPassword' && /differ/.test(message))
    return i18n._(msg`The new password must differ from the old one`);
  if (/cannot be empty/.test(message)) return i18n._(msg`Input cannot be empty`);
  return i18n._(msg`Please enter correct information`);
}

/** The field a failure is about, when it names one. */
export function errorField(err: unknown): string | undefined {
  return isCallError(err) ? err.errors[0]?.field : undefined;
}

/** A self-excluded person's new account refused (form or provider sign-up): why, naming no detail. */
export function registrationRefusedText(): string {
  return i18n._(
    msg`An account cannot be opened with these details. If you excluded yourself from playing, your exclusion still holds. Please contact customer service.`,
  );
}
