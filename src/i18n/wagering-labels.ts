import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ForfeitRefusal, WagerStateName } from '@schemas/api/wagering';
import { isCallError } from '../api/call-error';
import { moneyErrorText } from './money-errors';

/** A bonus requirement's state in the member's language. */
export function wagerStateLabel(state: WagerStateName): string {
  switch (state) {
    case 'active':
      return i18n._(msg`Wagering`);
    case 'met':
      return i18n._(msg`Wagered in full`);
    case 'forfeited':
      return i18n._(msg`Forfeited`);
  }
}

/** What the turnover is a multiple of: "20× the bonus", or with the deposit it matched. */
export function wagerBaseLabel(multiple: number, deposit: string | null): string {
  return deposit === null
    ? i18n._(msg`Bet ${multiple}× the bonus`)
    : i18n._(msg`Bet ${multiple}× the bonus and your ${deposit} deposit`);
}

/** Why a forfeit did not go through. */
export function forfeitErrorText(err: unknown): string {
  const reason = isCallError(err) ? (err.value as { reason?: ForfeitRefusal } | null)?.reason : undefined;
  switch (reason) {
    case 'recall':
      return i18n._(msg`Move the money in your game wallets back to the main wallet first, then forfeit.`);
    case 'met':
      return i18n._(msg`This bonus is wagered in full: its money is yours to keep.`);
    case 'forfeited':
      return i18n._(msg`This bonus was already forfeited.`);
    default:
      return moneyErrorText(err);
  }
}
