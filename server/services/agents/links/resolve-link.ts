import type { Queryable } from '../../../db/database';

/** Where an invitation code brings a new member. */
export interface Affiliation {
  /** The agent the new member is registered under. */
  agentId: number;
  /** 0 player, 2 sub-agent (a registration link's type; invitation codes bring players). */
  memberType: number;
  /** The registration link, when the code is one. */
  linkId?: number;
}

/**
 * An invitation code of this merchant: an active agent's own invitation code, or a live
 * registration link of an active agent (registerCenter). The merchant is part of the
 * lookup, so another merchant's code (or link) is unknown here.
 */
export async function resolveAffiliation(
  q: Queryable,
  merchantId: number,
  code: string,
): Promise<Affiliation | undefined> {
  const [own] = await q.query<{ id: number }>(
    `SELECT id FROM members WHERE merchant_id = $1 AND invite_code = $2 AND status = 'active' AND is_agent IN (1, 2, 41, 42)`,
    [merchantId, code],
  );
  if (own) return { agentId: Number(own.id), memberType: 0 };
  const [link] = await q.query<{ id: number; agent_id: number; member_type: number }>(
    `SELECT l.id, l.agent_id, l.member_type FROM agent_links l JOIN members a ON a.id = l.agent_id
      WHERE l.merchant_id = $1 AND l.code = upper($2) AND l.deleted_at IS NULL
        AND a.merchant_id = $1 AND a.status = 'active' AND a.is_agent IN (1, 2, 41, 42)`,
    [merchantId, code],
  );
  return link
    ? { agentId: Number(link.agent_id), memberType: link.member_type, linkId: Number(link.id) }
    : undefined;
}
