import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteNode } from '@schemas/site/node';
import { createFakeApiClient } from '../../api/fake-client';
import { openMemberCentreAtom, pointMallReferenceAtom } from '../../atoms/member-centre';
import { currentDialogAtom } from '../../atoms/dialog';
import { openPopupsAtom } from '../../atoms/popup';
import { renderWidget } from '../../../tests/support/render-widget';
import { withWalletApi } from '../../../tests/support/fake-wallet';
import { fakeActivities, withRewardsApi } from '../../../tests/support/fake-rewards';
import { unreadMessagesCountAtom } from '../../atoms/member';
import MemberCentre from './member-centre';

const renderNode = (node: SiteNode) => <p data-testid="page">{node.type}</p>;

function setup(session: Record<string, unknown> | null = {}, holds = () => true) {
  return renderWidget(<MemberCentre showSummary renderNode={renderNode} conditionHolds={holds} />, {
    api: withWalletApi(createFakeApiClient()),
    session,
  });
}

describe('member-centre widget', () => {
  it('R2.62 R2.75 opens on My account and shows one page at a time in the order of the site', async () => {
    await setup();
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels.indexOf('My account')).toBeLessThan(labels.indexOf('My wallet'));
    expect(labels.indexOf('My wallet')).toBeLessThan(labels.indexOf('Deposit'));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getAllByTestId('page')).toHaveLength(1);
  });

  it('R2.76 shows red badges only for counts above 0', async () => {
    const { store } = await setup();
    await screen.findByRole('heading', { name: 'My account' });
    expect(screen.queryByRole('status', { name: /new/ })).not.toBeInTheDocument();
    act(() => store.set(unreadMessagesCountAtom, 2));
    expect(screen.getByRole('status', { name: '2 new' })).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: /new/ })).toHaveLength(1);
  });

  it('R2.76 badges rewardCenter with claimable rewards and missionLeaderboard with claimable missions', async () => {
    await renderWidget(<MemberCentre showSummary renderNode={renderNode} conditionHolds={() => true} />, {
      api: withRewardsApi(withWalletApi(createFakeApiClient()), {
        activities: fakeActivities().map((a) =>
          a.state === 'issued' ? { ...a, state: 'claim' as const } : a,
        ),
      }),
      session: {},
    });
    const rewards = await screen.findByRole('button', { name: /Reward centre/ });
    await waitFor(() => expect(within(rewards).getByRole('status')).toHaveAccessibleName('2 new'));
    const missions = screen.getByRole('button', { name: /Mission activity/ });
    expect(within(missions).getByRole('status')).toHaveAccessibleName('1 new');
  });

  it('R2.77 closing (unmounting) clears the point-mall reference', async () => {
    const { store, unmount } = await setup();
    await screen.findByRole('heading', { name: 'My account' });
    act(() => store.set(pointMallReferenceAtom, 'reward-42'));
    unmount();
    expect(store.get(pointMallReferenceAtom)).toBeNull();
  });

  it('R6.4 R5.3 trial accounts get in_need_true_account, both in the centre and when opening it', async () => {
    const { store } = await setup({ isAgent: 4 });
    expect(screen.getByRole('alert')).toHaveTextContent('Please register a real account');
    void store.set(openMemberCentreAtom, { page: 'depositv2' });
    await Promise.resolve();
    expect(store.get(currentDialogAtom)?.text).toMatch(/real account/);
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  it('opens at a requested page for a member', async () => {
    const { store } = await setup();
    await act(async () => {
      await store.set(openMemberCentreAtom, { page: 'withdraw' });
    });
    expect(await screen.findByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
    expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['memberCentre']);
  });

  it('leaves pages out whose site condition does not hold', async () => {
    await setup({}, () => false);
    await screen.findByRole('navigation', { name: 'Member centre' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
