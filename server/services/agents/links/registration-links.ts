import { randomInt } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type {
  createRegistrationLink,
  listRegistrationLinks,
} from '../../../../schemas/api/agent-registration';
import { MAX_LINKS_PER_AGENT, rebateProblem } from '../../../../schemas/api/agent-rules';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { enabledFlags } from '../../../domain/merchant-flags';
import { mayMakeAgents, refuseAtLevelLimit } from '../team/agent-level';
import { fullRebates, rebateCeiling } from './rebate-ceiling';

type Link = Static<typeof createRegistrationLink.response>;
type CreateInput = Static<typeof createRegistrationLink.request>;

interface LinkRow {
  id: number;
  code: string;
  member_type: number;
  rebates: Record<string, unknown>;
  registrations: number;
  created_at: Date | string;
}

/** No 0/O or 1/I: a code read aloud or copied by hand stays right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return `L${Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

function view(r: LinkRow): Link {
  return {
    id: Number(r.id),
    code: r.code,
    type: r.member_type === 2 ? 'agent' : 'player',
    rebates: fullRebates(r.rebates),
    registrations: Number(r.registrations ?? 0),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Links bring members in only with the invitation feature on (AFFILIATE3). */
function requireLinks(merchant: Merchant): void {
  if (!enabledFlags(merchant).includes('AFFILIATE3'))
    throw new ApiError(403, 'DISABLED', 'Registration links are not available on this site');
}

export async function listLinks(
  q: Queryable,
  merchant: Merchant,
  agentId: number,
): Promise<Static<typeof listRegistrationLinks.response>> {
  const rows = await q.query<LinkRow>(
    `SELECT l.id, l.code, l.member_type, l.rebates, l.created_at,
            (SELECT count(*)::int FROM members m WHERE m.agent_link_id = l.id) AS registrations
       FROM agent_links l
      WHERE l.agent_id = $1 AND l.merchant_id = $2 AND l.deleted_at IS NULL
      ORDER BY l.id DESC`,
    [agentId, merchant.id],
  );
  return {
    links: rows.map(view),
    maxRebates: await rebateCeiling(q, merchant, agentId),
    maxLinks: MAX_LINKS_PER_AGENT,
    canMakeAgents: await mayMakeAgents(q, merchant, agentId),
  };
}

/**
 * A new link: its rebates no higher than the agent's own, and a live-link count reserved
 * first (+1 only while below the cap, in the statement that checks it), so links made
 * at once cannot pass the cap. Code collisions (unique per merchant) draw again. A link
 * of type agent needs an agent below the site's last agent level (AGENT_LEVEL_LIMIT).
 */
export async function createLink(
  db: Database,
  merchant: Merchant,
  agentId: number,
  input: CreateInput,
): Promise<Link> {
  requireLinks(merchant);
  const problem = rebateProblem(input.rebates, await rebateCeiling(db, merchant, agentId));
  if (problem) throw ApiError.validation(problem.field, problem.message);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.tx(async (q) => {
        if (input.type === 'agent')
          await refuseAtLevelLimit(q, merchant, agentId, 'type', 'cannot make agents at your level');
        const reserved = await q.query(
          `INSERT INTO agent_link_counts (agent_id, merchant_id, live) VALUES ($1, $2, 1)
           ON CONFLICT (agent_id) DO UPDATE SET live = agent_link_counts.live + 1
             WHERE agent_link_counts.live < $3
           RETURNING live`,
          [agentId, merchant.id, MAX_LINKS_PER_AGENT],
        );
        if (reserved.length === 0)
          throw new ApiError(400, 'LIMIT', `You can keep at most ${MAX_LINKS_PER_AGENT} registration links`, [
            { field: 'links', message: `at most ${MAX_LINKS_PER_AGENT}; delete one first` },
          ]);
        const [row] = await q.query<LinkRow>(
          `INSERT INTO agent_links (merchant_id, agent_id, code, member_type, rebates) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, code, member_type, rebates, created_at, 0 AS registrations`,
          [
            merchant.id,
            agentId,
            newCode(),
            input.type === 'agent' ? 2 : 0,
            JSON.stringify(fullRebates(input.rebates)),
          ],
        );
        return view(row as LinkRow);
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505' && attempt < 5) continue;
      throw err;
    }
  }
}

/** Delete one of the agent's own live links (another's, or one deleted already, is NOT_FOUND). */
export async function deleteLink(db: Database, merchant: Merchant, agentId: number, id: number) {
  return db.tx(async (q) => {
    const gone = await q.query(
      `UPDATE agent_links SET deleted_at = now()
        WHERE id = $1 AND agent_id = $2 AND merchant_id = $3 AND deleted_at IS NULL RETURNING id`,
      [id, agentId, merchant.id],
    );
    if (gone.length === 0)
      throw new ApiError(404, 'NOT_FOUND', 'No such registration link of yours', [
        { field: 'id', message: 'is not one of your links' },
      ]);
    await q.query('UPDATE agent_link_counts SET live = live - 1 WHERE agent_id = $1', [agentId]);
    return { id };
  });
}
