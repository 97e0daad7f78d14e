import { isAgentOnly, isAgentType } from '../../../schemas/api/agent-rules';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';

/**
 * The agent area's door (spec §6 R6.2, R6.6): agent types 1, 2, 41 and 42 only; every
 * other account (players, trial accounts) is answered NOT_AGENT before anything is read.
 */
export function requireAgent(member: SessionMember): void {
  if (!isAgentType(member.isAgent))
    throw ApiError.forbidden('Non-agents cannot log in to the agent area', 'NOT_AGENT');
}

/**
 * The member area's door for play (spec §6 R6.6): agent-only accounts (41, 42) run a
 * team but hold no player account, so playing answers NOT_MEMBER.
 */
export function requireMemberArea(member: SessionMember): void {
  if (isAgentOnly(member.isAgent))
    throw ApiError.forbidden('Non-member accounts cannot log in to the member area', 'NOT_MEMBER');
}
