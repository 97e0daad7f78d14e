/**
 * How the agent centre's ledger reports name money movements (values only, shared by
 * the platform's SQL and the portal's labels): the transaction types of spec §2's
 * Transaction details filter, and the ledger kinds an agent's own income is posted as.
 */

/**
 * Ledger transaction kinds of an agent's earnings: the contract payments settlement posts
 * (server/services/agents/settlement, upline to downline) and the agent rebate. My income
 * (agentRevenueReport) reads the credits of these kinds.
 */
export const AGENT_INCOME_KINDS = {
  agentRebate: 'agent.rebate',
  dividend: 'contract.dividend',
  dailySalary: 'contract.daily',
  hourlySalary: 'contract.hourly',
  realtimeSalary: 'contract.realtime',
} as const;
export type AgentIncomeType = keyof typeof AGENT_INCOME_KINDS;
export const AGENT_INCOME_TYPES = Object.keys(AGENT_INCOME_KINDS) as AgentIncomeType[];

/** The income type of a ledger kind, if it is one. */
export function incomeTypeOf(kind: string): AgentIncomeType | undefined {
  return AGENT_INCOME_TYPES.find((t) => AGENT_INCOME_KINDS[t] === kind);
}

/** Ledger kinds of rebates paid to players (not agents). */
export const BETTING_REBATE_KIND = 'rebate.bet';
export const REFERRAL_REBATE_KIND = 'rebate.referral';

/** The types of Transaction details (agentDownlineTransactionDetailsCopy), in the spec's order. */
export const TEAM_TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'betting',
  'winning',
  'promotion',
  'bettingRebate',
  'agentRebate',
  'shareBonus',
  'dailyWage',
  'hourlyWage',
  'referralRebate',
  'transfer',
  'other',
] as const;
export type TeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

/** Which ledger kinds each type covers: exact kinds, and kinds by prefix. `other` is everything else. */
export const TEAM_TRANSACTION_KINDS: Record<
  Exclude<TeamTransactionType, 'other'>,
  { kinds: readonly string[]; prefixes?: readonly string[] }
> = {
  deposit: { kinds: ['deposit'] },
  withdraw: { kinds: [], prefixes: ['withdrawal.'] },
  betting: { kinds: ['bet'] },
  winning: { kinds: ['win'] },
  promotion: { kinds: [], prefixes: ['bonus.'] },
  bettingRebate: { kinds: [BETTING_REBATE_KIND] },
  agentRebate: { kinds: [AGENT_INCOME_KINDS.agentRebate] },
  shareBonus: { kinds: [AGENT_INCOME_KINDS.dividend] },
  dailyWage: { kinds: [AGENT_INCOME_KINDS.dailySalary] },
  hourlyWage: { kinds: [AGENT_INCOME_KINDS.hourlySalary, AGENT_INCOME_KINDS.realtimeSalary] },
  referralRebate: { kinds: [REFERRAL_REBATE_KIND] },
  // Money an agent moves to a downline (or back), and a member's own wallet-to-wallet moves.
  transfer: { kinds: [], prefixes: ['transfer.'] },
};

/** The Transaction details type of a ledger kind. */
export function teamTransactionTypeOf(kind: string): TeamTransactionType {
  for (const type of TEAM_TRANSACTION_TYPES) {
    if (type === 'other') continue;
    const rule = TEAM_TRANSACTION_KINDS[type];
    if (rule.kinds.includes(kind) || rule.prefixes?.some((p) => kind.startsWith(p))) return type;
  }
  return 'other';
}
