import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getMemberInfo, logout } from '../../api/endpoints';
import { currentDialogAtom, answerDialogAtom } from '../../atoms/dialog';
import { unreadMessagesCountAtom } from '../../atoms/member';
import { openPopupsAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAccountApi } from '../../../tests/support/fake-accounts';
import { withRewardsApi } from '../../../tests/support/fake-rewards';
import MemberPanel from './member-panel';

describe('logged-in panel', () => {
  it('R2.35 R2.37 shows avatar, nickname, VIP label and the balance with 2 decimals, grouped', async () => {
    await renderWidget(<MemberPanel hideBalanceOn={['/game']} />, {
      api: withAccountApi(createFakeApiClient()),
      session: {},
    });
    expect(await screen.findByText('VIP 3')).toBeInTheDocument();
    expect(screen.getByText('Lucky Star')).toBeInTheDocument();
    expect(await screen.findByText('12,345.67')).toBeInTheDocument();
    // Every control is named by what it shows (WCAG 2.5.3): the account button holds the
    // nickname and VIP label, the balance button its figure.
    expect(screen.getByRole('button', { name: 'My account Lucky Star VIP 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Balance 12,345.67' })).toBeInTheDocument();
  });

  it('a member of VIP level 0 shows no VIP label', async () => {
    const api = withAccountApi(createFakeApiClient()).on(getMemberInfo, () => ({
      id: 1,
      account: 'player01',
      nickname: 'Lucky Star',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'VIP 0', rankLevel: 0 },
      memberLabel: [],
      avatar: 'a4',
      totpEnabled: false,
      cpw: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    }));
    await renderWidget(<MemberPanel hideBalanceOn={[]} />, { api, session: {} });
    expect(await screen.findByText('12,345.67')).toBeInTheDocument();
    expect(screen.queryByText(/VIP/)).not.toBeInTheDocument();
  });

  it('R2.37 hides the balance on request and on game pages', async () => {
    await renderWidget(<MemberPanel hideBalanceOn={['/game']} />, {
      api: withAccountApi(createFakeApiClient()),
      session: {},
    });
    await screen.findByText('12,345.67');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('12,345.67')).not.toBeInTheDocument();
    expect(screen.getByText('••••••')).toBeInTheDocument();
  });

  it('R2.37 shows no balance on /game', async () => {
    await renderWidget(<MemberPanel hideBalanceOn={['/game']} />, {
      api: withAccountApi(createFakeApiClient()),
      session: {},
      route: '/game',
    });
    await screen.findByText('VIP 3');
    expect(screen.queryByRole('button', { name: /^Balance/ })).not.toBeInTheDocument();
  });

  it('R2.36 counts available promos (claimable rewards) plus unread messages', async () => {
    const { store } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, {
      api: withRewardsApi(withAccountApi(createFakeApiClient())),
      session: {},
    });
    expect(await screen.findByRole('button', { name: /^My account 2 unclaimed/ })).toBeInTheDocument();
    act(() => store.set(unreadMessagesCountAtom, 3));
    expect(await screen.findByRole('button', { name: /^My account 5 unclaimed/ })).toBeInTheDocument();
  });

  it('R6.3 shows the agent button for 1, 2, 4, 41, 42 only', async () => {
    for (const [isAgent, shown] of [
      [0, false],
      [1, true],
      [2, true],
      [4, true],
      [41, true],
      [42, true],
      [3, false],
    ] as const) {
      const { unmount } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, {
        api: withAccountApi(createFakeApiClient()),
        session: { isAgent },
      });
      expect(Boolean(screen.queryByRole('button', { name: 'Agent' })), `isAgent ${isAgent}`).toBe(shown);
      unmount();
    }
  });

  it('R5.2 R6.4 R6.5 a trial account gets in_need_true_account instead of the member centre', async () => {
    const { store } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, {
      api: withAccountApi(createFakeApiClient()),
      session: { isAgent: 4 },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(store.get(currentDialogAtom)?.text).toBe('Please register a real account to use this feature.'),
    );
    expect(store.get(currentDialogAtom)?.buttons?.[0]?.label).toBe('OK');
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  it('R6.2 R6.6 opens the agent centre for agents and refuses players', async () => {
    const { store } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, {
      api: withAccountApi(createFakeApiClient()),
      session: { isAgent: 41 },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agent' }));
    await waitFor(() => expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['agentCentre']));
  });

  it('R6.4 opens the member centre at the deposit page for a real member', async () => {
    const { store } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, {
      api: withAccountApi(createFakeApiClient()),
      session: {},
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(store.get(openPopupsAtom)[0]).toMatchObject({
        name: 'memberCentre',
        params: { page: 'depositv2' },
      }),
    );
  });

  it('R6.19 shows the invite icon only while the referral promotion is on; it opens invite friends', async () => {
    const { store, unmount } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, {
      api: withAccountApi(createFakeApiClient()),
      session: {},
      bootstrap: { flags: ['REFERRALPROMO3'] },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite friends' }));
    await waitFor(() =>
      expect(store.get(openPopupsAtom)[0]).toMatchObject({
        name: 'memberCentre',
        params: { page: 'referral' },
      }),
    );
    unmount();
    await renderWidget(<MemberPanel hideBalanceOn={[]} />, {
      api: withAccountApi(createFakeApiClient()),
      session: {},
    });
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it('R2.38 R4.15 signs out after the in_sure_logout confirmation: server call, session cleared', async () => {
    const api = withAccountApi(createFakeApiClient()).on(logout, () => ({}));
    const { store } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, { api, session: {} });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(store.get(currentDialogAtom)?.text).toBe('Are you sure you want to sign out?'),
    );
    expect(store.get(currentDialogAtom)?.title).toBe('Prompt');
    const dialog = store.get(currentDialogAtom);
    store.set(answerDialogAtom, { id: dialog?.id ?? 0, result: 'ok' });
    await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    expect(api.calls.some((c) => c.id === 'session.logout')).toBe(true);
  });

  it('keeps the session when sign out is cancelled', async () => {
    const api = withAccountApi(createFakeApiClient()).on(logout, () => ({}));
    const { store } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, { api, session: {} });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.get(currentDialogAtom)).toBeDefined());
    store.set(answerDialogAtom, { id: store.get(currentDialogAtom)?.id ?? 0, result: 'cancel' });
    await waitFor(() => expect(store.get(currentDialogAtom)).toBeUndefined());
    expect(store.get(sessionAtom)?.token).toBeTruthy();
    expect(api.calls.some((c) => c.id === 'session.logout')).toBe(false);
  });

  it('renders nothing for visitors', async () => {
    const { container } = await renderWidget(<MemberPanel hideBalanceOn={[]} />, { session: null });
    expect(container).toBeEmptyDOMElement();
  });
});
