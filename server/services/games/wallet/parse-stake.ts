import { parseAmountText } from '../../../../schemas/api/wallet-rules';
import { ApiError } from '../../../domain/api-error';
import { AMOUNT_MESSAGES } from '../../wallet/parse-amount';

/** Largest stake one round may take, in minor units (1,000,000.00). */
export const MAX_STAKE_MINOR = 100_000_000;

/**
 * A stake typed by a player ("1.25") to minor units, by the one amount rule every money
 * call uses (schemas/api/wallet-rules.ts), under the table's own ceiling.
 */
export function parseStake(text: string, field = 'stake'): number {
  const parsed = parseAmountText(text);
  if (!parsed.ok) throw ApiError.validation(field, AMOUNT_MESSAGES[parsed.problem]);
  if (parsed.minor > MAX_STAKE_MINOR) throw ApiError.validation(field, 'is above the table limit');
  return parsed.minor;
}
