import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAccountApi } from '../../../tests/support/fake-accounts';
import { createFakeApiClient } from '../../api/fake-client';
import { login } from '../../api/endpoints';
import { loginAtom } from '../../atoms/auth';
import { firstLoginDueAtom, welcomeOnScreenAtom } from '../../atoms/first-login';
import { answerDialogAtom, currentDialogAtom, openDialogAtom } from '../../atoms/dialog';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { closePopupAtom, openPopupAtom, openPopupsAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import FirstLoginWelcome from './first-login-welcome';

function loginAnswer(firstTimeLogin: boolean, extra: Record<string, unknown> = {}) {
  return withAccountApi(createFakeApiClient()).on(login, () => ({
    token: 'fresh-token-0123456789abcdefghijklmnopqrstu',
    firstTimeLogin,
    passwordExpired: false,
    cpw: false,
    captcha: false,
    isAgent: 0,
    customerId: 42,
    username: 'newplayer1',
    nickname: 'newplayer1',
    merchantCode: 'aurora',
    toUpline: false,
    memberLabel: [],
    ...extra,
  }));
}

async function logIn(firstTimeLogin: boolean, extra: Record<string, unknown> = {}) {
  const view = await renderWidget(<FirstLoginWelcome steps={['depositv2', 'securityCenter']} />, {
    api: loginAnswer(firstTimeLogin, extra),
    session: null,
  });
  await act(() =>
    view.store.set(loginAtom, { type: 'username', username: 'newplayer1', password: 'Secret123!' }),
  );
  return view;
}

describe('first-login-welcome widget', () => {
  it("R4.5 a member's first login opens the welcome; a step opens the member centre at its page", async () => {
    const view = await logIn(true);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, newplayer1!' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make your first deposit' }));
    await waitFor(() =>
      expect(view.store.get(openPopupsAtom)).toEqual([
        { name: 'memberCentre', params: { page: 'depositv2' } },
      ]),
    );
    expect(view.store.get(memberCentrePageAtom)).toBe('depositv2');
    // Answered once, it does not come back when the member centre closes.
    act(() => view.store.set(closePopupAtom, 'memberCentre'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R4.5 a later login shows nothing', async () => {
    const view = await logIn(false);
    // The login is done and the atom that decides says no welcome is due.
    expect(view.store.get(sessionAtom)?.customerId).toBe(42);
    expect(view.store.get(firstLoginDueAtom)).toBe(false);
    expect(view.store.get(welcomeOnScreenAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a trial account gets no welcome (its steps are closed to it)', async () => {
    const view = await logIn(true, { isAgent: 4 });
    expect(view.store.get(sessionAtom)?.customerId).toBe(42);
    expect(view.store.get(firstLoginDueAtom)).toBe(false);
    expect(view.store.get(welcomeOnScreenAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits behind a popup (a forced password change) and shows when it closes', async () => {
    const view = await logIn(true);
    act(() => view.store.set(openPopupAtom, 'changePassModal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => view.store.set(closePopupAtom, 'changePassModal'));
    expect(await screen.findByRole('dialog', { name: 'Welcome, newplayer1!' })).toBeInTheDocument();
  });

  it('one greeting at a time: a notice already up goes first, and notices wait while the welcome shows', async () => {
    const view = await renderWidget(<FirstLoginWelcome steps={['depositv2']} />, {
      api: loginAnswer(true),
      session: null,
      prepare: (store) => void store.set(openDialogAtom, { title: 'Notice A', yieldsToPopups: true }),
    });
    await act(() => view.store.set(loginAtom, { type: 'username', username: 'newplayer1', password: 'x1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const first = view.store.get(currentDialogAtom);
    expect(first?.title).toBe('Notice A');
    act(() => view.store.set(answerDialogAtom, { id: first?.id ?? 0, result: 'close' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome, newplayer1!' })).toBeInTheDocument();
    act(() => void view.store.set(openDialogAtom, { title: 'Notice B', yieldsToPopups: true }));
    expect(view.store.get(currentDialogAtom)).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(view.store.get(currentDialogAtom)?.title).toBe('Notice B'));
  });

  it('"Maybe later" closes it for good', async () => {
    const view = await logIn(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.store.get(openPopupsAtom)).toEqual([]);
  });
});
