import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getAgentAnnouncements } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentAnnouncementsApi } from '../../../tests/support/fake-agent-announcements';
import AgentAnnouncements from './agent-announcements';

const render = (api = withAgentAnnouncementsApi(createFakeApiClient()), openFirst = false) =>
  renderWidget(<AgentAnnouncements openFirst={openFirst} />, { api, session: { isAgent: 1 } });

describe('agent-announcements widget', () => {
  it('R2.78 lists the announcements for agents with title and date; a title opens its text', async () => {
    const { api } = await render();
    const list = await screen.findByRole('list', { name: 'Announcements for agents' });
    const items = [...list.children] as HTMLElement[];
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual([
      expect.stringContaining('When your contracts settle'),
      expect.stringContaining('Commission policy for Aurora Play agents'),
    ]);
    expect(within(items[0]!).getByRole('button').querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-20T02:00:00.000Z',
    );
    expect(screen.queryByText('Real-time salary: every 5 minutes')).not.toBeInTheDocument();
    const head = within(list).getByRole('button', { name: /When your contracts settle/ });
    await userEvent.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Real-time salary: every 5 minutes')).toBeInTheDocument();
    await userEvent.click(head);
    expect(screen.queryByText('Real-time salary: every 5 minutes')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.id === getAgentAnnouncements.id)?.input).toEqual({ language: 'EN' });
  });

  it('opens the newest one at once when asked to', async () => {
    await render(undefined, true);
    expect(await screen.findByText('Real-time salary: every 5 minutes')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    await render(withAgentAnnouncementsApi(createFakeApiClient(), { empty: true }));
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
    expect(screen.getByText('Announcements for agents will appear here.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    await render(createFakeApiClient().hang(getAgentAnnouncements));
    expect(screen.getByRole('status', { name: 'Loading announcements' })).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list', async () => {
    let fail = true;
    const api = createFakeApiClient().on(getAgentAnnouncements, () => {
      if (fail) throw Object.assign(new Error('down'), { code: 'NETWORK' });
      return { announcements: [] };
    });
    await render(api);
    expect(
      await screen.findByText('Announcements could not load. Check your connection and try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });
});
