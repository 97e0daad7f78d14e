import { atom, type PrimitiveAtom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { EndpointRef } from '@schemas/api/endpoint';
import { dayNumber, dayString } from '@schemas/api/wallet-rules';
import { getAgentIncome, getTeamTransactions, getUserProfitLoss } from '../api/endpoints';
import { agentRangeProblem } from './agent-reports';
import { apiClientAtom } from './api';
import { localUtcOffset, recordDays } from './records';
import { sessionAtom } from './session';

interface PagedRange {
  startDate: string;
  endDate: string;
  utcOffset: number;
  page: number;
  pageSize: number;
}

/** The last 7 local days up to today, page 1 of 20 (spec §9's shorter preset). */
function firstPage(): PagedRange {
  const { today } = recordDays();
  return {
    startDate: dayString((dayNumber(today) as number) - 6),
    endDate: today,
    utcOffset: localUtcOffset(),
    page: 1,
    pageSize: 20,
  };
}

/**
 * A paged agent report: its query (range, page, filters) and its answer for that query,
 * null while there is no session or the range would be refused (the widget says why).
 */
function pagedAgentReport<Req extends PagedRange, Res>(endpoint: EndpointRef<Req, Res>) {
  const queryAtom = atom(firstPage() as Req) as PrimitiveAtom<Req>;
  const reportAtom = atomWithRefresh(async (get, { signal }) => {
    const query = get(queryAtom);
    if (!get(sessionAtom)?.token || agentRangeProblem(query)) return null;
    return get(apiClientAtom).call(endpoint, query, { signal, module: 'agent-reports' });
  });
  return { queryAtom, reportAtom };
}

/** palStatementsAgentCopy: User profit and loss. */
export const userProfitLoss = pagedAgentReport(getUserProfitLoss);
/** agentRevenueReport: My income. */
export const agentIncome = pagedAgentReport(getAgentIncome);
/** agentDownlineTransactionDetailsCopy: Transaction details. */
export const teamTransactions = pagedAgentReport(getTeamTransactions);
