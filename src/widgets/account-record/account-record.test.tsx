import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getAccountRecord } from '../../api/endpoints';
import { accountRecordQueryAtom } from '../../atoms/records';
import { renderWidget } from '../../../tests/support/render-widget';
import { withRecordsApi } from '../../../tests/support/fake-records';
import AccountRecord from './account-record';

async function setup(pageSize: 10 | 20 = 20) {
  const api = withRecordsApi(createFakeApiClient());
  const r = await renderWidget(<AccountRecord pageSize={pageSize} />, { api, session: {} });
  await screen.findByRole('table', { name: 'Account record' });
  return r;
}
const queries = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === getAccountRecord.id).map((c) => c.input as Record<string, unknown>);

describe('account-record widget', () => {
  it('R2.68 R9.17 lists movements with type, wallet, signed amount, balance after and reference, money to 2 decimals', async () => {
    await setup();
    const table = screen.getByRole('table', { name: 'Account record' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[1] as HTMLElement).getByText('Payout')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('+25.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('165.00')).toBeInTheDocument();
    expect(within(rows[5] as HTMLElement).getByText('DP7K2M9QX4TZ')).toBeInTheDocument();
    expect(within(rows[5] as HTMLElement).getByText('+200.00')).toBeInTheDocument();
    expect(screen.getByText('Money in').nextElementSibling).toHaveTextContent('275.00');
  });

  it('R9.15 asks for the last 7 days first and the last 30 days at a click; filters by type', async () => {
    const { api } = await setup();
    const first = queries(api)[0] as { startDate: string; endDate: string };
    const days = (Date.parse(first.endDate) - Date.parse(first.startDate)) / 86_400_000 + 1;
    expect(days).toBe(7);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await screen.findByRole('table');
    const last = queries(api).at(-1) as { startDate: string; endDate: string };
    expect((Date.parse(last.endDate) - Date.parse(last.startDate)) / 86_400_000 + 1).toBe(30);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'transfer');
    expect(await screen.findAllByText('Wallet transfer')).toHaveLength(2);
    expect(queries(api).at(-1)).toMatchObject({ category: 'transfer', page: 1 });
  });

  it('an inverted range is refused before asking the platform', async () => {
    const { api, store } = await setup();
    const calls = queries(api).length;
    const q = store.get(accountRecordQueryAtom);
    act(() => store.set(accountRecordQueryAtom, { ...q, startDate: q.endDate, endDate: q.startDate }));
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(queries(api).length).toBe(calls);
  });

  it('pages through long records', async () => {
    const { api } = await setup(10);
    expect(screen.queryByRole('navigation', { name: 'Account record pages' })).not.toBeInTheDocument();
    expect(queries(api).at(-1)).toMatchObject({ pageSize: 10 });
  });
});
