import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import type { ContractKind } from '@schemas/api/agent-rules';
import {
  listAgentContracts,
  listContractPayments,
  offerAgentContract,
  terminateAgentContract,
} from '../api/endpoints';
import { consolidatedAtom } from './agent-features';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';

export type AgentContracts = ResponseOf<typeof listAgentContracts>;
export type Contract = AgentContracts['own'][number];

/** Which contract product the open contract page shows (set by the page from its props). */
export const contractKindAtom = atom<ContractKind>('dividend');

/** The agent's contracts of one kind: its own (from its upline) and those it gave its team. */
export const agentContractsAtom = atomWithRefresh(async (get, { signal }) => {
  const kind = get(contractKindAtom);
  if (!get(sessionAtom)?.token) return null;
  const list = await get(apiClientAtom).call(
    listAgentContracts,
    { kind },
    { signal, module: 'agent-contracts' },
  );
  return { kind, ...list };
});

/** Offer a contract to a direct downline; the lists reload after. */
export const offerContractAtom = atom(null, async (get, set, input: RequestOf<typeof offerAgentContract>) => {
  const made = await get(apiClientAtom).call(offerAgentContract, input, { module: 'agent-contracts' });
  set(agentContractsAtom);
  return made;
});

/**
 * Ask to end a running contract (either party); the other party confirms. The lists and
 * the consolidated flags reload after (the other side's popup reads them).
 */
export const requestTerminationAtom = atom(null, async (get, set, contractId: number) => {
  try {
    return await get(apiClientAtom).call(
      terminateAgentContract,
      { contractId },
      { module: 'agent-contracts' },
    );
  } finally {
    set(agentContractsAtom);
    set(consolidatedAtom);
  }
});

/** Which page of payment records the contract page shows (back to 1 when the kind changes). */
export const paymentsPageAtom = atom(1);

/** Every settled period of the agent's contracts of the shown kind, paid or received. */
export const contractPaymentsAtom = atomWithRefresh(async (get, { signal }) => {
  const kind = get(contractKindAtom);
  const page = get(paymentsPageAtom);
  if (!get(sessionAtom)?.token) return null;
  const list = await get(apiClientAtom).call(
    listContractPayments,
    { kind, page, pageSize: 10 },
    { signal, module: 'agent-contracts' },
  );
  return { kind, page, pageSize: 10, ...list };
});
