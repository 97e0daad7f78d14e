/**
 * Player protection's shared vocabulary (docs/player-protection.md): what a limit counts and
 * over which period. No schema library here, so the portal may import it.
 */

/** Gross deposits, stakes, or net loss (stakes less winnings). */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** 24 hours and 7 days from the first movement after the last window ended; the calendar month (UTC). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How long a raise or removal waits before the member may confirm it. */
export const COOLING_OFF_HOURS = 24;

/** The tools a merchant can switch off in platform.json `protection` (all on by default). */
export const PROTECTION_TOOLS = ['limits', 'timeOut', 'selfExclusion', 'realityChecks'] as const;
export type ProtectionTool = (typeof PROTECTION_TOOLS)[number];

/** What a refusal by a limit carries in `value` (error code PLAYER_LIMIT). */
export interface LimitRefusal {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit, minor units. */
  limit: number;
  /** Counted so far in this window, minor units. */
  used: number;
  /** When the window ends and the count starts again (ISO time). */
  resetsAt: string;
}
