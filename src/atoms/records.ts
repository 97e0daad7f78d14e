import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import {
  dayNumber,
  dayString,
  monthsBefore,
  RECORD_SELF_SERVICE_MONTHS,
  recordRangeProblem,
  todayAt,
} from '@schemas/api/wallet-rules';
import { getAccountRecord, getBettingRecord, getBonusRecord, getPersonalProfit } from '../api/endpoints';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';
import { moneyVersionAtom } from './wallet';

/** The browser's offset from UTC in minutes (east positive): records use the member's local days. */
export function localUtcOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** Today and the earliest day the pickers offer (3 months back, spec decision). */
export function recordDays(): { today: string; minDate: string } {
  const today = todayAt(localUtcOffset());
  return { today, minDate: dayString(monthsBefore(dayNumber(today) as number, RECORD_SELF_SERVICE_MONTHS)) };
}

function lastWeek() {
  const { today } = recordDays();
  return {
    startDate: dayString((dayNumber(today) as number) - 6),
    endDate: today,
    utcOffset: localUtcOffset(),
  };
}

/** A range the platform would refuse is not asked for: the page shows why instead. */
function invalid(q: { startDate: string; endDate: string; utcOffset: number }): boolean {
  return recordRangeProblem(q.startDate, q.endDate, q.utcOffset) !== undefined;
}

/** The query a record page shows; the page writes it, the data atom follows. */
export const accountRecordQueryAtom = atom<RequestOf<typeof getAccountRecord>>({
  ...lastWeek(),
  page: 1,
  pageSize: 20,
});
export const bettingRecordQueryAtom = atom<RequestOf<typeof getBettingRecord>>({
  ...lastWeek(),
  page: 1,
  pageSize: 20,
});
export const profitQueryAtom = atom<RequestOf<typeof getPersonalProfit>>(lastWeek());
export const bonusRecordQueryAtom = atom<RequestOf<typeof getBonusRecord>>({
  ...lastWeek(),
  page: 1,
  pageSize: 20,
});

/** transactionHistory: every movement of the member's wallets in the query's range. */
export const accountRecordAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  const query = get(accountRecordQueryAtom);
  if (!get(sessionAtom)?.token || invalid(query)) return null;
  return get(apiClientAtom).call(getAccountRecord, query, { signal, module: 'records' });
});

/** personalHistoryCopy: the member's rounds in the query's range. */
export const bettingRecordAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  const query = get(bettingRecordQueryAtom);
  if (!get(sessionAtom)?.token || invalid(query)) return null;
  return get(apiClientAtom).call(getBettingRecord, query, { signal, module: 'records' });
});

/** personalProfit: settled rounds by day and by game type. */
export const profitAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  const query = get(profitQueryAtom);
  if (!get(sessionAtom)?.token || invalid(query)) return null;
  return get(apiClientAtom).call(getPersonalProfit, query, { signal, module: 'records' });
});

/** bonusDetails: rewards, raffles, mission prizes and trial credit received. */
export const bonusRecordAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  const query = get(bonusRecordQueryAtom);
  if (!get(sessionAtom)?.token || invalid(query)) return null;
  return get(apiClientAtom).call(getBonusRecord, query, { signal, module: 'records' });
});
