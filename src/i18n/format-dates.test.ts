import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './activate-language';
import { calendarDayText, calendarMonthText, dateText, dateTimeText, timeText } from './format-dates';

const at = '2026-12-02T11:53:00Z';

describe('dates as members read them', () => {
  afterAll(() => activateLanguage('EN'));

  it('name the month and give the year in full in every language, so day and month never swap', async () => {
    await activateLanguage('EN');
    expect(dateText(at)).toBe('Dec 2, 2026');
    expect(dateTimeText(at)).toMatch(/^Dec 2, 2026, \d{1,2}:53\s?[AP]M$/);
    await activateLanguage('TH');
    // Thai readers count years in the Buddhist era: 2026 is 2569, written whole.
    expect(dateText(at)).toBe('2 ธ.ค. 2569');
    expect(dateTimeText(at)).toMatch(/^2 ธ\.ค\. 2569 \d{2}:53$/);
    await activateLanguage('JA');
    expect(dateText(at)).toBe('2026/12/02');
    await activateLanguage('VI');
    expect(dateText(at)).toMatch(/2026/);
    expect(dateText(at)).not.toMatch(/\b26\b/);
  });

  it('follow the language the member switches to', async () => {
    await activateLanguage('EN');
    const english = timeText(at);
    await activateLanguage('TH');
    expect(timeText(at)).toMatch(/^\d{2}:53$/);
    expect(english).toMatch(/53/);
  });

  it('read a report day as the day it names, in every time zone', async () => {
    await activateLanguage('EN');
    expect(calendarDayText('2026-12-02')).toBe('Dec 2, 2026');
    await activateLanguage('TH');
    expect(calendarDayText('2026-01-01')).toBe('1 ม.ค. 2569');
    expect(calendarMonthText('2026-01')).toBe('ม.ค. 2569');
    await activateLanguage('EN');
    expect(calendarMonthText('2026-12')).toBe('Dec 2026');
  });
});
