import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import {
  createRegistrationLink,
  deleteRegistrationLink,
  listRegistrationLinks,
  registerDownline,
} from '../api/endpoints';
import { agentTeamAtom } from './agent-team';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';

const MODULE = { module: 'agent-registration' } as const;

/** The agent's live registration links and its rebate ceiling (registerCenter). */
export const registrationLinksAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(listRegistrationLinks, {}, { signal, ...MODULE });
});

/** Open an account for a new direct downline; the team list shows it next time. */
export const registerDownlineAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof registerDownline>) => {
    const done = await get(apiClientAtom).call(registerDownline, input, MODULE);
    set(agentTeamAtom);
    return done;
  },
);

export const createLinkAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof createRegistrationLink>) => {
    try {
      return await get(apiClientAtom).call(createRegistrationLink, input, MODULE);
    } finally {
      set(registrationLinksAtom);
    }
  },
);

export const deleteLinkAtom = atom(null, async (get, set, id: number) => {
  try {
    return await get(apiClientAtom).call(deleteRegistrationLink, { id }, MODULE);
  } finally {
    set(registrationLinksAtom);
  }
});
