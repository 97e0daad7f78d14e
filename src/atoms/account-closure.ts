import { atom } from 'jotai';
import type { RequestOf } from '@schemas/api/endpoint';
import { closeAccount } from '../api/endpoints';
import { apiClientAtom } from './api';
import { clearSessionAtom } from './auth';

/**
 * Close the member's account. The platform has ended every session of the member by the time
 * it answers, so this one is forgotten here too.
 */
export const closeAccountAtom = atom(null, async (get, set, input: RequestOf<typeof closeAccount>) => {
  const answer = await get(apiClientAtom).call(closeAccount, input, { module: 'member' });
  set(clearSessionAtom);
  return answer;
});
