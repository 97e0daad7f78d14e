import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LimitKind, LimitPeriod, LimitRefusal } from '@schemas/api/protection-rules';
import type { BreakPeriod, BreakRefusal } from '@schemas/api/protection-breaks';
import { dateTimeText } from './format-dates';

/** Each break period as the player and the back office read it ("Time-out: 24 hours"). */
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

/** "Deposit limit", "Loss limit", "Wager limit". */
export function limitKindText(kind: LimitKind): string {
  switch (kind) {
    case 'deposit':
      return i18n._(msg`Deposit limit`);
    case 'loss':
      return i18n._(msg`Loss limit`);
    case 'wager':
      return i18n._(msg`Wager limit`);
  }
}

export function limitPeriodText(period: LimitPeriod): string {
  switch (period) {
    case 'day':
      return i18n._(msg`24 hours`);
    case 'week':
      return i18n._(msg`7 days`);
    case 'month':
      return i18n._(msg`Calendar month`);
  }
}

/** Why a limit refused a deposit, stake, launch or transfer: which limit, and when it resets. */
export function limitRefusalText(r: LimitRefusal): string {
  const amount = new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(r.limit / 100);
  const time = dateTimeText(r.resetsAt);
  const period = limitPeriodText(r.period);
  const name = limitKindText(r.kind);
  return i18n._(msg`This would pass your limit (${name}, ${period}: ${amount}). It resets on ${time}.`);
}

/** Why a login is refused during a time-out or self-exclusion, and until when. */
export function breakRefusalText(b: BreakRefusal): string {
  if (!b.until) return i18n._(msg`You have excluded yourself indefinitely. Please contact customer service.`);
  const time = dateTimeText(b.until);
  return b.kind === 'time-out'
    ? i18n._(msg`You are taking a time-out until ${time}. You can log in again after that.`)
    : i18n._(msg`You have excluded yourself until ${time}. You can log in again after that.`);
}

/** How long a member has played: "1 h 5 min", "25 min". */
export function playedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours > 0 ? i18n._(msg`${hours} h ${minutes} min`) : i18n._(msg`${minutes} min`);
}

/** A reality-check interval or session limit: "15 minutes", "1 hour", "1.5 hours". */
export function minutesChoiceText(minutes: number): string {
  if (minutes < 60) return i18n._(msg`${minutes} minutes`);
  if (minutes === 60) return i18n._(msg`1 hour`);
  const hours = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(minutes / 60);
  return i18n._(msg`${hours} hours`);
}

/** A reality-check interval as a choice: "Every 15 minutes". */
export function everyText(minutes: number): string {
  const interval = minutesChoiceText(minutes);
  return i18n._(msg`Every ${interval}`);
}
