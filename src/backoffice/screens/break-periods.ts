import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type BreakKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@schemas/api/protection-breaks';

export type BreakPeriod = TimeOutPeriod | SelfExclusionPeriod;

/** Every period the player side offers, in its order; the words are the portal's own. */
export const BREAK_PERIODS: readonly BreakPeriod[] = [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS];

export const BREAK_PERIOD_NAMES: Record<BreakPeriod, MessageDescriptor> = {
  '24h': msg`Time-out: 24 hours`,
  '48h': msg`Time-out: 48 hours`,
  '1w': msg`Time-out: 1 week`,
  '2w': msg`Time-out: 2 weeks`,
  '4w': msg`Time-out: 4 weeks`,
  '6w': msg`Time-out: 6 weeks`,
  '6m': msg`Self-exclusion: 6 months`,
  '1y': msg`Self-exclusion: 1 year`,
  '5y': msg`Self-exclusion: 5 years`,
  indefinite: msg`Self-exclusion: indefinite`,
};

export function breakKindOf(period: BreakPeriod): BreakKind {
  return (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'time-out' : 'self-exclusion';
}
