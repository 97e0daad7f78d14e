import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContractKind, ContractPeriod, ContractStatus, TierProblem } from '@schemas/api/agent-rules';
import { isCallError } from '../api/call-error';
import { moneyErrorText } from './money-errors';
import { gameTypeLabel } from './record-labels';

/** A contract's state (spec §4 R4.31), as the agent and the downline read it. */
export function contractStatusLabel(status: ContractStatus): string {
  switch (status) {
    case 'pending':
      return i18n._(msg`Waiting for an answer`);
    case 'accepted':
      return i18n._(msg`Accepted`);
    case 'rejected':
      return i18n._(msg`Rejected`);
    case 'terminating':
      return i18n._(msg`Ending requested`);
    case 'terminated':
      return i18n._(msg`Terminated`);
    case 'finished':
      return i18n._(msg`Finished`);
  }
}

/** The game type a contract counts: every game, or one product (the popup's blocks). */
export function contractProductLabel(product: string): string {
  return product === 'ALL' ? i18n._(msg`All games`) : gameTypeLabel(product);
}

/** A settlement period (spec §3: D, W, M, H; §9: every 5 minutes). */
export function contractPeriodLabel(period: ContractPeriod): string {
  switch (period) {
    case 'D':
      return i18n._(msg`Daily`);
    case 'W':
      return i18n._(msg`Weekly`);
    case 'M':
      return i18n._(msg`Monthly`);
    case 'H':
      return i18n._(msg`Hourly`);
    case '5m':
      return i18n._(msg`Every 5 minutes`);
  }
}

/** The contract product's own name: dividend, daily, hourly or real-time salary. */
export function contractKindLabel(kind: ContractKind): string {
  switch (kind) {
    case 'dividend':
      return i18n._(msg`Dividend`);
    case 'dailySalary':
      return i18n._(msg`Daily salary`);
    case 'hourlySalary':
      return i18n._(msg`Hourly salary`);
    case 'realtimeSalary':
      return i18n._(msg`Real-time salary`);
  }
}

/** What is wrong with one tier field (the words of `tierProblem`, shared with the platform). */
export function tierProblemText(problem: TierProblem): string {
  if (problem.message.startsWith('must be a whole number')) return i18n._(msg`Enter a number, not negative`);
  if (problem.message === 'must be above zero') return i18n._(msg`The rate must be above zero`);
  if (problem.message === 'must be at most 100 %') return i18n._(msg`The rate must be at most 100 %`);
  if (problem.message === 'must not be fewer than the tier before')
    return i18n._(msg`Must not be fewer than the tier before`);
  if (problem.message === 'must not be above your own rate')
    return i18n._(msg`Must not be above your own rate`);
  if (problem.message === 'must be above the tier before') return i18n._(msg`Must be above the tier before`);
  if (problem.field === 'tiers') return i18n._(msg`Add between 1 and 10 tiers`);
  return i18n._(msg`Please check this value`);
}

/** Why a contract call was refused, in the member's language; field problems under their field. */
export function contractErrorText(err: unknown): string {
  if (!isCallError(err)) return moneyErrorText(err);
  const field = err.errors[0]?.field;
  const message = err.errors[0]?.message ?? err.message;
  if (field?.startsWith('tiers')) return tierProblemText({ field, message });
  if (field === 'member') {
    if (err.code === 'CONFLICT') return i18n._(msg`An offer of this contract already waits for this member`);
    if (/promote/.test(message)) return i18n._(msg`This member is a player: promote them to agent first`);
    if (/active/.test(message)) return i18n._(msg`This account is not active`);
    return i18n._(msg`Enter the username of one of your direct members`);
  }
  if (err.code === 'NOT_FOUND') return i18n._(msg`This request is no longer waiting for your answer`);
  if (err.code === 'FORBIDDEN') return i18n._(msg`You hold no contract of this kind to share with your team`);
  if (field === 'rateType') return i18n._(msg`Use the same rate type as your own contract`);
  if (field === 'confirmEndingDownlineContracts')
    return i18n._(msg`Confirm that your higher-rate team contracts end`);
  return moneyErrorText(err);
}

/** One tier in words: its thresholds and its rate (spec §3 contract; the popup's columns). */
export function tierText(
  tier: { minBet: number; netLoss: number; activeMembers: number; rate: number },
  kind: ContractKind,
  rateType: 'percent' | 'fixed',
  money: (minor: number) => string,
): string {
  const rate = rateType === 'percent' ? `${(tier.rate / 100).toFixed(2)} %` : money(tier.rate);
  const bet = money(tier.minBet);
  const members = tier.activeMembers;
  if (kind === 'dividend') {
    const loss = money(tier.netLoss);
    return i18n._(msg`Bet ${bet}, net loss ${loss}, ${members} active: ${rate}`);
  }
  return i18n._(msg`Bet at least ${bet}, ${members} active: ${rate}`);
}

/** What became of a settled period: paid, nothing earned, or the agent's wallet was short. */
export function paymentStatusLabel(status: 'paid' | 'nothing' | 'short'): string {
  switch (status) {
    case 'paid':
      return i18n._(msg`Paid`);
    case 'nothing':
      return i18n._(msg`No tier reached`);
    case 'short':
      return i18n._(msg`Not paid: the agent's wallet was short`);
  }
}
