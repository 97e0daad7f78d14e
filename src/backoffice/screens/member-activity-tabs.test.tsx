import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { activateLanguage } from '../../i18n/activate-language';
import { opsAdjustments, opsMemberActivity, opsMemberDetail } from '../api/endpoints';
import type { MemberActivityPart } from '../atoms/back-office-atoms';
import { SAMPLE_DETAIL, SAMPLE_SESSION } from '../testing/back-office-fixture';
import { HOSTILE_AGENT, SAMPLE_ACTIVITY } from '../testing/member-activity-samples';
import { renderBackOffice } from '../testing/render-back-office';
import { MemberPage } from './member-page';

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});
afterEach(cleanup);

const renderPage = (answer: (part: MemberActivityPart) => unknown) =>
  renderBackOffice(
    (a) =>
      a
        .on(opsAdjustments, () => ({ items: [] }))
        .on(opsMemberDetail, () => SAMPLE_DETAIL)
        .on(opsMemberActivity, ({ part }) => answer(part) as never),
    SAMPLE_SESSION,
    <MemberPage memberId={41} />,
  );

describe("the member page's records", () => {
  it('shows the ledger first, and each tab loads its own part once opened', async () => {
    const user = userEvent.setup();
    const calls = renderPage((part) => SAMPLE_ACTIVITY[part]);
    const tabs = await screen.findByRole('group', { name: 'Member records' });
    expect(within(tabs).getByRole('button', { name: 'Ledger' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('W20261126A1')).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.memberActivity')).toBe(false);

    await user.click(within(tabs).getByRole('button', { name: 'Bets' }));
    expect(within(tabs).getByRole('button', { name: 'Bets' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Lucky Lanterns')).toBeTruthy();
    await user.click(within(tabs).getByRole('button', { name: 'Sessions' }));
    expect(await screen.findByText(/iPhone OS 18_1/)).toBeTruthy();
    await user.click(within(tabs).getByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('Your deposit is credited')).toBeTruthy();
    await user.click(within(tabs).getByRole('button', { name: 'Limits' }));
    expect(await screen.findByText('Time-out')).toBeTruthy();
    expect(screen.getByText('30 min')).toBeTruthy();
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.memberActivity')
        .map((c) => c.input),
    ).toEqual([
      { id: 41, part: 'bets' },
      { id: 41, part: 'sessions' },
      { id: 41, part: 'messages' },
      { id: 41, part: 'protection' },
    ]);
  });

  it('draws a user agent with markup as text, never as HTML', async () => {
    const user = userEvent.setup();
    renderPage((part) => SAMPLE_ACTIVITY[part]);
    await user.click(await screen.findByRole('button', { name: 'Logins' }));
    expect(await screen.findByText(HOSTILE_AGENT)).toBeTruthy();
    expect(document.body.querySelector('img')).toBeNull();
    expect(screen.getByText('bad_credentials')).toBeTruthy();
  });

  it('says when a part is empty, and offers a retry when it fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage((part) => {
      if (part === 'bets' && fail) {
        fail = false;
        throw new CallError('INTERNAL', 'Down', 500);
      }
      return { [part]: [] };
    });
    await user.click(await screen.findByRole('button', { name: 'Bets' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bets yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Logins' }));
    expect(await screen.findByText('No login attempts yet')).toBeTruthy();
  });

  it('arrow keys move between the tabs and Enter opens one', async () => {
    const user = userEvent.setup();
    renderPage((part) => SAMPLE_ACTIVITY[part]);
    const ledger = await screen.findByRole('button', { name: 'Ledger' });
    ledger.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bets' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Limits' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Time-out')).toBeTruthy();
  });
});
