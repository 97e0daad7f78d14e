import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import { listAgentTeam, promoteDownline, transferToDownline } from '../api/endpoints';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';
import { moneyVersionAtom, refreshMoneyAtom } from './wallet';

export type TeamQuery = RequestOf<typeof listAgentTeam>;

export const teamQueryAtom = atom<TeamQuery>({ page: 1, pageSize: 20 });

/** The agent's team as downlineManagmentView lists it; reloads after every money movement. */
export const agentTeamAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  const query = get(teamQueryAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(listAgentTeam, query, { signal, module: 'agent-team' });
});

/** Transfer to a team member with the payment password; balances everywhere refresh after. */
export const transferToDownlineAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof transferToDownline>) => {
    try {
      return await get(apiClientAtom).call(transferToDownline, input, { module: 'agent-team' });
    } finally {
      // Refresh even after a failure: a time-out may have moved the money anyway.
      set(refreshMoneyAtom);
    }
  },
);

/** Make a direct downline player a sub-agent; the team list reloads to show its new type. */
export const promoteDownlineAtom = atom(null, async (get, set, member: string) => {
  const answer = await get(apiClientAtom).call(promoteDownline, { member }, { module: 'agent-team' });
  set(agentTeamAtom);
  return answer;
});
