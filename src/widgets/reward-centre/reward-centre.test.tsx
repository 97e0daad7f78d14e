import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { claimRewardActivity, forfeitBonus, listRewardActivities } from '../../api/endpoints';
import { answerDialogAtom, currentDialogAtom } from '../../atoms/dialog';
import { claimableRewardsCountAtom } from '../../atoms/reward-counts';
import { renderWidget } from '../../../tests/support/render-widget';
import { withRewardsApi } from '../../../tests/support/fake-rewards';
import { fakeWagers } from '../../../tests/support/fake-wagering';
import RewardCentre from './reward-centre';

async function setup(api = withRewardsApi(createFakeApiClient())) {
  const r = await renderWidget(<RewardCentre showHistory />, { api, session: {} });
  await screen.findByText('2 reward(s) ready to claim');
  return { ...r, api };
}
const card = (name: string) => screen.getByRole('article', { name });
const claims = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === claimRewardActivity.id);

describe('reward-centre widget', () => {
  it('R2.71 shows each activity with its state, prize and the one action that applies', async () => {
    await setup();
    expect(within(card('Weekend gift')).getByText('Ready to claim')).toBeInTheDocument();
    expect(within(card('Weekend gift')).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(card('Lucky draw')).getByText('Issued')).toBeInTheDocument();
    expect(within(card('Lucky draw')).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(card('Live casino weekend')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(card('VIP upgrade bonus')).getByText('Applying')).toBeInTheDocument();
    expect(within(card('VIP upgrade bonus')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Monthly raffle')).getByText('Signed up')).toBeInTheDocument();
    expect(within(card('Festival celebration')).getByText('Coming soon')).toBeInTheDocument();
    const challenge = card('Slots turnover challenge');
    expect(within(challenge).getByText('In progress')).toBeInTheDocument();
    expect(within(challenge).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(challenge).getByText('120.00 / 300.00')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Welcome bonus' })).not.toBeInTheDocument();
  });

  it('R2.36 claims once per click burst, shows the credit and lowers the available promos', async () => {
    const { api, store } = await setup();
    await waitFor(() => expect(store.get(claimableRewardsCountAtom)).toBe(2));
    const button = within(card('Weekend gift')).getByRole('button', { name: 'Claim' });
    await userEvent.dblClick(button);
    expect(
      await within(card('Weekend gift')).findByText('$ 18.00 added to your main wallet.'),
    ).toBeInTheDocument();
    expect(new Set(claims(api).map((c) => (c.input as { idempotencyKey: string }).idempotencyKey)).size).toBe(
      1,
    );
    expect(await screen.findByText('1 reward(s) ready to claim')).toBeInTheDocument();
    await waitFor(() => expect(store.get(claimableRewardsCountAtom)).toBe(1));
  });

  it('explains a refused claim and applies to an activity', async () => {
    const api = withRewardsApi(createFakeApiClient()).on(claimRewardActivity, () => {
      throw new CallError('CONFLICT', 'This reward has closed', 409, [], { reason: 'closed' });
    });
    await setup(api);
    await userEvent.click(within(card('Weekend gift')).getByRole('button', { name: 'Claim' }));
    expect(await within(card('Weekend gift')).findByRole('alert')).toHaveTextContent('This has closed.');
    await userEvent.click(within(card('Live casino weekend')).getByRole('button', { name: 'Apply' }));
    expect(
      await within(card('Live casino weekend')).findByText('Application sent. We will let you know.'),
    ).toBeInTheDocument();
    expect(await within(card('Live casino weekend')).findByText('Applying')).toBeInTheDocument();
  });

  it('is keyboard usable: tabs by arrow keys, claim by Enter', async () => {
    await setup();
    const tab = screen.getByRole('tab', { name: 'Activities' });
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(card('Deposit rebate')).toHaveTextContent('Reason: No deposits last week');
    expect(card('Welcome bonus')).toHaveTextContent('Claimed');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    within(card('Lucky draw')).getByRole('button', { name: 'Claim' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await within(card('Lucky draw')).findByText('$ 58.00 added to your main wallet.'),
    ).toBeInTheDocument();
  });

  it('shows loading, empty and error states', async () => {
    await renderWidget(<RewardCentre showHistory />, {
      api: createFakeApiClient().hang(listRewardActivities),
      session: {},
    });
    expect(screen.getByRole('status', { name: 'Loading rewards' })).toBeInTheDocument();
  });

  it('says so when there are no activities, and offers a retry after an error', async () => {
    const { unmount } = await renderWidget(<RewardCentre showHistory />, {
      api: withRewardsApi(createFakeApiClient(), { activities: [] }),
      session: {},
    });
    expect(await screen.findByText('No reward activities right now')).toBeInTheDocument();
    unmount();
    await renderWidget(<RewardCentre showHistory />, {
      api: createFakeApiClient().fail(listRewardActivities, 'NETWORK', 'down'),
      session: {},
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows each bonus with its turnover, and forfeits it once, only after the member confirms', async () => {
    const { api, store } = await setup(withRewardsApi(createFakeApiClient(), { wagers: fakeWagers() }));
    const section = await screen.findByRole('region', { name: 'Bonus wagering' });
    expect(section).toHaveTextContent('Bet $ 2,800.00 more to unlock withdrawals, or forfeit a bonus.');
    const welcome = within(section).getByRole('article', { name: 'Welcome match' });
    expect(welcome).toHaveTextContent('Wagering');
    expect(welcome).toHaveTextContent('Bet 20× the bonus and your $ 100.00 deposit');
    expect(within(welcome).getByRole('progressbar', { name: 'Bets towards this bonus' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(welcome).toHaveTextContent('1,200.00 / 4,000.00');
    expect(welcome).toHaveTextContent('2,800.00 left');
    // Met and forfeited bonuses are history.
    expect(screen.queryByRole('article', { name: 'Bet 100 on any game' })).not.toBeInTheDocument();

    const forfeits = () => api.calls.filter((c) => c.id === forfeitBonus.id);
    const answer = async (result: string) => {
      await waitFor(() => expect(store.get(currentDialogAtom)?.title).toBe('Forfeit this bonus?'));
      const dialog = store.get(currentDialogAtom);
      expect(dialog?.text).toContain('Up to $ 100.00 is taken back from your main wallet');
      store.set(answerDialogAtom, { id: dialog?.id ?? 0, result });
    };
    await userEvent.click(within(welcome).getByRole('button', { name: 'Forfeit bonus' }));
    await answer('keep');
    expect(forfeits()).toHaveLength(0);
    await userEvent.click(within(welcome).getByRole('button', { name: 'Forfeit bonus' }));
    await answer('forfeit');
    expect(
      await screen.findByText('Bonus forfeited: $ 100.00 was taken back from your main wallet.'),
    ).toBeInTheDocument();
    expect(forfeits()).toHaveLength(1);
    // The card stays in view, forfeited; nothing is left to bet.
    await waitFor(() => expect(welcome).toHaveTextContent('Forfeited: $ 100.00 taken back.'));
    expect(within(welcome).queryByRole('button', { name: 'Forfeit bonus' })).not.toBeInTheDocument();
    expect(screen.queryByText(/more to unlock withdrawals/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const past = screen.getByRole('region', { name: 'Past bonuses' });
    expect(within(past).getByRole('article', { name: 'Bet 100 on any game' })).toHaveTextContent(
      'Wagered in full',
    );
    expect(within(past).getByRole('article', { name: 'Weekend gift' })).toHaveTextContent(
      'Forfeited: $ 18.00 taken back.',
    );
  });

  it('explains why a forfeit was refused', async () => {
    const api = withRewardsApi(createFakeApiClient(), { wagers: fakeWagers() }).on(forfeitBonus, () => {
      throw new CallError('CONFLICT', 'recall', 409, [{ field: 'wagerId', message: 'recall' }], {
        reason: 'recall',
      });
    });
    const { store } = await setup(api);
    const welcome = await screen.findByRole('article', { name: 'Welcome match' });
    await userEvent.click(within(welcome).getByRole('button', { name: 'Forfeit bonus' }));
    await waitFor(() => expect(store.get(currentDialogAtom)).toBeDefined());
    store.set(answerDialogAtom, { id: store.get(currentDialogAtom)?.id ?? 0, result: 'forfeit' });
    expect(await within(welcome).findByRole('alert')).toHaveTextContent(
      'Move the money in your game wallets back to the main wallet first, then forfeit.',
    );
  });
});
