import { Type } from '@sinclair/typebox';
import { REBATE_PRODUCTS } from './agent-rules';
import { defineEndpoint, NoInput } from './endpoint';

/** Who a link or a direct registration brings in: a player, or a sub-agent. */
const MemberType = Type.Union([Type.Literal('player'), Type.Literal('agent')]);

/** Basis points by product (100 is 1 %); a product left out is 0. */
const Rebates = Type.Object(
  Object.fromEntries(
    REBATE_PRODUCTS.map((p) => [p, Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 }))]),
  ),
  { additionalProperties: false },
);

const Link = Type.Object({
  id: Type.Integer(),
  /** The invitation code a new member registers with (`/register?affiliateCode=<code>`). */
  code: Type.String(),
  type: MemberType,
  rebates: Rebates,
  /** Members who registered through this link. */
  registrations: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const registerDownline = defineEndpoint({
  id: 'agentRegistration.register',
  method: 'POST',
  path: '/wps/v2/agent/registration/members',
  token: true,
  encrypted: true,
  summary:
    'registerCenter (DIRECTREG3): the agent opens an account for a new direct downline, a player or a sub-agent, with the merchant’s username and password rules.',
  request: Type.Object(
    {
      username: Type.String({ maxLength: 64 }),
      password: Type.String({ maxLength: 64 }),
      confirmPassword: Type.String({ maxLength: 64 }),
      type: MemberType,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ username: Type.String(), type: MemberType }),
});

export const listRegistrationLinks = defineEndpoint({
  id: 'agentRegistration.links',
  method: 'GET',
  path: '/wps/v2/agent/registration/links',
  token: true,
  encrypted: false,
  summary:
    'registerCenter: the agent’s live registration links, newest first, the rebate ceiling and whether the agent may make agents.',
  request: NoInput,
  response: Type.Object({
    links: Type.Array(Link),
    /** The highest rebate a link may give, by product: the agent’s own. */
    maxRebates: Rebates,
    /** Live links an agent may hold at once. */
    maxLinks: Type.Integer(),
    /**
     * Whether the agent's level lets it make agents: register a sub-agent directly or make a
     * link of type agent (platform.json `agents.maxLevels`, docs/decisions/agent-roles.md).
     */
    canMakeAgents: Type.Boolean(),
  }),
});

export const createRegistrationLink = defineEndpoint({
  id: 'agentRegistration.createLink',
  method: 'POST',
  path: '/wps/v2/agent/registration/links',
  token: true,
  encrypted: false,
  summary:
    'registerCenter (AFFILIATE3): a new registration link with its own code, for players or sub-agents, with rebates no higher than the agent’s own.',
  request: Type.Object({ type: MemberType, rebates: Rebates }, { additionalProperties: false }),
  response: Link,
});

export const deleteRegistrationLink = defineEndpoint({
  id: 'agentRegistration.deleteLink',
  method: 'DELETE',
  path: '/wps/v2/agent/registration/links',
  token: true,
  encrypted: false,
  summary:
    'registerCenter: delete one of the agent’s links; its code registers nobody after, members who used it stay.',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({ id: Type.Integer() }),
});

export const agentRegistrationEndpoints = [
  registerDownline,
  listRegistrationLinks,
  createRegistrationLink,
  deleteRegistrationLink,
] as const;
