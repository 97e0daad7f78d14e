import type { Queryable } from '../../db/database';
import type { LocalizedText } from '../content/localized-text';
import { cleanText } from '../text/clean-text';

/** Categories a message to one member can have (announcements come from their own table). */
export type MemberMessageCategory = 'notice' | 'deposit' | 'withdrawal' | 'promotion';

export interface NewMessage {
  category: MemberMessageCategory;
  /** Plain text per language (never HTML): the portal shows it as text. */
  title: LocalizedText;
  body: LocalizedText;
  /** What wrote it: 'deposit:<reference>', 'ops:<operator>', 'seed'. */
  source: string;
  /** One message per event: writing the same key again changes nothing. */
  eventKey?: string;
  createdAt?: Date;
}

/**
 * A member on a time-out or self-exclusion gets no marketing (docs/player-protection.md): a
 * `promotion` message to them is not written. Notices about their own money still are.
 */
const ON_BREAK = `EXISTS (SELECT 1 FROM protection_exclusions e
  WHERE e.member_id = members.id AND e.starts_at <= protection_now()
    AND (e.ends_at IS NULL OR e.ends_at > protection_now()))`;

export const TITLE_MAX = 120;
export const BODY_MAX = 4000;

/** Each language's text cleaned (no control or bidi characters) and cut to its limit. */
function clean(text: LocalizedText, max: number, multiline: boolean): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([lang, v]) => [lang, [...cleanText(v, { multiline })].slice(0, max).join('')]),
  );
}

/**
 * Write a message to one member's inbox (inside the caller's transaction). Answers its id, or null
 * when the event was already written or it is a promotion to a member on a break.
 */
export async function sendMemberMessage(
  q: Queryable,
  merchantId: number,
  memberId: number,
  m: NewMessage,
): Promise<number | null> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO member_messages (merchant_id, member_id, category, title, body, source, event_key, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, COALESCE($8, now())
      WHERE NOT ($3 = 'promotion' AND ${ON_BREAK.replace('members.id', '$2')})
     ON CONFLICT (merchant_id, event_key) WHERE event_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      merchantId,
      memberId,
      m.category,
      JSON.stringify(clean(m.title, TITLE_MAX, false)),
      JSON.stringify(clean(m.body, BODY_MAX, true)),
      m.source,
      m.eventKey ?? null,
      m.createdAt ?? null,
    ],
  );
  return row ? Number(row.id) : null;
}

/** Write the same message to every active real member of the merchant (not trial accounts). Answers how many. */
export async function sendToAllMembers(
  q: Queryable,
  merchantId: number,
  m: Omit<NewMessage, 'eventKey' | 'createdAt'>,
): Promise<number> {
  const rows = await q.query(
    `INSERT INTO member_messages (merchant_id, member_id, category, title, body, source)
     SELECT $1, id, $2, $3, $4, $5 FROM members
      WHERE merchant_id = $1 AND status = 'active' AND is_agent <> 4
        AND NOT ($2 = 'promotion' AND ${ON_BREAK})
     RETURNING id`,
    [
      merchantId,
      m.category,
      JSON.stringify(clean(m.title, TITLE_MAX, false)),
      JSON.stringify(clean(m.body, BODY_MAX, true)),
      m.source,
    ],
  );
  return rows.length;
}
