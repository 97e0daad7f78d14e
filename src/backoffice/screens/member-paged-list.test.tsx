import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { activateLanguage } from '../../i18n/activate-language';
import { opsAdjustments, opsMemberActivity, opsMemberDetail } from '../api/endpoints';
import type { MemberActivity, MemberActivityQuery } from '../atoms/back-office-atoms';
import { SAMPLE_DETAIL, SAMPLE_SESSION } from '../testing/back-office-fixture';
import { PAGED_BETS, SAMPLE_ACTIVITY } from '../testing/member-activity-samples';
import { renderBackOffice } from '../testing/render-back-office';
import { MemberPage } from './member-page';

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});
afterEach(cleanup);

const renderPage = (answer: (input: MemberActivityQuery) => MemberActivity, detail = SAMPLE_DETAIL) =>
  renderBackOffice(
    (a) =>
      a
        .on(opsAdjustments, () => ({ items: [] }))
        .on(opsMemberDetail, () => detail)
        .on(opsMemberActivity, (input) => answer(input)),
    SAMPLE_SESSION,
    <MemberPage memberId={41} />,
  );

/** The bets list two pages long; "rolled back" narrows it to one line; "open" to none. */
function pagedBets(input: MemberActivityQuery): MemberActivity {
  if (input.part !== 'bets') return SAMPLE_ACTIVITY[input.part];
  if (input.status === 'rolled_back') return PAGED_BETS.rolledBack;
  if (input.status === 'open') return { bets: [], nextBefore: null };
  return input.before === PAGED_BETS.first.nextBefore ? PAGED_BETS.older : PAGED_BETS.first;
}

const activityCalls = (calls: () => { calls: { id: string; input: unknown }[] }) =>
  calls()
    .calls.filter((c) => c.id === 'backOffice.memberActivity')
    .map((c) => c.input);

describe("paging and filtering a member's lists", () => {
  it('"Load older" appends the next page under the first and goes away when there are no older lines', async () => {
    const user = userEvent.setup();
    const calls = renderPage(pagedBets);
    await user.click(await screen.findByRole('button', { name: 'Bets' }));
    expect(await screen.findByText('Dragon Gate')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByText('Golden Koi')).toBeTruthy();
    // Both pages are shown, newest first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Dragon Gate',
      'Lucky Lanterns',
      'Golden Koi',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
    expect(activityCalls(calls)).toEqual([
      { id: 41, part: 'bets' },
      { id: 41, part: 'bets', before: 21 },
    ]);
  });

  it('a filter reloads the list from its first page with the filter, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const calls = renderPage(pagedBets);
    await user.click(await screen.findByRole('button', { name: 'Bets' }));
    await screen.findByText('Dragon Gate');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await screen.findByText('Golden Koi');

    await user.selectOptions(screen.getByLabelText('Bet status'), 'Rolled back');
    expect(await screen.findByText('Moon Festival')).toBeTruthy();
    expect(screen.queryByText('Golden Koi')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Bet status'), 'Open');
    expect(await screen.findByText('No bets match these filters')).toBeTruthy();

    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-20');
    expect(activityCalls(calls).slice(2)).toEqual([
      { id: 41, part: 'bets', status: 'rolled_back' },
      { id: 41, part: 'bets', status: 'open' },
      { id: 41, part: 'bets', status: 'open', from: '2026-11-20' },
    ]);
  });

  it('a last day before the first is said at the field and not asked', async () => {
    const user = userEvent.setup();
    const calls = renderPage(pagedBets);
    await user.click(await screen.findByRole('button', { name: 'Logins' }));
    await screen.findByText('bad_credentials');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    expect(await screen.findByText('The last day must not be before the first.')).toBeTruthy();
    expect(activityCalls(calls).some((c) => JSON.stringify(c).includes('2026-11-10'))).toBe(false);
  });

  it('the ledger starts from the lines on the page, and a filter asks for the ledger part', async () => {
    const user = userEvent.setup();
    const calls = renderPage(pagedBets);
    expect(await screen.findByText('W20261126A1')).toBeTruthy();
    expect(activityCalls(calls)).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Entry type'), 'Withdrawals');
    expect(activityCalls(calls)).toEqual([{ id: 41, part: 'ledger', kind: 'withdrawal' }]);
  });

  it("the ledger offers older lines only when the member's page says there are some", async () => {
    const user = userEvent.setup();
    renderPage(pagedBets);
    await screen.findByText('W20261126A1');
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
    cleanup();

    const older = { ...SAMPLE_DETAIL.ledger[1]!, id: 1, reference: 'D20261120C3' };
    const calls = renderPage(
      (input) => (input.part === 'ledger' ? { ledger: [older], nextBefore: null } : pagedBets(input)),
      { ...SAMPLE_DETAIL, ledgerNextBefore: 2 },
    );
    await screen.findByText('W20261126A1');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByText('D20261120C3')).toBeTruthy();
    expect(activityCalls(calls)).toEqual([{ id: 41, part: 'ledger', before: 2 }]);
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('an older page that fails says so under the list and keeps what is shown', async () => {
    const user = userEvent.setup();
    renderPage((input) => {
      if (input.before) throw new CallError('INTERNAL', 'Down', 500);
      return pagedBets(input);
    });
    await user.click(await screen.findByRole('button', { name: 'Bets' }));
    await screen.findByText('Dragon Gate');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Dragon Gate')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load older' })).toBeTruthy();
  });
});
