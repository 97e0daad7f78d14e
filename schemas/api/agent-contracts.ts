import { Type } from '@sinclair/typebox';
import {
  ContractKindSchema,
  ContractPeriodSchema,
  ContractProductSchema,
  ContractSchema,
  RateTypeSchema,
  TiersSchema,
} from './agent-shapes';
import { defineEndpoint } from './endpoint';

export const listAgentContracts = defineEndpoint({
  id: 'agentContracts.list',
  method: 'GET',
  path: '/wps/v2/agent/contracts',
  token: true,
  encrypted: false,
  summary:
    'Agent area: the agent’s own contracts of one kind (from its upline) and the ones it gave its direct downlines, newest first.',
  request: Type.Object({ kind: ContractKindSchema }, { additionalProperties: false }),
  response: Type.Object({
    /** Contracts the agent holds from its upline (running first). */
    own: Type.Array(ContractSchema),
    /** Contracts the agent offered its direct downlines. */
    given: Type.Array(ContractSchema),
  }),
});

export const offerAgentContract = defineEndpoint({
  id: 'agentContracts.offer',
  method: 'POST',
  path: '/wps/v2/agent/contracts',
  token: true,
  encrypted: false,
  summary:
    'Agent area: offer a contract to a direct downline agent (spec §6 R6.8). Tiers must increase; no rate above the agent’s own.',
  request: Type.Object(
    {
      /** The direct downline's username. */
      member: Type.String({ minLength: 1, maxLength: 64 }),
      kind: ContractKindSchema,
      product: ContractProductSchema,
      period: ContractPeriodSchema,
      rateType: RateTypeSchema,
      tiers: TiersSchema,
    },
    { additionalProperties: false },
  ),
  response: ContractSchema,
});

export const terminateAgentContract = defineEndpoint({
  id: 'agentContracts.terminate',
  method: 'POST',
  path: '/wps/v2/agent/contracts/termination',
  token: true,
  encrypted: false,
  summary:
    'Agent area: ask to end a running contract (either party); the other party confirms or refuses through its relay.',
  request: Type.Object({ contractId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: ContractSchema,
});

export const agentContractEndpoints = [
  listAgentContracts,
  offerAgentContract,
  terminateAgentContract,
] as const;
