import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import { getActivityStatement, getStatementRequest, requestStatement } from '../api/endpoints';
import { apiClientAtom } from './api';

export type ActivityStatement = ResponseOf<typeof getActivityStatement>;
export type StatementRequest = ResponseOf<typeof requestStatement>;

/** Read the member's statement for a range; the widget keeps what it shows. */
export const loadStatementAtom = atom(
  null,
  (get, _set, input: RequestOf<typeof getActivityStatement>, signal?: AbortSignal) =>
    get(apiClientAtom).call(getActivityStatement, input, { module: 'protection', signal }),
);

/** The member's latest twelve-month request, null when none. */
export const loadStatementRequestAtom = atom(null, async (get, _set, signal?: AbortSignal) => {
  const answer = await get(apiClientAtom).call(getStatementRequest, {}, { module: 'protection', signal });
  return answer.request;
});

/** Ask customer service for the last twelve months. */
export const askForStatementAtom = atom(null, (get) =>
  get(apiClientAtom).call(requestStatement, {}, { module: 'protection' }),
);
