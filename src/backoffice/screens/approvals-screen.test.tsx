import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/activate-language';
import { opsAdjustmentApprove, opsAdjustments, opsMemberDetail } from '../api/endpoints';
import type { BalanceAdjustment } from '../atoms/back-office-atoms';
import {
  FINANCE_SESSION,
  SAMPLE_ADJUSTMENTS,
  SAMPLE_DETAIL,
  SAMPLE_SESSION,
  SUPPORT_SESSION,
} from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';

const [bobs] = SAMPLE_ADJUSTMENTS as [BalanceAdjustment, BalanceAdjustment];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the approvals screen', () => {
  it('lists every adjustment waiting across the merchant with its member; an approval applies one and the list reloads', async () => {
    const user = userEvent.setup();
    let pending = SAMPLE_ADJUSTMENTS;
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsAdjustments, () => ({ items: pending }))
          .on(opsAdjustmentApprove, ({ id }) => {
            pending = pending.filter((a) => a.id !== id);
            return { adjustment: { ...bobs, status: 'applied' } };
          }),
      SAMPLE_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Approvals' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Approvals' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Adjustments waiting for approval' });
    expect(within(list).getAllByRole('button', { name: 'player1 · aurora' })).toHaveLength(2);
    // The whole merchant's, not one member's.
    expect(calls().calls.find((c) => c.id === 'backOffice.adjustments')?.input).toEqual({
      status: 'pending',
    });
    await user.click(within(list).getByRole('button', { name: `Approve adjustment #${bobs.id}` }));
    const dialog = screen.getByRole('form', { name: `Approve adjustment #${bobs.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(await screen.findByText('Adjustment #7 is applied: 2,500.00 USD.')).toBeTruthy();
    // The list reloads after the message shows: wait for the reloaded one, not the first match.
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: 'player1 · aurora' })).toHaveLength(1),
    );
  });

  it('opens the member of an adjustment on their page', async () => {
    const user = userEvent.setup();
    renderBackOffice(
      (api) =>
        api
          .on(opsAdjustments, () => ({ items: SAMPLE_ADJUSTMENTS }))
          .on(opsMemberDetail, () => SAMPLE_DETAIL),
      FINANCE_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Approvals' }));
    const [first] = await screen.findAllByRole('button', { name: 'player1 · aurora' });
    await user.click(first as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'player1' })).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    renderBackOffice((api) => api.on(opsAdjustments, () => ({ items: [] })), FINANCE_SESSION);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approvals' }));
    expect(await screen.findByText('Nothing waits for approval')).toBeTruthy();
  });

  it('is not in the navigation of support', () => {
    renderBackOffice(() => undefined, SUPPORT_SESSION);
    expect(screen.queryByRole('button', { name: 'Approvals' })).toBeNull();
  });
});
