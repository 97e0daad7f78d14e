import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import { opsRewardEntries, opsRewardIssue, opsRewardReject } from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { FINANCE_SESSION, SUPPORT_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { CONTENT_SESSION, SAMPLE_ENTRIES, SAMPLE_ENTRY_PAGE } from '../testing/reward-samples';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = CONTENT_SESSION) =>
  renderBackOffice(api, session);

const first = SAMPLE_ENTRIES[0] as (typeof SAMPLE_ENTRIES)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the promotions queue', () => {
  it('lists entries waiting for a decision, and filters by status and activity', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE));
    await user.click(screen.getByRole('button', { name: 'Promotions' }));
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('VIP upgrade bonus')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('88.00 USD')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Signed up for a draw')).toBeTruthy();
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.rewardEntries',
      input: { status: 'waiting', page: 1, pageSize: 20 },
    });
    await user.selectOptions(screen.getByLabelText('Activity'), 'lucky-draw');
    expect(calls().calls.at(-1)?.input).toEqual({
      status: 'waiting',
      activity: 'lucky-draw',
      page: 1,
      pageSize: 20,
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(calls().calls.at(-1)?.input).toMatchObject({ status: 'rejected', activity: 'lucky-draw' });
  });

  it('issues with another amount from the keyboard, and reloads the queue', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE)
        .on(opsRewardIssue, () => ({ entry: { ...first, status: 'issued', amount: 100_00 } })),
    );
    await user.click(screen.getByRole('button', { name: 'Promotions' }));
    (await screen.findByRole('button', { name: `Issue entry #${first.id}` })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('form', { name: `Issue entry #${first.id}` });
    expect(within(dialog).getByText(/the activity's prize: 88.00 USD/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Prize amount'), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(within(dialog).getByText(/Enter an amount above zero/)).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.rewardIssue')).toBe(false);
    await user.clear(within(dialog).getByLabelText('Prize amount'));
    await user.type(within(dialog).getByLabelText('Prize amount'), '100{Enter}');
    expect(calls().calls.find((c) => c.id === 'backOffice.rewardIssue')?.input).toEqual({
      id: first.id,
      amount: '100',
    });
    expect(screen.queryByRole('form', { name: `Issue entry #${first.id}` })).toBeNull();
    expect(calls().calls.filter((c) => c.id === 'backOffice.rewardEntries')).toHaveLength(2);
  });

  it('rejects only with a reason, and tells when another operator decided first', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE)
        .fail(opsRewardReject, 'CONFLICT', 'It was already issued'),
    );
    await user.click(screen.getByRole('button', { name: 'Promotions' }));
    await user.click(await screen.findByRole('button', { name: `Reject entry #${first.id}` }));
    const dialog = await screen.findByRole('form', { name: `Reject entry #${first.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(within(dialog).getByText('Write the reason the member will read')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), ' Deposit first ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.rewardReject')?.input).toEqual({
      id: first.id,
      reason: 'Deposit first',
    });
    expect(await within(dialog).findByText(/This entry has been decided meanwhile/)).toBeTruthy();
  });

  it('finance reads without deciding', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE), FINANCE_SESSION);
    await user.click(screen.getByRole('button', { name: 'Promotions' }));
    expect(await screen.findByText('VIP upgrade bonus')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Issue entry #${first.id}` })).toBeNull();
  });

  it('support has no Promotions or Point mall screen', () => {
    renderApp(() => undefined, SUPPORT_SESSION);
    expect(screen.queryByRole('button', { name: 'Promotions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Point mall' })).toBeNull();
  });

  it('says when nothing waits, and offers a retry when the queue cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp((api) =>
      api.on(opsRewardEntries, () => {
        if (fail) {
          fail = false;
          throw Object.assign(new Error('down'), { code: 'NETWORK' });
        }
        return { items: [], total: 0, activities: [] };
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Promotions' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No entries here')).toBeTruthy();
  });
});
