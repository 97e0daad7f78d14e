/** "GMT+8", "GMT+5:30", "GMT" for a time zone at an instant. */
export function gmtOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part ?? 'GMT';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

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
