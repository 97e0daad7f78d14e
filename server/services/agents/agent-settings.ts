import { CONTRACT_KINDS, RATE_SCALE, type ContractKind } from '../../../schemas/api/agent-rules';
import type { Merchant } from '../../domain/merchant';

/** What platform.json `agents` holds: which contract products run, and the top agents' ceilings. */
export interface AgentSettings {
  /** Contract products this merchant runs (all unless switched off). */
  kinds: Readonly<Record<ContractKind, boolean>>;
  /**
   * Highest percent rate (basis points) an agent without a contract of its own (a top
   * agent, directly under the merchant) may offer, by kind.
   */
  maxRate: Readonly<Record<ContractKind, number>>;
  /** Highest fixed daily salary (minor units per day) a top agent may offer. */
  maxFixedDaily: number;
  /**
   * Levels of agents under the merchant: a top agent is level 1, an agent it makes is
   * level 2, and so on. An agent at the last level makes no more agents
   * (docs/decisions/agent-roles.md).
   */
  maxLevels: number;
}

/** Three levels unless platform.json says otherwise: top agent, sub-agent, and one more. */
export const DEFAULT_MAX_AGENT_LEVELS = 3;

const DEFAULT_MAX_RATE: Record<ContractKind, number> = {
  dividend: 4_000,
  dailySalary: 200,
  hourlySalary: 100,
  realtimeSalary: 100,
};

/** platform.json `agents: { kinds: { hourlySalary: false }, maxRate: { dividend: 3500 }, maxFixedDaily: 50000, maxLevels: 3 }`. */
export function agentSettings(merchant: Merchant): AgentSettings {
  const raw = (merchant.settings.agents ?? {}) as {
    kinds?: Record<string, unknown>;
    maxRate?: Record<string, unknown>;
    maxFixedDaily?: unknown;
    maxLevels?: unknown;
  };
  const rate = (v: unknown, d: number) =>
    Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= RATE_SCALE ? (v as number) : d;
  const kinds = Object.fromEntries(CONTRACT_KINDS.map((k) => [k, raw.kinds?.[k] !== false])) as Record<
    ContractKind,
    boolean
  >;
  const maxRate = Object.fromEntries(
    CONTRACT_KINDS.map((k) => [k, rate(raw.maxRate?.[k], DEFAULT_MAX_RATE[k])]),
  ) as Record<ContractKind, number>;
  const fixed = raw.maxFixedDaily;
  const levels = raw.maxLevels;
  return {
    kinds,
    maxRate,
    maxFixedDaily: Number.isSafeInteger(fixed) && (fixed as number) > 0 ? (fixed as number) : 1_000_00,
    maxLevels:
      Number.isSafeInteger(levels) && (levels as number) >= 1 && (levels as number) <= 20
        ? (levels as number)
        : DEFAULT_MAX_AGENT_LEVELS,
  };
}
