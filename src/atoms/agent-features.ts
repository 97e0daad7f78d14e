import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { latestValue } from './async';
import type { ResponseOf } from '@schemas/api/endpoint';
import { TRIAL_TYPE, type Feature } from '@schemas/site/constants';
import { getConsolidatedInfo } from '../api/endpoints';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';

export type ConsolidatedInfo = ResponseOf<typeof getConsolidatedInfo>;

/**
 * The consolidated call (spec §3 R3.27, §7 R7.43) for a logged-in real account: which
 * contract requests wait for an answer and which agent products are on. Null for
 * visitors and trial accounts, and when the call fails (the pages it opens stay shut).
 */
export const consolidatedAtom = atomWithRefresh(async (get, { signal }): Promise<ConsolidatedInfo | null> => {
  const session = get(sessionAtom);
  if (!session?.token || session.isAgent === TRIAL_TYPE) return null;
  try {
    return await get(apiClientAtom).call(getConsolidatedInfo, {}, { signal, module: 'agent' });
  } catch {
    return null;
  }
});

/**
 * The agent features the consolidated flags turn on (docs/decisions/agent-contracts.md):
 * contract opens dividend, daily the daily salary, hourly the hourly salary,
 * agentRealtimeSalary the real-time salary; any of them the contract feature.
 */
export function featuresOf(info: ConsolidatedInfo | null | undefined): ReadonlySet<Feature> {
  const on = new Set<Feature>();
  if (!info) return on;
  if (info.contract) on.add('dividend');
  if (info.daily) on.add('dailySalary');
  if (info.hourly) on.add('hourlySalary');
  if (info.agentRealtimeSalary) on.add('realtimeSalary');
  if (info.contract || info.salary) on.add('contract');
  return on;
}

const consolidatedNowAtom = latestValue(consolidatedAtom, null);

/** Agent features of the consolidated call; empty until it answers (and for visitors). */
export const agentFeaturesAtom = atom((get) => featuresOf(get(consolidatedNowAtom)));
