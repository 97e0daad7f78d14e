import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';

/** A member of an agent's team as the agent may address it. */
export interface TeamMember {
  id: number;
  username: string;
  isAgent: number;
  status: string;
  /** 1 for a direct downline. */
  depth: number;
}

/**
 * A member of the agent's own team (depth 1 or more), looked up by id or username in
 * SQL through the closure table: a member outside the subtree, of another merchant or
 * unknown is the same NOT_FOUND, so an agent learns nothing about other teams.
 */
export async function teamMember(
  q: Queryable,
  merchantId: number,
  agentId: number,
  who: { id: number } | { username: string },
  opts: { directOnly?: boolean; field?: string; lock?: boolean } = {},
): Promise<TeamMember> {
  const byId = 'id' in who;
  const rows = await q.query<{
    id: number;
    username: string;
    is_agent: number;
    status: string;
    depth: number;
  }>(
    `SELECT m.id, m.username, m.is_agent, m.status, t.depth
       FROM member_tree t JOIN members m ON m.id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.merchant_id = $2 AND t.depth >= 1
        AND ${byId ? 'm.id = $3' : 'lower(m.username) = lower($3)'}
        ${opts.directOnly ? 'AND t.depth = 1' : ''}
      ${opts.lock ? 'FOR UPDATE OF m' : ''}`,
    [agentId, merchantId, byId ? who.id : who.username],
  );
  const row = rows[0];
  if (!row) {
    const field = opts.field ?? 'member';
    throw new ApiError(
      404,
      'NOT_FOUND',
      opts.directOnly ? 'Not a direct downline of yours' : 'Not in your team',
      [{ field, message: opts.directOnly ? 'is not a direct downline of yours' : 'is not in your team' }],
    );
  }
  return { id: row.id, username: row.username, isAgent: row.is_agent, status: row.status, depth: row.depth };
}

/**
 * The start of a team report's WHERE: the agent's subtree through the closure table
 * aliased `tree` ($1 agent, $2 merchant, $3 and $4 the window), narrowed to one member
 * when a username is given (one outside the team is NOT_FOUND on `username`). Callers
 * push their own conditions and parameters after these.
 */
export async function teamReportScope(
  q: Queryable,
  merchantId: number,
  agentId: number,
  window: { from: Date; to: Date; column: string },
  username: string | undefined,
  tree: string,
): Promise<{ params: unknown[]; where: string[] }> {
  const params: unknown[] = [agentId, merchantId, window.from, window.to];
  const where = [
    `${tree}.ancestor_id = $1`,
    `${tree}.merchant_id = $2`,
    `${tree}.depth >= 1`,
    `${window.column} >= $3`,
    `${window.column} < $4`,
  ];
  if (username?.trim()) {
    const member = await teamMember(
      q,
      merchantId,
      agentId,
      { username: username.trim() },
      { field: 'username' },
    );
    params.push(member.id);
    where.push(`${tree}.descendant_id = $${params.length}`);
  }
  return { params, where };
}

/** The member's direct upline (depth 1 above), if any. */
export async function directUpline(q: Queryable, memberId: number): Promise<number | undefined> {
  const rows = await q.query<{ ancestor_id: number }>(
    'SELECT ancestor_id FROM member_tree WHERE descendant_id = $1 AND depth = 1',
    [memberId],
  );
  return rows[0]?.ancestor_id;
}
