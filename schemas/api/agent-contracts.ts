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
import { Minor } from './money-shapes';

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

/** One settled period of a contract, as the agent that paid it or the member paid sees it. */
export const ContractPaymentSchema = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  kind: ContractKindSchema,
  product: ContractProductSchema,
  /** paid: the caller paid it (it offered the contract); received: the caller was paid. */
  direction: Type.Union([Type.Literal('paid'), Type.Literal('received')]),
  /** The other party's username. */
  counterparty: Type.String(),
  periodStart: Type.String({ format: 'date-time' }),
  periodEnd: Type.String({ format: 'date-time' }),
  /** The downline's team in the period (minor units). */
  validBet: Minor,
  netLoss: Type.Integer(),
  activeMembers: Type.Integer(),
  rateType: RateTypeSchema,
  /** The tier rate that applied: basis points, or minor units for a fixed daily salary; 0 if none. */
  rate: Type.Integer(),
  amount: Minor,
  /** paid: money moved; nothing: no tier met or nothing to share; short: the agent's wallet could not pay. */
  status: Type.Union([Type.Literal('paid'), Type.Literal('nothing'), Type.Literal('short')]),
  settledAt: Type.String({ format: 'date-time' }),
});

export const listContractPayments = defineEndpoint({
  id: 'agentContracts.payments',
  method: 'GET',
  path: '/wps/v2/agent/contracts/payments',
  token: true,
  encrypted: false,
  summary:
    'Agent area: every settled period of the agent’s contracts of one kind, paid to its downlines or received from its upline, newest first.',
  request: Type.Object(
    {
      kind: ContractKindSchema,
      page: Type.Integer({ minimum: 1, default: 1 }),
      pageSize: Type.Integer({ minimum: 5, maximum: 100, default: 20 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(ContractPaymentSchema),
    total: Type.Integer(),
    /** Sums over every page, minor units. */
    totalPaid: Type.Integer(),
    totalReceived: Type.Integer(),
  }),
});

export const agentContractEndpoints = [
  listAgentContracts,
  offerAgentContract,
  terminateAgentContract,
  listContractPayments,
] as const;
