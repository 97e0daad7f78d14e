import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { agentSettings } from '../agent-settings';

/**
 * The agent's level: 1 for a top agent (nobody above it), one more for each upline.
 * Everyone above an agent is an agent (only agents have teams), so the count of its
 * uplines in the closure table is its level less one.
 */
export async function agentLevel(q: Queryable, agentId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_tree WHERE descendant_id = $1 AND depth >= 1',
    [agentId],
  );
  return (row?.n ?? 0) + 1;
}

/** Whether an agent at this level may make agents of its downlines (platform.json `agents.maxLevels`). */
export async function mayMakeAgents(q: Queryable, merchant: Merchant, agentId: number): Promise<boolean> {
  return (await agentLevel(q, agentId)) < agentSettings(merchant).maxLevels;
}

/**
 * Refuse with AGENT_LEVEL_LIMIT when an agent at the site's last agent level would make an
 * agent: by promotion, by direct registration of an agent, by a registration link of type
 * agent, or by a player registering through such a link (docs/decisions/agent-roles.md).
 */
export async function refuseAtLevelLimit(
  q: Queryable,
  merchant: Merchant,
  agentId: number,
  field: string,
  message: string,
): Promise<void> {
  if (await mayMakeAgents(q, merchant, agentId)) return;
  const { maxLevels } = agentSettings(merchant);
  throw new ApiError(
    403,
    'AGENT_LEVEL_LIMIT',
    `Agents at your level cannot make agents: this site has ${maxLevels} agent levels`,
    [{ field, message }],
  );
}
