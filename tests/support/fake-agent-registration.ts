import type { ResponseOf } from '@schemas/api/endpoint';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  createRegistrationLink,
  deleteRegistrationLink,
  listRegistrationLinks,
  registerDownline,
} from '../../src/api/endpoints';

type Link = ResponseOf<typeof listRegistrationLinks>['links'][number];

const ZERO = { LIVE: 0, RNG: 0, SPORTS: 0, LOTT: 0, FISH: 0, ELOTT: 0, PVP: 0 };
const MAX = { LIVE: 300, RNG: 300, SPORTS: 200, LOTT: 300, FISH: 300, ELOTT: 300, PVP: 100 };

export function fakeLinks(): Link[] {
  return [
    {
      id: 2,
      code: 'LAGNT7QX',
      type: 'agent',
      rebates: { ...ZERO, LIVE: 150, RNG: 120 },
      registrations: 1,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
    {
      id: 1,
      code: 'LPLYR4KM',
      type: 'player',
      rebates: { ...ZERO, LIVE: 80 },
      registrations: 6,
      createdAt: '2026-11-02T08:30:00.000Z',
    },
  ];
}

/**
 * The registration-centre calls answered like the platform: links listed newest first,
 * new ones with a fresh code, deleted ones gone; `taken` usernames are refused; with
 * `canMakeAgents: false` the agent is at the site's last agent level.
 */
export function withAgentRegistrationApi(
  api: FakeApiClient,
  opts: { empty?: boolean; taken?: string[]; canMakeAgents?: boolean } = {},
) {
  let links = opts.empty ? [] : fakeLinks();
  let next = 3;
  const taken = new Set((opts.taken ?? ['demodown1']).map((u) => u.toLowerCase()));
  return api
    .on(listRegistrationLinks, () => ({
      links: links.map((l) => ({ ...l })),
      maxRebates: MAX,
      maxLinks: 20,
      canMakeAgents: opts.canMakeAgents ?? true,
    }))
    .on(createRegistrationLink, (input) => {
      for (const [p, r] of Object.entries(input.rebates))
        if ((r ?? 0) > MAX[p as keyof typeof MAX])
          throw new CallError('VALIDATION', 'too high', 400, [
            { field: `rebates.${p}`, message: 'too high' },
          ]);
      const link: Link = {
        id: next,
        code: `LNEW${String(next++).padStart(4, '0')}`,
        type: input.type,
        rebates: { ...ZERO, ...input.rebates },
        registrations: 0,
        createdAt: '2026-11-20T12:00:00.000Z',
      };
      links = [link, ...links];
      return link;
    })
    .on(deleteRegistrationLink, ({ id }) => {
      if (!links.some((l) => l.id === id)) throw new CallError('NOT_FOUND', 'No such link', 404);
      links = links.filter((l) => l.id !== id);
      return { id };
    })
    .on(registerDownline, (input) => {
      if (taken.has(input.username.toLowerCase()))
        throw new CallError('CONFLICT', 'This username is already taken', 409, [
          { field: 'username', message: 'This username is already taken' },
        ]);
      taken.add(input.username.toLowerCase());
      return { username: input.username, type: input.type };
    });
}
