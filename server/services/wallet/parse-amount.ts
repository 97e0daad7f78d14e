import { parseAmountText, type AmountProblem } from '../../../schemas/api/wallet-rules';
import { ApiError } from '../../domain/api-error';

/** What the platform says of a refused amount, under the field's name. */
export const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  empty: 'is required',
  format: 'must be a plain decimal such as 125.50 (digits and one point, no commas or spaces)',
  decimals: 'may have at most 2 decimals',
  zero: 'must be more than zero',
  negative: 'must be more than zero',
  'too-large': 'is too large',
};

/** A typed amount in minor units, or a VALIDATION error naming `field`. */
export function parseAmountField(text: string | undefined, field = 'amount'): number {
  const parsed = parseAmountText(text ?? '');
  if (!parsed.ok) throw ApiError.validation(field, AMOUNT_MESSAGES[parsed.problem]);
  return parsed.minor;
}

/** The smallest and largest amount (minor units) one payment of a kind may move. */
export interface AmountLimits {
  minAmount: number;
  maxAmount: number;
}

/**
 * Refuse an amount outside its limits as 400 LIMIT naming `amount`, both bounds said;
 * `payments` names the kind in the plural ("Transfers to the upline").
 */
export function refuseOutsideLimits(amount: number, limits: AmountLimits, payments: string): void {
  if (amount >= limits.minAmount && amount <= limits.maxAmount) return;
  const range = `between ${minorText(limits.minAmount)} and ${minorText(limits.maxAmount)}`;
  throw new ApiError(400, 'LIMIT', `${payments} are ${range}`, [
    { field: 'amount', message: `must be ${range}` },
  ]);
}

/** Minor units as plain text for messages ("12.50"). */
export function minorText(minor: number): string {
  return (minor / 100).toFixed(2);
}
