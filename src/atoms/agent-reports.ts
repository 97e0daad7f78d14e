import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { AGENT_REPORT_MAX_DAYS } from '@schemas/api/agent-rules';
import type { RequestOf } from '@schemas/api/endpoint';
import { dayNumber, dayString, recordRangeProblem } from '@schemas/api/wallet-rules';
import { getTeamBets, getTeamOverview } from '../api/endpoints';
import { apiClientAtom } from './api';
import { localUtcOffset, recordDays } from './records';
import { sessionAtom } from './session';

type Range = { startDate: string; endDate: string; utcOffset: number };

/** The last 7 days up to today, in the member's local days. */
function lastWeek(): Range {
  const { today } = recordDays();
  return {
    startDate: dayString((dayNumber(today) as number) - 6),
    endDate: today,
    utcOffset: localUtcOffset(),
  };
}

export type AgentRangeProblem =
  ReturnType<typeof recordRangeProblem> | { field: 'endDate'; problem: 'agent-span' };

/** Why the platform would refuse a range of an agent report (the records' rules, and 30 days). */
export function agentRangeProblem(r: Range): AgentRangeProblem | undefined {
  const problem = recordRangeProblem(r.startDate, r.endDate, r.utcOffset);
  if (problem) return problem;
  const span = (dayNumber(r.endDate) as number) - (dayNumber(r.startDate) as number) + 1;
  return span > AGENT_REPORT_MAX_DAYS ? { field: 'endDate', problem: 'agent-span' } : undefined;
}

export const overviewQueryAtom = atom<RequestOf<typeof getTeamOverview>>(lastWeek());

/** agentTeamOverview's figures for the chosen range; null when the range would be refused. */
export const teamOverviewAtom = atomWithRefresh(async (get, { signal }) => {
  const query = get(overviewQueryAtom);
  if (!get(sessionAtom)?.token || agentRangeProblem(query)) return null;
  return get(apiClientAtom).call(getTeamOverview, query, { signal, module: 'agent-reports' });
});

export const teamBetsQueryAtom = atom<RequestOf<typeof getTeamBets>>({
  ...lastWeek(),
  page: 1,
  pageSize: 20,
});

/** Team betting (personalHistoryCopy) for the chosen range and filters; null when the range would be refused. */
export const teamBetsAtom = atomWithRefresh(async (get, { signal }) => {
  const query = get(teamBetsQueryAtom);
  if (!get(sessionAtom)?.token || agentRangeProblem(query)) return null;
  return get(apiClientAtom).call(getTeamBets, query, { signal, module: 'agent-reports' });
});
