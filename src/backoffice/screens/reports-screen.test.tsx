import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import { opsDailyReport } from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { FINANCE_SESSION, READ_ONLY_SESSION, SAMPLE_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import {
  EMPTY_REPORT,
  SAMPLE_REPORT,
  SAMPLE_REPORT_BY_VENDOR,
  SUPPORT_SESSION,
} from '../testing/report-samples';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = FINANCE_SESSION) =>
  renderBackOffice(api, session);

const lastCall = (calls: () => FakeApiClient) =>
  calls().calls.at(-1) as { id: string; input: Record<string, unknown> };

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('the reports screen', () => {
  it('is in the navigation of finance and shows a week by day with totals and the chart read as a table', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsDailyReport, () => SAMPLE_REPORT));
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Daily report' });
    const rows = within(table).getAllByRole('row');
    // Header, two days, the totals.
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('1,500.00 USD')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('-55.00 USD')).toBeTruthy();
    const totals = rows[3] as HTMLElement;
    expect(within(totals).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(within(totals).getByText('168.10 USD')).toBeTruthy();
    expect(within(totals).getByText('391')).toBeTruthy();
    // The chart's figures, for screen readers.
    const chartTable = screen.getByRole('table', { name: 'GGR per day, aurora' });
    expect(within(chartTable).getAllByRole('row')).toHaveLength(3);
    expect(document.querySelector('svg rect[data-day="2026-11-26"]')?.getAttribute('class')).toMatch(
      /barLost/,
    );
    const query = lastCall(calls);
    expect(query.id).toBe('backOffice.dailyReport');
    expect(query.input).toMatchObject({ groupBy: 'day' });
    expect(query.input).not.toHaveProperty('merchant');
  });

  it('groups by vendor and names the merchant for a platform-wide operator', async () => {
    const user = userEvent.setup();
    const calls = renderApp(
      (api) =>
        api.on(opsDailyReport, (q) => (q.groupBy === 'vendor' ? SAMPLE_REPORT_BY_VENDOR : SAMPLE_REPORT)),
      SAMPLE_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    await screen.findByRole('table', { name: 'Daily report' });
    await user.selectOptions(screen.getByLabelText('Group by'), 'vendor');
    await user.type(screen.getByLabelText(/Merchant code/), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(lastCall(calls).input).toMatchObject({ groupBy: 'vendor', merchant: 'aurora' });
    const table = await screen.findByRole('table', { name: 'Daily report' });
    expect(within(table).getByRole('columnheader', { name: 'Vendor' })).toBeTruthy();
    expect(within(table).getByText('PGX')).toBeTruthy();
  });

  it('refuses a range over 31 days naming the last day, without asking the platform', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsDailyReport, () => SAMPLE_REPORT));
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    await screen.findByRole('table', { name: 'Daily report' });
    const before = calls().calls.length;
    await user.clear(screen.getByLabelText('First day'));
    await user.type(screen.getByLabelText('First day'), '2026-01-01');
    await user.clear(screen.getByLabelText(/^Last day/));
    await user.type(screen.getByLabelText(/^Last day/), '2026-02-15');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByText('A range may span at most 31 days.')).toBeTruthy();
    expect(calls().calls.length).toBe(before);
  });

  it('shows the empty and the error states', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsDailyReport, () => EMPTY_REPORT));
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(await screen.findByText('Nothing on these days')).toBeTruthy();
  });

  it('tells a failure and retries', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.fail(opsDailyReport, 'BUSY', 'Busy'));
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(await screen.findByText('The server is busy. Try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('downloads the CSV with the session token in the header, never in the URL', async () => {
    const user = userEvent.setup();
    const fetched = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('day,merchant\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="report-aurora-2026-11-25-2026-11-26.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetched);
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('report-aurora-2026-11-25-2026-11-26.csv');
      expect(this.getAttribute('href')).toBe('blob:report');
    });
    renderApp((api) => api.on(opsDailyReport, () => SAMPLE_REPORT));
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    await screen.findByRole('table', { name: 'Daily report' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const [url, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/ops\/reports\/daily\.csv\?from=\d{4}-\d{2}-\d{2}&to=/);
    expect(url).not.toContain(FINANCE_SESSION.token);
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${FINANCE_SESSION.token}`);
    clicked.mockRestore();
  });

  it('a refused download says why', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, code: 'FORBIDDEN', message: 'no', value: null }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderApp((api) => api.on(opsDailyReport, () => SAMPLE_REPORT));
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    await screen.findByRole('table', { name: 'Daily report' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });

  it('is in the navigation of a read-only operator, not of a support operator', () => {
    renderApp(() => undefined, READ_ONLY_SESSION);
    expect(screen.getByRole('button', { name: 'Reports' })).toBeTruthy();
    cleanup();
    renderApp(() => undefined, SUPPORT_SESSION);
    expect(screen.getByRole('button', { name: 'Members' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reports' })).toBeNull();
  });
});
