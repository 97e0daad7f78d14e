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

/**
 * Refuse a stake under the least one a game takes (`where` names it: a table, a game, a book),
 * naming `stake`. The least stake goes with the refusal as `value.minStake` (minor units), so
 * a game page says it in the player's language and currency rather than the platform's English.
 */
export function refuseBelowMinStake(stake: number, minStake: number, where: 'table' | 'game' | 'book'): void {
  if (stake >= minStake) return;
  const message = `is below this ${where}’s minimum bet`;
  throw new ApiError(400, 'VALIDATION', `stake: ${message}`, [{ field: 'stake', message }], { minStake });
}
