import { ApiError } from '../../../http/api-error';

/** Largest stake one round may take, in minor units (1,000,000.00). */
export const MAX_STAKE_MINOR = 100_000_000;

/**
 * A stake typed by a player ("1.25") to minor units, refusing what money cannot be:
 * not a number, zero, negative, or finer than a cent. Text, not a float, so 0.1 + 0.2
 * never becomes 0.30000000000000004.
 */
export function parseStake(text: string, field = 'stake'): number {
  const t = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) throw ApiError.validation(field, 'must be an amount such as 1.25');
  if (t.startsWith('-')) throw ApiError.validation(field, 'must be more than zero');
  const [whole, fraction = ''] = t.split('.');
  if (fraction.length > 2) throw ApiError.validation(field, 'may have at most 2 decimals');
  if ((whole as string).replace(/^0+/, '').length > 9) throw ApiError.validation(field, 'is too large');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0) throw ApiError.validation(field, 'must be more than zero');
  if (minor > MAX_STAKE_MINOR) throw ApiError.validation(field, 'is above the table limit');
  return minor;
}
