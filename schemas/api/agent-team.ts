import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { AmountText, IdempotencyKey, Minor, Paging, PaymentPasswordText } from './money-shapes';

/** A team member as the agent's team list shows it. */
const TeamRow = Type.Object({
  username: Type.String(),
  nickname: Type.String(),
  /** 0 player, 1, 2, 41, 42 agents (spec §6). */
  isAgent: Type.Integer(),
  /** 1 for a direct downline, 2 for a downline's downline, and so on. */
  depth: Type.Integer(),
  /** The member's direct upline (the agent itself for depth 1). */
  upline: Type.String(),
  /** Main wallet balance. */
  balance: Minor,
  /** `active`, `frozen` or `closed`. */
  status: Type.String(),
  /** The last successful login; absent for a member who never logged in. */
  lastLoginAt: Type.Optional(Type.String({ format: 'date-time' })),
  joinedAt: Type.String({ format: 'date-time' }),
});

export const listAgentTeam = defineEndpoint({
  id: 'agentTeam.list',
  method: 'GET',
  path: '/wps/v2/agent/team',
  token: true,
  encrypted: false,
  summary:
    'downlineManagmentView: the agent’s team (every member below it, at any depth) with balance, last login and status, searchable by username, paged, with totals.',
  request: Type.Object(
    {
      ...Paging,
      /** Part of a username or nickname (case-insensitive); every member when absent. */
      search: Type.Optional(Type.String({ maxLength: 32 })),
      /** Only direct downlines (depth 1). */
      directOnly: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(TeamRow),
    /** Members matching the search (not only this page). */
    total: Type.Integer(),
    /** Sum of the matching members' main wallets. */
    totalBalance: Minor,
    /** The agent's own main wallet: what it can transfer. */
    available: Minor,
    minAmount: Minor,
    maxAmount: Minor,
    /**
     * Whether the agent's level lets it make agents of its direct downline players
     * (platform.json `agents.maxLevels`, docs/decisions/agent-roles.md).
     */
    canPromote: Type.Boolean(),
  }),
});

export const transferToDownline = defineEndpoint({
  id: 'agentTeam.transfer',
  method: 'POST',
  path: '/wps/v2/agent/team/transfer',
  token: true,
  encrypted: false,
  summary:
    'Agents transfer to downline (spec §6 R6.9): from the agent’s main wallet to a team member’s, with the payment password, once per idempotency key.',
  request: Type.Object(
    {
      /** The receiving team member's username (any depth of the agent's team). */
      member: Type.String({ minLength: 1, maxLength: 64 }),
      amount: AmountText,
      paymentPassword: PaymentPasswordText,
      /** A note the member sees in its account record, at most 140 characters. */
      remark: Type.Optional(Type.String({ maxLength: 1000 })),
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    transactionId: Type.Integer(),
    amount: Minor,
    /** The agent's main wallet after the transfer. */
    balance: Minor,
    member: Type.String(),
    replayed: Type.Boolean(),
  }),
});

export const promoteDownline = defineEndpoint({
  id: 'agentTeam.promote',
  method: 'POST',
  path: '/wps/v2/agent/team/promote',
  token: true,
  encrypted: false,
  summary:
    'Promote a downline to agent where allowed (docs/decisions/agent-roles.md): a direct downline player of the calling agent becomes a sub-agent (isAgent 2), while the agent’s level is below the merchant’s agents.maxLevels.',
  request: Type.Object(
    {
      /** The direct downline's username. */
      member: Type.String({ minLength: 1, maxLength: 64 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    member: Type.String(),
    /** The member's new agent type: 2, a sub-agent who also plays. */
    isAgent: Type.Integer(),
  }),
});

export const agentTeamEndpoints = [listAgentTeam, transferToDownline, promoteDownline] as const;
