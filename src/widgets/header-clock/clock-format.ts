// Building a formatter for a time zone costs milliseconds (the zone's rules load), and the
// clock formats every second: one formatter per zone and language, kept. The offset is worked
// out from the zone's wall time, not asked for by name (`timeZoneName`), which would load the
// zones' display names too: about 60 ms more of the first render on a phone.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** "GMT+8", "GMT+5:30", "GMT-3", "GMT+0" for a time zone at an instant. */
export function gmtOffset(timeZone: string, at: Date): string {
  let f = wallClocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, f);
  }
  const part = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
  );
  const minutes = Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
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
