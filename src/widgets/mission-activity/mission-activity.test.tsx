import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { claimMissionReward, getMissionSummary } from '../../api/endpoints';
import { claimableMissionsCountAtom } from '../../atoms/reward-counts';
import { renderWidget } from '../../../tests/support/render-widget';
import { withRewardsApi } from '../../../tests/support/fake-rewards';
import MissionActivity from './mission-activity';

async function setup() {
  const api = withRewardsApi(createFakeApiClient());
  const r = await renderWidget(<MissionActivity showLeaderboard />, { api, session: {} });
  await screen.findByText('1 mission prize(s) ready to claim');
  return { ...r, api };
}
const card = (name: string) => screen.getByRole('article', { name });

describe('mission-activity widget', () => {
  it('R2.73 shows each mission with its progress, prize and state', async () => {
    await setup();
    const spins = card('Spin 20 rounds of slots');
    expect(within(spins).getByText('12 of 20 rounds')).toBeInTheDocument();
    expect(within(spins).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(within(spins).getByText('In progress')).toBeInTheDocument();
    expect(within(card('Bet 100 on any game')).getByText('Bet 120.00 of 100.00')).toBeInTheDocument();
    expect(within(card('Play 5 rounds')).getByText('Claimed')).toBeInTheDocument();
    expect(within(card('Live casino marathon')).getByText('Coming soon')).toBeInTheDocument();
    expect(within(card('Live casino marathon')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims a completed mission once and lowers the missions badge', async () => {
    const { api, store } = await setup();
    await waitFor(() => expect(store.get(claimableMissionsCountAtom)).toBe(1));
    const done = card('Bet 100 on any game');
    await userEvent.dblClick(within(done).getByRole('button', { name: 'Claim prize' }));
    expect(await within(done).findByText('$ 8.00 added to your main wallet.')).toBeInTheDocument();
    const keys = api.calls
      .filter((c) => c.id === claimMissionReward.id)
      .map((c) => (c.input as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(await within(card('Bet 100 on any game')).findByText('Claimed')).toBeInTheDocument();
    await waitFor(() => expect(store.get(claimableMissionsCountAtom)).toBe(0));
  });

  it('opens a leaderboard with the keyboard and marks the member’s row', async () => {
    await setup();
    const spins = card('Spin 20 rounds of slots');
    const toggle = within(spins).getByRole('button', { name: 'Leaderboard' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await within(spins).findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).toHaveTextContent('De•••mo (you)');
  });

  it('shows loading, empty and error states', async () => {
    const loading = await renderWidget(<MissionActivity showLeaderboard />, {
      api: createFakeApiClient().hang(getMissionSummary),
      session: {},
    });
    expect(screen.getByRole('status', { name: 'Loading missions' })).toBeInTheDocument();
    loading.unmount();
    const empty = await renderWidget(<MissionActivity showLeaderboard />, {
      api: withRewardsApi(createFakeApiClient(), { missions: [] }),
      session: {},
    });
    expect(await screen.findByText('No missions right now')).toBeInTheDocument();
    empty.unmount();
    await renderWidget(<MissionActivity showLeaderboard />, {
      api: createFakeApiClient().fail(getMissionSummary, 'NETWORK', 'down'),
      session: {},
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
