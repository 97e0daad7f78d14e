import type { Merchant } from '../../domain/merchant';

/** What a bonus's turnover is a multiple of: the bonus alone, or the bonus and the deposit it matched. */
export type WagerBase = 'bonus' | 'bonus-and-deposit';
/** Which credits carry a requirement: reward-centre claims and mission prizes. */
export type WagerSource = 'reward' | 'mission';

export interface WagerRule {
  /** Turnover = multiple x base; 0 means the credit carries no requirement. */
  multiple: number;
  of: WagerBase;
}

/** Without a merchant setting every bonus must be bet once before it can leave the platform. */
const DEFAULT_RULE: WagerRule = { multiple: 1, of: 'bonus' };
const MAX_MULTIPLE = 100;

/**
 * platform.json `wagering.reward` / `wagering.mission`: `{ "multiple": 20, "of":
 * "bonus-and-deposit" }`. A value that is not a whole number from 0 to 100, or an unknown
 * base, falls back to the platform's default rather than to no requirement at all.
 */
export function wagerRule(merchant: Merchant, source: WagerSource): WagerRule {
  const all = (merchant.settings.wagering ?? {}) as Partial<Record<WagerSource, Partial<WagerRule>>>;
  const rule = all[source] ?? {};
  const multiple =
    Number.isSafeInteger(rule.multiple) &&
    (rule.multiple as number) >= 0 &&
    (rule.multiple as number) <= MAX_MULTIPLE
      ? (rule.multiple as number)
      : DEFAULT_RULE.multiple;
  const of = rule.of === 'bonus' || rule.of === 'bonus-and-deposit' ? rule.of : DEFAULT_RULE.of;
  return { multiple, of };
}
