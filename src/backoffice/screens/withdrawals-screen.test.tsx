import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import {
  opsWithdrawalCancelPayment,
  opsWithdrawalForceReceipt,
  opsWithdrawalPay,
  opsWithdrawalReject,
  opsWithdrawals,
} from '../api/endpoints';
import { FINANCE_SESSION, SAMPLE_SESSION, SAMPLE_WITHDRAWALS } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { DISPUTED_WITHDRAWAL } from '../testing/reward-samples';
import type { OperatorSession } from '../atoms/back-office-atoms';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = FINANCE_SESSION) =>
  renderBackOffice(api, session);

const page = { items: SAMPLE_WITHDRAWALS, total: SAMPLE_WITHDRAWALS.length };
const first = SAMPLE_WITHDRAWALS[0] as (typeof SAMPLE_WITHDRAWALS)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the withdrawal queue', () => {
  it('is next to Members for finance: lists open withdrawals with labelled risk flags, and filters by status', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsWithdrawals, () => page));
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    expect(screen.getByRole('heading', { name: 'Withdrawals' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const flags = within(rows[1] as HTMLElement).getByRole('list', { name: 'Risk flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New account', 'Shared destination', 'Above average']);
    expect(within(rows[1] as HTMLElement).getByText('300.00 USD')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('1 sent, 50.00 USD received')).toBeTruthy();
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.withdrawals',
      input: { status: 'open', page: 1, pageSize: 20 },
    });
    // An operator of one merchant has no merchant filter.
    expect(screen.queryByLabelText(/Merchant code/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.withdrawals',
      input: { status: 'rejected', page: 1, pageSize: 20 },
    });
  });

  it('pays the rest through the dialog and reloads the queue', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsWithdrawals, () => page)
        .on(opsWithdrawalPay, () => ({
          withdrawal: { ...first, status: 'paying', inTransit: first.amount, unsent: 0 },
          paymentId: 12,
        })),
    );
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    await user.click(await screen.findByRole('button', { name: `Pay ${first.reference}` }));
    const dialog = await screen.findByRole('form', { name: `Pay withdrawal ${first.reference}` });
    expect(within(dialog).getByText(/Leave empty to send the rest: 300.00 USD/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send payment' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.withdrawalPay')).toEqual({
      id: 'backOffice.withdrawalPay',
      input: { reference: first.reference, merchant: 'aurora' },
    });
    expect(screen.queryByRole('form', { name: `Pay withdrawal ${first.reference}` })).toBeNull();
    expect(calls().calls.filter((c) => c.id === 'backOffice.withdrawals')).toHaveLength(2);
  });

  it('rejects only with a reason; tells when another operator acted first', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsWithdrawals, () => page)
        .fail(opsWithdrawalReject, 'CONFLICT', 'The withdrawal is already rejected'),
    );
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    await user.click(await screen.findByRole('button', { name: `Reject ${first.reference}` }));
    const dialog = await screen.findByRole('form', { name: `Reject withdrawal ${first.reference}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(within(dialog).getByText('Write the reason the member will read')).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.withdrawalReject')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), '  Name differs  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.withdrawalReject')?.input).toEqual({
      reference: first.reference,
      merchant: 'aurora',
      reason: 'Name differs',
    });
    expect(await within(dialog).findByText(/This withdrawal has changed meanwhile/)).toBeTruthy();
  });

  it('says when the queue is empty, and offers a retry when it cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp(
      (api) =>
        api.on(opsWithdrawals, () => {
          if (fail) {
            fail = false;
            throw Object.assign(new Error('down'), { code: 'NETWORK' });
          }
          return { items: [], total: 0 };
        }),
      SAMPLE_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    expect(screen.getByLabelText(/Merchant code/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No withdrawals here')).toBeTruthy();
  });

  it('a payment on its way is shown, and the withdrawal cannot be rejected until it is settled', async () => {
    const user = userEvent.setup();
    const sent = { ...first, status: 'paying' as const, inTransit: 100_00, unsent: 200_00 };
    const withPayment = {
      ...sent,
      payments: [{ id: 5, amount: 100_00, status: 'sent' as const, sentAt: first.createdAt }],
    };
    renderApp((api) => api.on(opsWithdrawals, () => ({ items: [withPayment], total: 1 })));
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    expect(await screen.findByText("100.00 USD waiting for the member's confirmation")).toBeTruthy();
    expect(screen.getByText('200.00 USD left to send')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Reject ${first.reference}` })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: `Pay ${first.reference}` })).toHaveProperty('disabled', false);
  });

  it('forces the receipt of a disputed payment with a remark, after saying it cannot be undone', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsWithdrawals, () => ({ items: [DISPUTED_WITHDRAWAL], total: 1 }))
        .on(opsWithdrawalForceReceipt, () => ({
          withdrawal: { ...DISPUTED_WITHDRAWAL, status: 'completed', inTransit: 0, received: 200_00 },
        })),
    );
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    const inTransit = await screen.findByRole('list', { name: 'Payments in transit' });
    expect(within(inTransit).getByText('Payment 22: 120.00 USD, reported not received')).toBeTruthy();
    // The received payment has nothing left to settle.
    expect(screen.queryByRole('button', { name: 'Force receipt of payment 21' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Force receipt of payment 22' }));
    const dialog = await screen.findByRole('form', { name: 'Force receipt of payment 22' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Remark/), ' Slip 88231 ');
    await user.click(within(dialog).getByRole('button', { name: 'Force receipt' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.withdrawalForceReceipt')?.input).toEqual({
      reference: DISPUTED_WITHDRAWAL.reference,
      merchant: 'aurora',
      paymentId: 22,
      remark: 'Slip 88231',
    });
    expect(screen.queryByRole('form', { name: 'Force receipt of payment 22' })).toBeNull();
    expect(calls().calls.filter((c) => c.id === 'backOffice.withdrawals')).toHaveLength(2);
  });

  it('cancels a payment that never arrived, and tells when another operator settled it first', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsWithdrawals, () => ({ items: [DISPUTED_WITHDRAWAL], total: 1 }))
        .fail(opsWithdrawalCancelPayment, 'CONFLICT', 'The payment is already forced'),
    );
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel payment 22' }));
    const dialog = await screen.findByRole('form', { name: 'Cancel payment 22' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.withdrawalCancelPayment')?.input).toEqual({
      reference: DISPUTED_WITHDRAWAL.reference,
      merchant: 'aurora',
      paymentId: 22,
    });
    expect(await within(dialog).findByText(/This payment has been settled meanwhile/)).toBeTruthy();
  });

  it('support operators have no Withdrawals screen', () => {
    renderApp(() => undefined, {
      ...FINANCE_SESSION,
      operator: { ...FINANCE_SESSION.operator, role: 'support' },
    });
    expect(screen.queryByRole('button', { name: 'Withdrawals' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Members' })).toBeTruthy();
  });
});
