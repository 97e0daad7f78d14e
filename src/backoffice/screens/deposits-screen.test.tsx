import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import { opsDepositApprove, opsDepositReject, opsDeposits } from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { FINANCE_SESSION, SAMPLE_DEPOSITS, SAMPLE_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = FINANCE_SESSION) =>
  renderBackOffice(api, session);

const page = { items: SAMPLE_DEPOSITS, total: SAMPLE_DEPOSITS.length };
const first = SAMPLE_DEPOSITS[0] as (typeof SAMPLE_DEPOSITS)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the deposit queue', () => {
  it('is in the navigation for finance: lists waiting deposits with payer and labelled risk flags, and filters by status', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsDeposits, () => page));
    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    expect(screen.getByRole('heading', { name: 'Deposits' })).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const flags = within(rows[1] as HTMLElement).getByRole('list', { name: 'Risk flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New account', 'Above average', 'Payer name differs']);
    expect(within(rows[1] as HTMLElement).getByText('500.00 USD')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Bob Stone')).toBeTruthy();
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.deposits',
      input: { status: 'pending', page: 1, pageSize: 20 },
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.deposits',
      input: { status: 'approved', page: 1, pageSize: 20 },
    });
  });

  it('approves through the dialog and reloads the queue', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsDeposits, () => page)
        .on(opsDepositApprove, () => ({ deposit: { ...first, status: 'approved' } })),
    );
    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    await user.click(await screen.findByRole('button', { name: `Approve ${first.reference}` }));
    const dialog = await screen.findByRole('form', { name: `Approve deposit ${first.reference}` });
    expect(within(dialog).getByText('player1 says 500.00 USD was sent by Bob Stone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.depositApprove')?.input).toEqual({
      reference: first.reference,
      merchant: 'aurora',
    });
    expect(screen.queryByRole('form', { name: `Approve deposit ${first.reference}` })).toBeNull();
    expect(calls().calls.filter((c) => c.id === 'backOffice.deposits')).toHaveLength(2);
  });

  it('rejects only with a reason; tells when another operator decided first', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api.on(opsDeposits, () => page).fail(opsDepositReject, 'CONFLICT', 'The deposit was already approved'),
    );
    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    await user.click(await screen.findByRole('button', { name: `Reject ${first.reference}` }));
    const dialog = await screen.findByRole('form', { name: `Reject deposit ${first.reference}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(within(dialog).getByText('Write the reason the member will read')).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.depositReject')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), ' No transfer arrived ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.depositReject')?.input).toEqual({
      reference: first.reference,
      merchant: 'aurora',
      reason: 'No transfer arrived',
    });
    expect(await within(dialog).findByText(/This deposit was decided meanwhile/)).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsDeposits, () => ({ items: [], total: 0 })));
    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    expect(await screen.findByText('Nothing is waiting to be checked.')).toBeTruthy();
  });

  it('offers a retry when the queue cannot be read', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.fail(opsDeposits, 'INTERNAL', 'down'), SAMPLE_SESSION);
    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not in the navigation of a support operator', () => {
    renderApp(() => undefined, {
      ...FINANCE_SESSION,
      operator: { ...FINANCE_SESSION.operator, role: 'support' },
    });
    expect(screen.queryByRole('button', { name: 'Deposits' })).toBeNull();
  });
});
