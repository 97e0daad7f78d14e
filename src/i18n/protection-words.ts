import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LimitKind, LimitPeriod, LimitRefusal } from '@schemas/api/protection-rules';

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

/** A date and time in the member's language and zone. */
export function protectionTimeText(iso: string): string {
  return new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Why a limit refused a deposit, stake, launch or transfer: which limit, and when it resets. */
export function limitRefusalText(r: LimitRefusal): string {
  const amount = new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(r.limit / 100);
  const time = protectionTimeText(r.resetsAt);
  const period = limitPeriodText(r.period);
  const name = limitKindText(r.kind);
  return i18n._(msg`This would pass your limit (${name}, ${period}: ${amount}). It resets on ${time}.`);
}
