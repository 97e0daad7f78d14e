/**
 * Time-outs and self-exclusion periods (docs/player-protection.md). No schema library here, so
 * the portal may import it.
 */

/** A time-out: 24 hours up to 6 weeks. */
export const TIME_OUT_PERIODS = ['24h', '48h', '1w', '2w', '4w', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

/** Self-exclusion: 6 months, 1 year, 5 years or indefinite. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'indefinite'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export type BreakKind = 'time-out' | 'self-exclusion';

/** Any period a break may run for, time-out or self-exclusion. */
export type BreakPeriod = TimeOutPeriod | SelfExclusionPeriod;

/** Which kind of break a period belongs to. */
export function breakKindOf(period: BreakPeriod): BreakKind {
  return (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'time-out' : 'self-exclusion';
}

/** What a refused login carries in `value` (error code SELF_EXCLUDED). */
export interface BreakRefusal {
  kind: BreakKind;
  /** When it ends (ISO time); null for an indefinite self-exclusion. */
  until: string | null;
}
