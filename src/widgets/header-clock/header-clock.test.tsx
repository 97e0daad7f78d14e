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
});
