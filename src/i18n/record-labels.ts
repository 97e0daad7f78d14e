import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RangeProblem } from '@schemas/api/wallet-rules';

/**
 * A ledger transaction kind as the member reads it in the account record; `amount` tells the
 * side of a transfer between two members (the agent's entry goes out, the downline's comes in).
 */
export function movementLabel(kind: string, amount?: number): string {
  switch (kind) {
    case 'deposit':
      return i18n._(msg`Deposit`);
    case 'withdrawal.hold':
      return i18n._(msg`Withdrawal held`);
    case 'withdrawal.release':
      return i18n._(msg`Withdrawal released`);
    case 'withdrawal.payout':
      return i18n._(msg`Withdrawal paid out`);
    case 'transfer.wallet':
      return i18n._(msg`Wallet transfer`);
    case 'transfer.upline':
      return i18n._(msg`Transfer to upline`);
    case 'transfer.downline':
      return amount !== undefined && amount < 0
        ? i18n._(msg`Transfer to downline`)
        : i18n._(msg`Transfer from upline`);
    case 'bet':
      return i18n._(msg`Bet`);
    case 'win':
      return i18n._(msg`Payout`);
    case 'rollback':
      return i18n._(msg`Bet returned`);
    case 'bonus.reward':
      return i18n._(msg`Reward`);
    case 'bonus.raffle':
      return i18n._(msg`Raffle prize`);
    case 'bonus.mission':
      return i18n._(msg`Mission prize`);
    case 'bonus.forfeit':
      return i18n._(msg`Bonus forfeited`);
    case 'bonus.points':
      return i18n._(msg`Points converted`);
    case 'trial.credit':
    case 'demo.credit':
      return i18n._(msg`Trial credit`);
    case 'reversal':
      return i18n._(msg`Correction`);
    case 'contract.dividend':
      return i18n._(msg`Share bonus`);
    case 'contract.daily':
      return i18n._(msg`Daily wage`);
    case 'contract.hourly':
      return i18n._(msg`Hourly wage`);
    case 'contract.realtime':
      return i18n._(msg`Real-time wage`);
    default:
      return i18n._(msg`Other`);
  }
}

/** A wallet code of the records: main, hold, demo or a vendor's code (shown as is). */
export function walletLabel(code: string): string {
  if (code === 'main') return i18n._(msg`Main wallet`);
  if (code === 'hold') return i18n._(msg`Held for withdrawals`);
  if (code === 'demo') return i18n._(msg`Trial credit`);
  return code;
}

const GAME_TYPE_IDS: Record<string, string> = {
  LIVE: 'nav.live',
  RNG: 'nav.rng',
  FISH: 'nav.fish',
  PVP: 'nav.pvp',
  SPORTS: 'nav.sports',
  ESPORTS: 'nav.esports',
  LOTT: 'nav.lottery',
  ELOTT: 'nav.elottery',
  COCKFIGHT: 'nav.cockfight',
};

/** A game type (LIVE, RNG...) with the name the navigation uses. */
export function gameTypeLabel(type: string): string {
  const id = GAME_TYPE_IDS[type];
  return id ? i18n._(id) : type;
}

/** Why a record date range is refused. */
export function rangeProblemText(problem: RangeProblem): string {
  switch (problem.problem) {
    case 'format':
      return i18n._(msg`Please choose a valid date`);
    case 'inverted':
      return i18n._(msg`The end date is before the start date`);
    case 'too-long':
      return i18n._(msg`A range may cover at most 12 months`);
    case 'too-old':
      return i18n._(msg`Records go back at most 12 months`);
  }
}
