import { atomWithRefresh } from 'jotai/utils';
import { getAgentAnnouncements } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';

/**
 * The merchant's announcements for agents (agentAnnouncement, R2.78), newest first, in the
 * current language; null without a session. Set it to reload.
 */
export const agentAnnouncementsAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  const { announcements } = await get(apiClientAtom).call(
    getAgentAnnouncements,
    { language: get(languageAtom) },
    { signal, module: 'agent' },
  );
  return announcements;
});
