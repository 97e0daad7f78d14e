import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { getInvitedFriends, getReferral } from '../api/endpoints';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';

/** The member's referral code and register link (invite friends). */
export const referralAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getReferral, {}, { signal, module: 'referral' });
});

/** The page of the invited list being shown; the widget sets its page size. */
export const invitedQueryAtom = atom({ page: 1, pageSize: 10 });

/** The friends who registered through the member's link, with totals. */
export const invitedFriendsAtom = atomWithRefresh(async (get, { signal }) => {
  const query = get(invitedQueryAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getInvitedFriends, query, { signal, module: 'referral' });
});
