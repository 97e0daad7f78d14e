import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import {
  opsAdjustments,
  opsMemberDetail,
  opsMemberEndSessions,
  opsMemberLabels,
  opsMemberLock,
  opsMemberMessage,
  opsMemberResetPassword,
  opsMemberUnlock,
} from '../api/endpoints';
import type { MemberDetail, OperatorSession } from '../atoms/back-office-atoms';
import {
  FINANCE_SESSION,
  READ_ONLY_SESSION,
  SAMPLE_DETAIL,
  SAMPLE_SESSION,
  SUPPORT_SESSION,
} from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { MemberPage } from './member-page';

const renderPage = (api: (api: FakeApiClient) => void, session: OperatorSession = SAMPLE_SESSION) =>
  renderBackOffice(
    (a) => {
      a.on(opsAdjustments, () => ({ items: [] }));
      api(a);
    },
    session,
    <MemberPage memberId={41} />,
  );

const withStatus = (status: string): MemberDetail => ({
  ...SAMPLE_DETAIL,
  member: { ...SAMPLE_DETAIL.member, status },
});

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('member actions on the member page', () => {
  it('an owner locks a member: a reason is required, the call names it, and the page shows the member locked', async () => {
    const user = userEvent.setup();
    let status = 'active';
    const calls = renderPage((api) =>
      api
        .on(opsMemberDetail, () => withStatus(status))
        .on(opsMemberLock, () => {
          status = 'locked';
          return { status, sessionsEnded: 2 };
        }),
    );
    const actions = await screen.findByRole('group', { name: 'Member actions' });
    expect(within(actions).queryByRole('button', { name: 'Unlock' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Lock' }));
    const dialog = screen.getByRole('form', { name: 'Lock player1' });
    expect(dialog.textContent).toContain('logging in is refused until the account is unlocked');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(within(dialog).getByText(/Write why \(at most 200 characters\)/)).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.memberLock')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Reason/), '  Chargeback  ');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText('player1 is locked; 2 session(s) ended.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Lock player1' })).toBeNull();
    expect(calls().calls.find((c) => c.id === 'backOffice.memberLock')?.input).toEqual({
      id: 41,
      reason: 'Chargeback',
    });
    // The page reloaded: the status is the platform's, and unlocking is what is offered now.
    expect(await within(actions).findByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.getByText('locked')).toBeTruthy();
  });

  it('a support operator unlocks; a status changed meanwhile is said so, and the button shows it is busy while waiting', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    renderPage(
      (api) =>
        api
          .on(opsMemberDetail, () => withStatus('locked'))
          .on(
            opsMemberUnlock,
            () =>
              new Promise((_resolve, reject) => {
                answer = () => reject(new CallError('CONFLICT', 'The member is active, not locked', 409));
              }),
          ),
      SUPPORT_SESSION,
    );
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = screen.getByRole('form', { name: 'Unlock player1' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Cleared by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock account' }));
    const submit = within(dialog).getByRole('button', { name: 'Unlock account' });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    answer?.();
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      "The member's status changed meanwhile (another operator may have acted). Close and look again.",
    );
  });

  it('ends every session after confirming, without a reason', async () => {
    const user = userEvent.setup();
    const calls = renderPage((api) =>
      api
        .on(opsMemberDetail, () => SAMPLE_DETAIL)
        .on(opsMemberEndSessions, () => ({ status: 'active', sessionsEnded: 3 })),
    );
    await user.click(await screen.findByRole('button', { name: 'End sessions' }));
    const dialog = screen.getByRole('form', { name: 'Sign player1 out everywhere' });
    expect(within(dialog).queryByLabelText(/^Reason/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('3 session(s) of player1 ended.')).toBeTruthy();
    expect(calls().calls.find((c) => c.id === 'backOffice.memberEndSessions')?.input).toEqual({ id: 41 });
  });

  it('sends a message: empty fields are named, a field the platform refuses is named, then it is sent', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = renderPage((api) =>
      api
        .on(opsMemberDetail, () => SAMPLE_DETAIL)
        .on(opsMemberMessage, () => {
          tries += 1;
          if (tries === 1)
            throw new CallError('VALIDATION', 'Invalid', 400, [{ field: 'title', message: 'is required' }]);
          return { messageId: 9 };
        }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    const dialog = screen.getByRole('form', { name: 'Message to player1' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByText('Write a title (at most 120 characters).')).toBeTruthy();
    expect(within(dialog).getByText('Write the message (at most 4000 characters).')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Message/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await user.type(within(dialog).getByLabelText(/^Title/), 'About your deposit');
    await user.type(within(dialog).getByLabelText(/^Message/), '<b>Checked</b>');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Write a title (at most 120 characters).')).toBeTruthy();
    expect(within(dialog).queryByText('Write the message (at most 4000 characters).')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("The message is in player1's inbox.")).toBeTruthy();
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.memberMessage')
        .at(-1)?.input,
    ).toEqual({
      id: 41,
      title: 'About your deposit',
      body: '<b>Checked</b>',
    });
  });

  it('support resets a lost password: a reason is required, the one-time password is shown once, then forgotten', async () => {
    const user = userEvent.setup();
    const calls = renderPage(
      (api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsMemberResetPassword, () => ({ temporaryPassword: 'Kp7mQx4vRt2n', sessionsEnded: 2 })),
      SUPPORT_SESSION,
    );
    const actions = await screen.findByRole('group', { name: 'Member actions' });
    await user.click(within(actions).getByRole('button', { name: 'Reset password' }));
    const form = screen.getByRole('form', { name: 'Reset the password of player1' });
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(within(form).getByRole('alert').textContent).toContain('Write why');
    expect(calls().calls.some((c) => c.id === 'backOffice.memberResetPassword')).toBe(false);
    await user.type(within(form).getByLabelText(/^Reason/), ' Lost it ');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('status', { name: 'One-time password' });
    expect(shown.textContent).toBe('Kp7mQx4vRt2n');
    expect(calls().calls.find((c) => c.id === 'backOffice.memberResetPassword')?.input).toEqual({
      id: 41,
      reason: 'Lost it',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('player1 has a one-time password; 2 session(s) ended.')).toBeTruthy();
    expect(screen.queryByText('Kp7mQx4vRt2n')).toBeNull();
  });

  it('a closed account has no password reset, and a conflict says the account is closed', async () => {
    const user = userEvent.setup();
    renderPage((api) => api.on(opsMemberDetail, () => withStatus('closed')), SUPPORT_SESSION);
    const actions = await screen.findByRole('group', { name: 'Member actions' });
    expect(within(actions).queryByRole('button', { name: 'Reset password' })).toBeNull();
    cleanup();
    renderPage(
      (api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .fail(opsMemberResetPassword, 'CONFLICT', 'The account is closed'),
      SUPPORT_SESSION,
    );
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const form = screen.getByRole('form', { name: 'Reset the password of player1' });
    await user.type(within(form).getByLabelText(/^Reason/), 'x');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(
      await within(form).findByText('This account is closed: its password cannot be reset.'),
    ).toBeTruthy();
  });

  it('support labels a member: the labels typed are checked before the call, a refusal naming labels is said, and the page shows the new labels', async () => {
    const user = userEvent.setup();
    let saved: string[] = ['VIP'];
    let tries = 0;
    const calls = renderPage(
      (api) =>
        api
          .on(opsMemberDetail, () => ({
            ...SAMPLE_DETAIL,
            member: { ...SAMPLE_DETAIL.member, labels: saved },
          }))
          .on(opsMemberLabels, ({ labels }) => {
            tries += 1;
            if (tries === 1)
              throw new CallError('VALIDATION', 'Invalid', 400, [
                { field: 'labels', message: 'at most 8 labels' },
              ]);
            saved = labels;
            return { labels };
          }),
      SUPPORT_SESSION,
    );
    expect((await screen.findByText('Labels', { selector: 'dt' })).nextElementSibling?.textContent).toBe(
      'VIP',
    );
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    const dialog = screen.getByRole('form', { name: 'Labels of player1' });
    const field = within(dialog).getByLabelText(/^Labels/);
    expect((field as HTMLInputElement).value).toBe('VIP');
    const rule =
      'At most 8 labels, separated by commas; each at most 24 letters, digits, spaces, dots, dashes or underscores.';
    await user.clear(field);
    await user.type(field, 'VIP, <b>whale</b>');
    await user.click(within(dialog).getByRole('button', { name: 'Save labels' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(rule)).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.memberLabels')).toBe(false);
    await user.clear(field);
    await user.type(field, ' VIP ,  high   roller, vip ');
    await user.click(within(dialog).getByRole('button', { name: 'Save labels' }));
    expect(await within(dialog).findByText(rule)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save labels' }));
    expect(await screen.findByText('player1 is labelled VIP, high roller.')).toBeTruthy();
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.memberLabels')
        .at(-1)?.input,
    ).toEqual({
      id: 41,
      labels: ['VIP', 'high roller'],
    });
    // The page reloaded: the labels shown are the platform's.
    expect(await screen.findByText('VIP, high roller', { selector: 'dd' })).toBeTruthy();
  });

  it('a read-only operator sees the page without member actions; finance only adjusts balances', async () => {
    renderPage((api) => api.on(opsMemberDetail, () => SAMPLE_DETAIL), READ_ONLY_SESSION);
    expect(await screen.findByRole('heading', { name: 'player1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Member actions' })).toBeNull();
    cleanup();
    renderPage((api) => api.on(opsMemberDetail, () => SAMPLE_DETAIL), FINANCE_SESSION);
    const actions = await screen.findByRole('group', { name: 'Member actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Adjust balance']);
  });
});
