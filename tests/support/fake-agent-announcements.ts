import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { getAgentAnnouncements } from '../../src/api/endpoints';

type Announcements = ResponseOf<typeof getAgentAnnouncements>['announcements'];

/** Two announcements for agents, newest first, as the platform serves them (sanitised HTML). */
export function fakeAgentAnnouncements(): Announcements {
  return [
    {
      id: 42,
      title: 'When your contracts settle',
      content:
        '<p>Every contract pays after its period ends, with times in UTC:</p><ul><li>Real-time salary: every 5 minutes</li><li>Daily salary: just after 00:00</li></ul>',
      timestamp: Date.UTC(2026, 10, 20, 2),
    },
    {
      id: 41,
      title: 'Commission policy for Aurora Play agents',
      content: '<p>Commission is counted on the valid bets and net loss of your whole team.</p>',
      timestamp: Date.UTC(2026, 10, 17, 2),
    },
  ];
}

/** The agent announcements call answering the fake list (or none). */
export function withAgentAnnouncementsApi(api: FakeApiClient, opts: { empty?: boolean } = {}): FakeApiClient {
  return api.on(getAgentAnnouncements, () => ({ announcements: opts.empty ? [] : fakeAgentAnnouncements() }));
}
