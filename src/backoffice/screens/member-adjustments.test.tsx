import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import {
  opsAdjustmentApprove,
  opsAdjustmentReject,
  opsAdjustmentRequest,
  opsAdjustments,
  opsMemberDetail,
} from '../api/endpoints';
import type { BalanceAdjustment, OperatorSession } from '../atoms/back-office-atoms';
import {
  FINANCE_SESSION,
  SAMPLE_ADJUSTMENTS,
  SAMPLE_DETAIL,
  SAMPLE_SESSION,
  SUPPORT_SESSION,
} from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { MemberPage } from './member-page';

const renderPage = (api: (api: FakeApiClient) => void, session: OperatorSession = SAMPLE_SESSION) =>
  renderBackOffice(
    (a) => {
      a.on(opsMemberDetail, () => SAMPLE_DETAIL);
      api(a);
    },
    session,
    <MemberPage memberId={41} />,
  );

const [bobs, alices] = SAMPLE_ADJUSTMENTS as [BalanceAdjustment, BalanceAdjustment];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('balance adjustments on the member page', () => {
  it('says the merchant’s own approval amount in the dialog', async () => {
    const user = userEvent.setup();
    renderBackOffice(
      (api) =>
        api
          .on(opsMemberDetail, () => ({
            ...SAMPLE_DETAIL,
            member: { ...SAMPLE_DETAIL.member, adjustmentApprovalAbove: 25_000 },
          }))
          .on(opsAdjustments, () => ({ items: [] })),
      FINANCE_SESSION,
      <MemberPage memberId={41} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('form', { name: 'Adjust the balance of player1' });
    expect(dialog.textContent).toContain('Above 250.00 USD another operator must approve it first.');
  });

  it('finance asks for an adjustment: fields named when missing, one key per request, and a pending one is listed', async () => {
    const user = userEvent.setup();
    let pending: BalanceAdjustment[] = [];
    let tries = 0;
    const calls = renderPage(
      (api) =>
        api
          .on(opsAdjustments, () => ({ items: pending }))
          .on(opsAdjustmentRequest, (input) => {
            tries += 1;
            if (tries === 1)
              throw new CallError('INSUFFICIENT_FUNDS', 'Insufficient balance', 409, [
                { field: 'amount', message: 'main would go below zero' },
              ]);
            const made = { ...bobs, id: 9, requestedBy: 'fiona', amount: 150_000, reason: input.reason };
            pending = [made];
            return { adjustment: made };
          }),
      FINANCE_SESSION,
    );
    const actions = await screen.findByRole('group', { name: 'Member actions' });
    expect(within(actions).queryByRole('button', { name: 'Lock' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('form', { name: 'Adjust the balance of player1' });
    expect(dialog.textContent).toContain('Above 1,000.00 USD another operator must approve it first.');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(within(dialog).getByText('Please enter an amount')).toBeTruthy();
    expect(within(dialog).getByText('Write why (at most 200 characters): the member reads it.')).toBeTruthy();
    // Each amount problem is named on its own.
    for (const [typed, told] of [
      ['12.345', 'Use at most 2 decimals'],
      ['0', 'The amount must be more than zero'],
      ['ten', 'Please enter an amount such as 125.50'],
    ] as const) {
      await user.clear(within(dialog).getByLabelText(/^Amount/));
      await user.type(within(dialog).getByLabelText(/^Amount/), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
      expect(within(dialog).getByText(told)).toBeTruthy();
    }
    await user.clear(within(dialog).getByLabelText(/^Amount/));
    expect(calls().calls.some((c) => c.id === 'backOffice.adjustmentRequest')).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText('Direction'), 'debit');
    await user.type(within(dialog).getByLabelText(/^Amount/), '1500');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(
      await within(dialog).findByText(
        'The main wallet does not hold this much: a debit never goes below zero.',
      ),
    ).toBeTruthy();
    // The same request again carries the same key: the platform moves the money once.
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(
      await screen.findByText("The adjustment of 1,500.00 USD waits for another operator's approval."),
    ).toBeTruthy();
    const sent = calls()
      .calls.filter((c) => c.id === 'backOffice.adjustmentRequest')
      .map((c) => c.input as { clientKey: string; direction: string; amount: string; reason: string });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ direction: 'debit', amount: '1500', reason: 'Chargeback' });
    expect(sent[1]?.clientKey).toBe(sent[0]?.clientKey);
    expect(sent[0]?.clientKey).toMatch(/^[0-9a-f]{32}$/);
    // The list of adjustments waiting now shows it.
    const list = await screen.findByRole('region', { name: 'Adjustments waiting for approval' });
    expect(within(list).getByText('Chargeback')).toBeTruthy();
  });

  it('a changed request gets a new key', async () => {
    const user = userEvent.setup();
    const calls = renderPage(
      (api) => api.on(opsAdjustments, () => ({ items: [] })).fail(opsAdjustmentRequest, 'BUSY', 'Busy'),
      FINANCE_SESSION,
    );
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('form', { name: 'Adjust the balance of player1' });
    await user.type(within(dialog).getByLabelText(/^Amount/), '5');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByText('The server is busy. Try again in a moment.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Amount/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    const keys = calls()
      .calls.filter((c) => c.id === 'backOffice.adjustmentRequest')
      .map((c) => (c.input as { clientKey: string }).clientKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("an approver cannot approve their own request; approves another's after confirming; told when another decided first", async () => {
    const user = userEvent.setup();
    let approvals = 0;
    const calls = renderPage((api) =>
      api
        .on(opsAdjustments, () => ({ items: SAMPLE_ADJUSTMENTS }))
        .on(opsAdjustmentApprove, () => {
          approvals += 1;
          if (approvals === 1) throw new CallError('CONFLICT', 'The adjustment was already applied', 409);
          return { adjustment: { ...bobs, status: 'applied' } };
        }),
    );
    const list = await screen.findByRole('region', { name: 'Adjustments waiting for approval' });
    expect(within(list).getByText('2,500.00 USD')).toBeTruthy();
    expect(within(list).getByText('-1,200.00 USD')).toBeTruthy();
    expect(within(list).getByRole('button', { name: `Approve adjustment #${alices.id}` })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(list).getByRole('button', { name: `Approve adjustment #${bobs.id}` }));
    const dialog = screen.getByRole('form', { name: `Approve adjustment #${bobs.id}` });
    expect(dialog.textContent).toContain('bob asks to credit 2,500.00 USD to player1.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This adjustment was decided meanwhile by another operator. Close and look again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(await screen.findByText('Adjustment #7 is applied: 2,500.00 USD.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: `Approve adjustment #${bobs.id}` })).toBeNull();
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.adjustmentApprove')
        .at(-1)?.input,
    ).toEqual({
      id: bobs.id,
    });
  });

  it('a rejection needs its reason', async () => {
    const user = userEvent.setup();
    const calls = renderPage((api) =>
      api
        .on(opsAdjustments, () => ({ items: SAMPLE_ADJUSTMENTS }))
        .on(opsAdjustmentReject, () => ({ adjustment: { ...bobs, status: 'rejected' } })),
    );
    await user.click(await screen.findByRole('button', { name: `Reject adjustment #${bobs.id}` }));
    const dialog = screen.getByRole('form', { name: `Reject adjustment #${bobs.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject adjustment' }));
    expect(
      within(dialog).getByText('Write why (at most 200 characters): it is kept in the audit.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'No evidence');
    await user.click(within(dialog).getByRole('button', { name: 'Reject adjustment' }));
    expect(await screen.findByText('Adjustment #7 is rejected: nothing moved.')).toBeTruthy();
    expect(calls().calls.find((c) => c.id === 'backOffice.adjustmentReject')?.input).toEqual({
      id: bobs.id,
      reason: 'No evidence',
    });
  });

  it('support sees no adjustment and loads no adjustments', async () => {
    const calls = renderPage(() => undefined, SUPPORT_SESSION);
    const actions = await screen.findByRole('group', { name: 'Member actions' });
    expect(within(actions).queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    expect(calls().calls.some((c) => c.id === 'backOffice.adjustments')).toBe(false);
  });
});
