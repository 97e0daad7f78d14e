import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { readySiteAtom } from '../../atoms/site';
import { clockText, gmtOffset } from './clock-format';
import HeaderClock from './header-clock';

afterEach(() => vi.useRealTimers());

describe('header-clock widget', () => {
  it('R2.30 shows the site’s GMT offset and a clock that ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T04:05:06.000Z'));
    const { store } = await renderWidget(<HeaderClock showDate={false} />);
    const site = store.get(readySiteAtom);
    const zone = site.settings.timeZone;
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(gmtOffset(zone, new Date()));
    const first = clockText(zone, 'en', new Date(), false);
    expect(timer).toHaveTextContent(first);
    act(() => vi.advanceTimersByTime(1010));
    const second = clockText(zone, 'en', new Date(), false);
    expect(second).not.toBe(first);
    expect(timer).toHaveTextContent(second);
    act(() => vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent(clockText(zone, 'en', new Date(), false));
  });

  it('names offsets the way players read them', () => {
    const at = new Date('2026-11-21T00:00:00Z');
    expect(gmtOffset('Asia/Manila', at)).toBe('GMT+8');
    expect(gmtOffset('Asia/Kolkata', at)).toBe('GMT+5:30');
    expect(gmtOffset('UTC', at)).toBe('GMT+0');
    expect(clockText('Asia/Bangkok', 'en', at, false)).toBe('07:00:00');
  });

  it('works out the offset as the zone names it, west and east, on both sides of summer time', () => {
    const named = (timeZone: string, at: Date) =>
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
    const zones = [
      'Asia/Manila',
      'Asia/Kathmandu',
      'America/New_York',
      'America/St_Johns',
      'Pacific/Chatham',
      'Europe/London',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    for (const at of ['2026-01-15T12:34:56Z', '2026-07-15T23:59:59Z', '2026-03-08T06:59:00Z'])
      for (const zone of zones) {
        const expected = named(zone, new Date(at));
        expect(gmtOffset(zone, new Date(at)), `${zone} at ${at}`).toBe(
          expected === 'GMT' ? 'GMT+0' : expected,
        );
      }
  });
});
