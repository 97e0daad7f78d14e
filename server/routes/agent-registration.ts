import {
  createRegistrationLink,
  deleteRegistrationLink,
  listRegistrationLinks,
  registerDownline,
} from '../../schemas/api/agent-registration';
import { sessionOf, type CallContext } from '../domain/call-context';
import { handle } from '../http/handle';
import { requireAgent } from '../services/agents/agent-roles';
import { registerDirectDownline } from '../services/agents/links/register-downline';
import { createLink, deleteLink, listLinks } from '../services/agents/links/registration-links';
import type { RoutePlugin } from './route-plugin';

/** The calling agent's id, after the agent area's door (NOT_AGENT for everyone else). */
function agentOf(ctx: CallContext): number {
  const agent = sessionOf(ctx);
  requireAgent(agent);
  return agent.memberId;
}

/** Account (registerCenter): direct registration of a downline and registration links. */
export const agentRegistrationRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, registerDownline, async (input, ctx) =>
    registerDirectDownline(deps.db, ctx.merchant, agentOf(ctx), input),
  );
  handle(app, deps, listRegistrationLinks, async (_input, ctx) =>
    listLinks(deps.db, ctx.merchant, agentOf(ctx)),
  );
  handle(app, deps, createRegistrationLink, async (input, ctx) =>
    createLink(deps.db, ctx.merchant, agentOf(ctx), input),
  );
  handle(app, deps, deleteRegistrationLink, async (input, ctx) =>
    deleteLink(deps.db, ctx.merchant, agentOf(ctx), input.id),
  );
};
