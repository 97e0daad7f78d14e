import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerRealityCheck } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import { withPlaySessionApi } from '../../../tests/support/fake-play-session';
import RealityCheck from './reality-check';

async function setup(opts: Parameters<typeof withPlaySessionApi>[1]) {
  const api = withPlaySessionApi(createFakeApiClient(), opts);
  return renderWidget(<RealityCheck historyPage="personalHistoryCopy" />, { api, session: {} });
}

const due = { playedMinutes: 65, realityCheckMinutes: 60, staked: 120_00, won: 45_50 };

describe('reality-check widget', () => {
  it('shows the time played and the net result of the session when a check is due, and needs an answer', async () => {
    await setup(due);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(
      within(dialog).getByText('You have been playing for 1 h 5 min in this session.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('120.00')).toBeInTheDocument();
    expect(within(dialog).getByText('45.50')).toBeInTheDocument();
    expect(within(dialog).getByText('-74.50')).toBeInTheDocument();
    // No way around it but an answer: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('continuing tells the platform and closes the check until the next one', async () => {
    const { api } = await setup(due);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    expect(api.calls.find((c) => c.id === answerRealityCheck.id)?.input).toEqual({ answer: 'continue' });
  });

  it('logging out ends the session here', async () => {
    const { store } = await setup(due);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect.poll(() => store.get(sessionAtom)).toBeNull();
  });

  it('links to the history of the session', async () => {
    const { store } = await setup(due);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View my history' }));
    await expect.poll(() => store.get(memberCentrePageAtom)).toBe('personalHistoryCopy');
  });

  it('draws nothing before a check is due', async () => {
    const { api } = await setup({ playedMinutes: 5, realityCheckMinutes: 30 });
    await expect.poll(() => api.calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
