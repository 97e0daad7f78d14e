import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { forfeitBonus, getBonusWagering } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';
import { moneyVersionAtom, refreshMoneyAtom } from './wallet';

/**
 * The member's bonus turnover requirements and what is left to bet before money may
 * leave the wallets (docs/decisions/bonus-wagering.md); null for visitors and trial
 * accounts. Reloads with every money movement (a claim adds one, bets fill them).
 */
export const bonusWageringAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  const session = get(sessionAtom);
  if (!session?.token || session.isAgent === 4) return null;
  return get(apiClientAtom).call(
    getBonusWagering,
    { language: get(languageAtom) },
    { signal, module: 'rewards' },
  );
});

/**
 * Give a bonus up with the submission's key (a retry forfeits once); balance, money
 * views and the requirements refresh after, even after a failure.
 */
export const forfeitBonusAtom = atom(
  null,
  async (get, set, input: { wagerId: number; idempotencyKey: string }) => {
    try {
      return await get(apiClientAtom).call(
        forfeitBonus,
        { ...input, language: get(languageAtom) },
        { module: 'rewards' },
      );
    } finally {
      set(refreshMoneyAtom);
    }
  },
);
