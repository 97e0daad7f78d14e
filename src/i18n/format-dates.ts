import { i18n } from '@lingui/core';

/*
 * Every date a member reads, in the member's language, one way (docs/decisions/dates.md): the
 * month by name and the year in full, so "2/12/69" (Thai's Buddhist year, short) or "12/2/26"
 * (month or day first?) never need guessing. Formatters are kept per language: building one
 * costs more than formatting with it, and a record table formats hundreds.
 */

type Moment = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

type Kind = 'date' | 'day' | 'month' | 'dateTime' | 'time';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  day: { dateStyle: 'medium', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
};

function formatter(kind: Kind): Intl.DateTimeFormat {
  const key = `${i18n.locale}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(i18n.locale, OPTIONS[kind]);
    formatters.set(key, f);
  }
  return f;
}

/** A day: "Dec 2, 2026", "2 ธ.ค. 2569", "2026/12/02". */
export function dateText(at: Moment): string {
  return formatter('date').format(new Date(at));
}

/**
 * A calendar day the platform names as "2026-12-02" (a day of a report): the same day in every
 * time zone, so it is read at UTC midnight, where it was written, not shifted to the day before
 * west of Greenwich.
 */
export function calendarDayText(day: string): string {
  return formatter('day').format(new Date(`${day}T00:00:00Z`));
}

/** A calendar month the platform names as "2026-12" (a month of a report): "Dec 2026", "ธ.ค. 2569". */
export function calendarMonthText(month: string): string {
  return formatter('month').format(new Date(`${month}-01T00:00:00Z`));
}

/** A day and its time: "Dec 2, 2026, 8:53 AM", "2 ธ.ค. 2569 08:53". */
export function dateTimeText(at: Moment): string {
  return formatter('dateTime').format(new Date(at));
}

/** A time of day, hours and minutes: "08:53 AM", "08:53". */
export function timeText(at: Moment): string {
  return formatter('time').format(new Date(at));
}
