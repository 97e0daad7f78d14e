import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import {
  confirmTotp,
  endOtherSessions,
  getLoginHistory,
  listSessions,
  setMemberIcon,
  startTotpSetup,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { memberInfoAtom } from './member';
import { sessionAtom } from './session';

/** The member's live sessions (this one marked current). */
export const activeSessionsAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return [];
  return get(apiClientAtom).call(listSessions, {}, { signal, module: 'security' });
});

/** The member's last login attempts, good and bad. */
export const loginHistoryAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return [];
  return get(apiClientAtom).call(getLoginHistory, {}, { signal, module: 'security' });
});

/** Sign out everywhere else, or one other session by its id. */
export const endOtherSessionsAtom = atom(null, async (get, set, id?: string) => {
  const result = await get(apiClientAtom).call(endOtherSessions, id ? { id } : {}, { module: 'security' });
  set(activeSessionsAtom);
  return result.ended;
});

export const startTotpSetupAtom = atom(null, (get) =>
  get(apiClientAtom).call(startTotpSetup, {}, { module: 'security' }),
);

/** Turn two-factor on (a code) or off (the password); member info follows. */
export const confirmTotpAtom = atom(
  null,
  async (get, set, input: { enable: boolean; code?: string; password?: string }) => {
    const result = await get(apiClientAtom).call(confirmTotp, input, { module: 'security' });
    set(memberInfoAtom);
    return result.totpEnabled;
  },
);

/** Choose one of the built-in avatars. */
export const chooseAvatarAtom = atom(null, async (get, set, avatar: string) => {
  await get(apiClientAtom).call(setMemberIcon, { avatar: avatar as 'a1' }, { module: 'security' });
  set(memberInfoAtom);
});
