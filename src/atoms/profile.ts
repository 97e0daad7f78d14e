import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import {
  bindMobile,
  confirmEmailChange,
  getProfile,
  sendMobileBindCode,
  updateProfile,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { memberInfoAtom } from './member';
import { sessionAtom } from './session';

/** The member's profile fields (security centre). */
export const profileAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getProfile, {}, { signal, module: 'security' });
});

/** Save changed profile fields; the panel's nickname follows. */
export const updateProfileAtom = atom(null, async (get, set, input: RequestOf<typeof updateProfile>) => {
  const profile = await get(apiClientAtom).call(updateProfile, input, { module: 'security' });
  set(profileAtom);
  if (input.nickname) set(memberInfoAtom);
  return profile;
});

export const sendMobileCodeAtom = atom(null, (get, _set, input: RequestOf<typeof sendMobileBindCode>) =>
  get(apiClientAtom).call(sendMobileBindCode, input, { module: 'security' }),
);

export const bindMobileAtom = atom(null, async (get, set, input: RequestOf<typeof bindMobile>) => {
  const profile = await get(apiClientAtom).call(bindMobile, input, { module: 'security' });
  set(profileAtom);
  set(memberInfoAtom);
  return profile;
});

/** Confirm the new e-mail with the code sent to it; the profile then shows it in force. */
export const confirmEmailAtom = atom(null, async (get, set, input: RequestOf<typeof confirmEmailChange>) => {
  const profile = await get(apiClientAtom).call(confirmEmailChange, input, { module: 'security' });
  set(profileAtom);
  return profile;
});
