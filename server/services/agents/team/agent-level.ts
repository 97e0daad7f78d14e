import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../http/merchant';
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
