import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import { opsPointApprove, opsPointRedemptions, opsPointReject } from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { READ_ONLY_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { CONTENT_SESSION, SAMPLE_REDEMPTIONS } from '../testing/reward-samples';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = CONTENT_SESSION) =>
  renderBackOffice(api, session);

const page = { items: SAMPLE_REDEMPTIONS, total: SAMPLE_REDEMPTIONS.length };
const first = SAMPLE_REDEMPTIONS[0] as (typeof SAMPLE_REDEMPTIONS)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the point mall queue', () => {
  it('lists redemptions in process with where they go, and approves one after confirming', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsPointRedemptions, () => page)
        .on(opsPointApprove, () => ({ redemption: { ...first, status: 'approved' } })),
    );
    await user.click(screen.getByRole('button', { name: 'Point mall' }));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('1 Main Street, Springfield')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Mobile top-up')).toBeTruthy();
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.pointRedemptions',
      input: { status: 'process', page: 1, pageSize: 20 },
    });
    await user.click(screen.getByRole('button', { name: `Approve ${first.reference}` }));
    const dialog = await screen.findByRole('form', { name: `Approve redemption ${first.reference}` });
    expect(within(dialog).getByText(/redeemed 2 × Travel mug for 800 points/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve redemption' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.pointApprove')?.input).toEqual({ id: first.id });
    expect(calls().calls.filter((c) => c.id === 'backOffice.pointRedemptions')).toHaveLength(2);
  });

  it('rejects only with a reason; a refused reason is said at the field', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api.on(opsPointRedemptions, () => page).fail(opsPointReject, 'VALIDATION', 'reason is required'),
    );
    await user.click(screen.getByRole('button', { name: 'Point mall' }));
    await user.click(await screen.findByRole('button', { name: `Reject ${first.reference}` }));
    const dialog = await screen.findByRole('form', { name: `Reject redemption ${first.reference}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject redemption' }));
    expect(within(dialog).getByText('Write the reason the member will read')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sold out');
    await user.click(within(dialog).getByRole('button', { name: 'Reject redemption' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.pointReject')?.input).toEqual({
      id: first.id,
      reason: 'Sold out',
    });
    expect(await within(dialog).findByText('This reason cannot be used.')).toBeTruthy();
  });

  it('a read-only operator reads without deciding; an empty queue says so', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsPointRedemptions, () => ({ items: [], total: 0 })), READ_ONLY_SESSION);
    await user.click(screen.getByRole('button', { name: 'Point mall' }));
    expect(await screen.findByText('No redemptions here')).toBeTruthy();
  });

  it('read-only sees the rows without the buttons', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsPointRedemptions, () => page), READ_ONLY_SESSION);
    await user.click(screen.getByRole('button', { name: 'Point mall' }));
    expect(await screen.findByText(first.reference)).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Approve ${first.reference}` })).toBeNull();
  });
});
