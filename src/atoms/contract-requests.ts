import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { ContractKind } from '@schemas/api/agent-rules';
import {
  answerDailySalaryRequest,
  answerDividendRequest,
  answerHourlySalaryRequest,
  answerRealtimeSalaryRequest,
  getDailySalaryRequests,
  getDividendRequests,
  getHourlySalaryRequests,
  getRealtimeSalaryRequests,
} from '../api/endpoints';
import { agentContractsAtom } from './agent-contracts';
import { consolidatedAtom, type ConsolidatedInfo } from './agent-features';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';

export type ContractRequest = ResponseOf<typeof getDividendRequests>['requests'][number];

/** Each product's consolidated flag and its relay (spec §7 R7.44, R7.45, R7.48, R7.49). */
const RELAYS = [
  { kind: 'dividend', flag: 'divtypereq', pending: getDividendRequests, answer: answerDividendRequest },
  {
    kind: 'dailySalary',
    flag: 'dailysalreqtype',
    pending: getDailySalaryRequests,
    answer: answerDailySalaryRequest,
  },
  {
    kind: 'hourlySalary',
    flag: 'contracthoursalreq',
    pending: getHourlySalaryRequests,
    answer: answerHourlySalaryRequest,
  },
  {
    kind: 'realtimeSalary',
    flag: 'realtimesalreqtype',
    pending: getRealtimeSalaryRequests,
    answer: answerRealtimeSalaryRequest,
  },
] as const satisfies readonly {
  kind: ContractKind;
  flag: keyof ConsolidatedInfo;
  pending: unknown;
  answer: unknown;
}[];

/**
 * What waits for the member's answer, by product: read from the relays whose consolidated
 * flag says something waits (spec §3: dailysalreqtype, divtypereq, contracthoursalreq,
 * realtimesalreqtype). Empty for visitors, trial accounts and when nothing waits.
 */
export const contractRequestsAtom = atomWithRefresh(async (get, { signal }) => {
  const info = await get(consolidatedAtom);
  if (!info) return [];
  const api = get(apiClientAtom);
  const waiting = RELAYS.filter((r) => info[r.flag] > 0);
  const lists = await Promise.all(
    waiting.map(async (r) => ({
      kind: r.kind as ContractKind,
      requests: (await api.call(r.pending, {}, { signal, module: 'agent' })).requests,
    })),
  );
  return lists.filter((l) => l.requests.length > 0);
});

/**
 * Answer one request through its product's relay: accept or reject an offer, or agree
 * to or refuse a termination. The flags reload after, whatever the answer (R3.27).
 */
export const answerContractRequestAtom = atom(
  null,
  async (
    get,
    set,
    input: { kind: ContractKind; contractId: number; answer: 'accept' | 'reject'; confirm?: boolean },
  ) => {
    const relay = RELAYS.find((r) => r.kind === input.kind);
    if (!relay) throw new Error(`no relay for ${input.kind}`);
    try {
      return await get(apiClientAtom).call(
        relay.answer,
        {
          contractId: input.contractId,
          answer: input.answer,
          ...(input.confirm ? { confirmEndingDownlineContracts: true } : {}),
        },
        { module: 'agent' },
      );
    } finally {
      set(consolidatedAtom);
      set(agentContractsAtom);
    }
  },
);

/** The member closed the popup with "Later": it stays shut for this session's token. */
const laterForAtom = atom<string | null>(null);

export const contractRequestsLaterAtom = atom(
  (get) => {
    const token = get(sessionAtom)?.token;
    return token !== undefined && get(laterForAtom) === token;
  },
  (get, set) => set(laterForAtom, get(sessionAtom)?.token ?? null),
);

const onScreenAtom = atom(false);

/** Whether the contract-request popup is on screen: dialogs that yield to popups wait for it. */
export const contractRequestsOnScreenAtom = atom(
  (get) => get(onScreenAtom),
  (_get, set, shown: boolean) => set(onScreenAtom, shown),
);
