import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgentIncomeType, TeamTransactionType } from '@schemas/api/agent-ledger-types';

const TRANSACTION_TYPES: Record<TeamTransactionType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdraw: msg`Withdraw`,
  betting: msg`Betting`,
  winning: msg`Winning`,
  promotion: msg`Promotion`,
  bettingRebate: msg`Betting rebate`,
  agentRebate: msg`Agent rebate`,
  shareBonus: msg`Share bonus`,
  dailyWage: msg`Daily wage`,
  hourlyWage: msg`Hourly wage`,
  referralRebate: msg`Referral rebate`,
  transfer: msg`Transfer`,
  other: msg`Other`,
};

/** A Transaction details type (spec §2) in the current language. */
export function transactionTypeLabel(type: TeamTransactionType): string {
  return i18n._(TRANSACTION_TYPES[type]);
}

const INCOME_TYPES: Record<AgentIncomeType, MessageDescriptor> = {
  agentRebate: msg`Agent rebate`,
  dividend: msg`Dividend`,
  dailySalary: msg`Daily salary`,
  hourlySalary: msg`Hourly salary`,
  realtimeSalary: msg`Real-time salary`,
};

/** A kind of the agent's own income in the current language. */
export function incomeTypeLabel(type: AgentIncomeType): string {
  return i18n._(INCOME_TYPES[type]);
}
