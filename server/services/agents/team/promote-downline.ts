import type { Static } from '@sinclair/typebox';
import type { promoteDownline } from '../../../../schemas/api/agent-team';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { teamMember } from '../team-scope';
import { refuseAtLevelLimit } from './agent-level';

type Input = Static<typeof promoteDownline.request>;
type Answer = Static<typeof promoteDownline.response>;

/** What a promoted player becomes: a sub-agent who keeps its player account. */
export const PROMOTED_AGENT_TYPE = 2;

/**
 * Promote a downline to agent (docs/decisions/agent-roles.md): a direct downline player
 * (isAgent 0) of the calling agent becomes a sub-agent, while the agent's own level is
 * below `agents.maxLevels`. A member outside the team, or deeper than the first level
 * (its own upline decides), is NOT_FOUND; an agent already CONFLICT; a level at its
 * limit AGENT_LEVEL_LIMIT. The change is one conditional UPDATE, so two promotions at once make
 * one agent and the other is told it already is one.
 */
export async function promoteDirectDownline(
  db: Database,
  merchant: Merchant,
  agentId: number,
  input: Input,
): Promise<Answer> {
  const member = await teamMember(
    db,
    merchant.id,
    agentId,
    { username: input.member.trim() },
    { directOnly: true, field: 'member' },
  );
  if (member.isAgent !== 0) {
    throw member.isAgent === 4
      ? new ApiError(403, 'FORBIDDEN', 'A trial account cannot become an agent', [
          { field: 'member', message: 'is a trial account' },
        ])
      : ApiError.conflict('This member is already an agent', 'member');
  }
  if (member.status !== 'active')
    throw new ApiError(403, 'FORBIDDEN', 'This member’s account is not active', [
      { field: 'member', message: 'is not active' },
    ]);
  await refuseAtLevelLimit(db, merchant, agentId, 'member', 'cannot be made an agent at your level');
  const done = await db.query<{ username: string }>(
    `UPDATE members SET is_agent = $1
      WHERE id = $2 AND merchant_id = $3 AND upline_id = $4 AND is_agent = 0 AND status = 'active'
      RETURNING username`,
    [PROMOTED_AGENT_TYPE, member.id, merchant.id, agentId],
  );
  if (!done[0]) throw ApiError.conflict('This member is already an agent', 'member');
  return { member: done[0].username, isAgent: PROMOTED_AGENT_TYPE };
}
