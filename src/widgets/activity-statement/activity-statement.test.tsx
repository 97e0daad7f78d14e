import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dayNumber, dayString, monthsBefore } from '@schemas/api/wallet-rules';
import { calendarDayText } from '../../i18n/format-dates';
import { getActivityStatement, requestStatement } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeStatementRow, withStatementApi } from '../../../tests/support/fake-statement';
import ActivityStatement from './activity-statement';
import { plainAmount, statementCsv } from './statement-csv';
import { utcToday } from './statement-range';

const today = utcToday();
const daysBefore = (n: number) => dayString((dayNumber(today) as number) - n);

async function setup(opts: Parameters<typeof withStatementApi>[1] = {}) {
  const api = withStatementApi(createFakeApiClient(), { today, ...opts });
  const r = await renderWidget(<ActivityStatement groupBy="day" offerTwelveMonths />, { api, session: {} });
  await screen.findByRole('heading', { name: 'Activity statement' });
  return r;
}
const statementCalls = (api: Awaited<ReturnType<typeof setup>>['api']) =>
  api.calls.filter((c) => c.id === getActivityStatement.id).map((c) => c.input);

describe('activity-statement widget', () => {
  it('shows the last 30 days with totals and rows, then the last 3 months', async () => {
    const { api } = await setup({
      rows: [
        fakeStatementRow({ period: daysBefore(2) }),
        fakeStatementRow({ period: daysBefore(1), deposits: 25_00 }),
      ],
    });
    const summary = await screen.findByLabelText('Totals');
    expect(within(summary).getByText('Deposits').nextElementSibling).toHaveTextContent('525.00');
    expect(within(summary).getByText('Net result').nextElementSibling).toHaveTextContent('-49.00');
    const table = screen.getByRole('table');
    // The day reads in the member's language, the same day wherever the member is.
    const day = within(table).getByText(calendarDayText(daysBefore(2)));
    expect(day).toHaveAttribute('datetime', daysBefore(2));
    expect(day.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(statementCalls(api)[0]).toEqual({ from: daysBefore(29), to: today, groupBy: 'day' });
    await userEvent.click(screen.getByRole('button', { name: 'Last 3 months' }));
    const earliest = dayString(monthsBefore(dayNumber(today) as number, 3));
    await screen.findByRole('table');
    expect(statementCalls(api).at(-1)).toEqual({ from: earliest, to: today, groupBy: 'day' });
    await userEvent.click(screen.getByRole('button', { name: 'By month' }));
    await screen.findByRole('table');
    expect(statementCalls(api).at(-1)).toMatchObject({ groupBy: 'month' });
  });

  it('checks custom dates before asking: no further back than 3 months, not after today', async () => {
    const { api } = await setup();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Custom dates' }));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, daysBefore(200));
    const before = statementCalls(api).length;
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ask customer service for older statements');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(statementCalls(api)).toHaveLength(before);
    await userEvent.clear(from);
    await userEvent.type(from, daysBefore(10));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table');
    expect(statementCalls(api).at(-1)).toEqual({ from: daysBefore(10), to: daysBefore(0), groupBy: 'day' });
  });

  it('says when there is nothing in the period', async () => {
    await setup({ rows: [] });
    expect(await screen.findByText('No activity in this period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('shows an error with a retry when the statement cannot be loaded', async () => {
    const api = createFakeApiClient().fail(getActivityStatement, 'UNAVAILABLE', 'down');
    await renderWidget(<ActivityStatement groupBy="day" offerTwelveMonths={false} />, { api, session: {} });
    expect(await screen.findByText('The statement could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for the 12-month statement once and says customer service will send it', async () => {
    const { api } = await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Request 12-month statement' }));
    expect(await screen.findByText(/Your request ST7 for .* is with customer service/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request 12-month statement' })).toBeNull();
    expect(api.calls.filter((c) => c.id === requestStatement.id)).toHaveLength(1);
  });
});

describe('statement CSV', () => {
  it('has a header row, ISO dates, unformatted amounts and a totals row', () => {
    const csv = statementCsv({
      currency: 'USD',
      rows: [fakeStatementRow({ period: '2026-11-20', deposits: 1_234_567_89 })],
      totals: {
        deposits: 1_234_567_89,
        withdrawals: 0,
        stakes: 120_00,
        payouts: 95_50,
        net: -24_50,
        bonuses: 5,
      },
    });
    expect(csv.split('\r\n')).toEqual([
      'period,deposits,withdrawals,stakes,payouts,net,bonuses,currency',
      '2026-11-20,1234567.89,0.00,120.00,95.50,-24.50,10.00,USD',
      'total,1234567.89,0.00,120.00,95.50,-24.50,0.05,USD',
      '',
    ]);
    expect(plainAmount(-5)).toBe('-0.05');
  });
});
