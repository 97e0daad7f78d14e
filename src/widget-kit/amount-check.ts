import { i18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { parseAmountText } from '@schemas/api/wallet-rules';
import { amountProblemText } from '../i18n/money-errors';

export interface AmountBounds {
  /** What the member has to send from (minor units). */
  available: number;
  minAmount: number;
  maxAmount: number;
}

/**
 * Why a typed amount cannot go (its form, the balance, the limits), or null. `overBalance`
 * says the balance in the form's words ("You can withdraw at most …"); `money` formats minor units.
 */
export function amountError(
  text: string,
  bounds: AmountBounds,
  overBalance: (available: string) => string,
  money: (minor: number) => string,
): string | null {
  const parsed = parseAmountText(text);
  if (!parsed.ok) return amountProblemText(parsed.problem);
  if (parsed.minor > bounds.available) return overBalance(money(bounds.available));
  if (parsed.minor < bounds.minAmount || parsed.minor > bounds.maxAmount)
    return i18n._(
      msg`Enter between ${ph({ min: money(bounds.minAmount) })} and ${ph({ max: money(bounds.maxAmount) })}`,
    );
  return null;
}

/** A payment password as a money form checks it before sending: exactly six digits. */
export function paymentPasswordError(password: string): string | null {
  return /^\d{6}$/.test(password) ? null : i18n._(msg`The payment password is exactly 6 digits`);
}
