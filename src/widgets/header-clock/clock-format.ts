// Building a formatter for a time zone costs milliseconds (the zone's rules load), and the
// clock formats every second: one formatter per zone and language, kept.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const formatters = new Map<string, Intl.DateTimeFormat>();

/** "GMT+8", "GMT+5:30", "GMT" for a time zone at an instant. */
export function gmtOffset(timeZone: string, at: Date): string {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' });
    offsetFormatters.set(timeZone, f);
  }
  return f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
}

/** 24-hour time with seconds (and the date when asked), in the zone and the reader's language. */
export function clockText(timeZone: string, tag: string, at: Date, withDate: boolean): string {
  const key = `${timeZone}|${tag}|${withDate}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...(withDate ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
    });
    formatters.set(key, f);
  }
  return f.format(at);
}
