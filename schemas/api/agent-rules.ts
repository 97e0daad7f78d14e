/**
 * Agent rules shared by the platform and the portal (values only, no schema library):
 * who is an agent, what a contract is made of, and the limits of a tier table.
 */

/** Agent types that see the agent area (spec §6, §9). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;

/**
 * Agent-only accounts: they run a team and are paid by it, but do not play, so the
 * member area (games, game wallets, betting) answers NOT_MEMBER
 * (docs/decisions/agent-roles.md).
 */
export const AGENT_ONLY_TYPES = [41, 42] as const;

export function isAgentType(isAgent: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(isAgent);
}

export function isAgentOnly(isAgent: number): boolean {
  return (AGENT_ONLY_TYPES as readonly number[]).includes(isAgent);
}

/** The four contract products of spec §3, §7 (dividend, daily, hourly, real-time salary). */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** What a contract counts: every game, or one product type (the popup's blocks). */
export const CONTRACT_PRODUCTS = ['ALL', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type ContractProduct = (typeof CONTRACT_PRODUCTS)[number];

/** Settlement periods: D day, W week, M month, H hour, 5m five minutes (spec §3, §9). */
export const CONTRACT_PERIODS = ['D', 'W', 'M', 'H', '5m'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** The periods each kind may settle on. Real-time salary settles every 5 minutes (spec §9). */
export const KIND_PERIODS: Readonly<Record<ContractKind, readonly ContractPeriod[]>> = {
  dividend: ['D', 'W', 'M'],
  dailySalary: ['D'],
  hourlySalary: ['H'],
  realtimeSalary: ['5m'],
};

/** Contract states (spec §4) plus the two in-between ones: an open offer, a termination asked for. */
export const CONTRACT_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'terminating',
  'terminated',
  'finished',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** At most this many tiers in one contract. */
export const MAX_TIERS = 10;

/** Percent rates are in basis points: 10,000 is 100 %. */
export const RATE_SCALE = 10_000;

/** One step of a tier table; the highest step whose every threshold is met applies. */
export interface ContractTier {
  /** Team valid bet in the period at least this (minor units): "minimum bet" or "bet volume >= X". */
  minBet: number;
  /** Dividend only: team net loss in the period at least this (minor units). */
  netLoss: number;
  /** Team members who bet in the period, at least this many. */
  activeMembers: number;
  /** Basis points of the base (percent contracts) or minor units per period (fixed daily salary). */
  rate: number;
}

export type TierProblem = { field: string; message: string };

/**
 * The first thing wrong with a tier table, or undefined: 1 to MAX_TIERS tiers, every
 * number whole and not negative, each tier's money threshold and rate strictly above the
 * one before and its active members not fewer, rates above zero and percent rates at most
 * 100 %. The form shows the same words the platform answers.
 */
export function tierProblem(
  tiers: readonly ContractTier[],
  kind: ContractKind,
  rateType: 'percent' | 'fixed',
): TierProblem | undefined {
  if (tiers.length === 0) return { field: 'tiers', message: 'needs at least one tier' };
  if (tiers.length > MAX_TIERS) return { field: 'tiers', message: `has at most ${MAX_TIERS} tiers` };
  for (const [i, t] of tiers.entries()) {
    const at = (name: string) => `tiers.${i}.${name}`;
    for (const name of ['minBet', 'netLoss', 'activeMembers', 'rate'] as const) {
      if (!Number.isSafeInteger(t[name]) || t[name] < 0)
        return { field: at(name), message: 'must be a whole number, not negative' };
    }
    if (kind !== 'dividend' && t.netLoss !== 0)
      return { field: at('netLoss'), message: 'applies to dividend contracts only' };
    if (t.rate === 0) return { field: at('rate'), message: 'must be above zero' };
    if (rateType === 'percent' && t.rate > RATE_SCALE)
      return { field: at('rate'), message: 'must be at most 100 %' };
    const prev = tiers[i - 1];
    if (!prev) continue;
    const money =
      kind === 'dividend' ? t.netLoss > prev.netLoss || t.minBet > prev.minBet : t.minBet > prev.minBet;
    if (!money || t.minBet < prev.minBet || t.netLoss < prev.netLoss)
      return {
        field: at(kind === 'dividend' ? 'netLoss' : 'minBet'),
        message: 'must be above the tier before',
      };
    if (t.activeMembers < prev.activeMembers)
      return { field: at('activeMembers'), message: 'must not be fewer than the tier before' };
    if (t.rate <= prev.rate) return { field: at('rate'), message: 'must be above the tier before' };
  }
  return undefined;
}

/** The rate of the highest tier whose thresholds are all met, or 0. */
export function tierRate(
  tiers: readonly ContractTier[],
  figures: { validBet: number; netLoss: number; activeMembers: number },
): number {
  let rate = 0;
  for (const t of tiers) {
    if (
      figures.validBet >= t.minBet &&
      figures.netLoss >= t.netLoss &&
      figures.activeMembers >= t.activeMembers
    )
      rate = t.rate;
  }
  return rate;
}

/** Agent reports span at most this many days (the 30-day cap; spec §9 ranges of 7 and 30). */
export const AGENT_REPORT_MAX_DAYS = 30;

/** Team report sums are kept per quarter hour; a report's UTC offset is a whole number of them. */
export const TEAM_SUM_MINUTES = 15;

/** Products a registration link sets a rebate for (the contract products without ALL). */
export const REBATE_PRODUCTS = ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

/** Live registration links one agent may hold at once. */
export const MAX_LINKS_PER_AGENT = 20;

/**
 * A rate typed as a percent with at most 2 decimals ("1.25") in basis points, or
 * undefined when it is not one.
 */
export function parsePercentText(text: string): number | undefined {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percent text: 125 -> "1.25". */
export function percentText(bp: number): string {
  return (bp / 100).toFixed(2);
}

/**
 * The first thing wrong with a link's rebates, or undefined: whole basis points, not
 * negative, none above the ceiling (the agent's own rebate for that product).
 */
export function rebateProblem(
  rebates: Readonly<Partial<Record<RebateProduct, number>>>,
  ceiling: Readonly<Record<RebateProduct, number>>,
): TierProblem | undefined {
  for (const p of REBATE_PRODUCTS) {
    const r = rebates[p] ?? 0;
    if (!Number.isSafeInteger(r) || r < 0)
      return { field: `rebates.${p}`, message: 'must be a whole number of basis points, not negative' };
    if (r > ceiling[p])
      return { field: `rebates.${p}`, message: `must be at most ${percentText(ceiling[p])} %` };
  }
  return undefined;
}
