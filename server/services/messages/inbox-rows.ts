import type { MessageCategory } from '../../../schemas/api/messages';
import type { LocalizedText } from '../content/localized-text';

/** Announcements that show in every member's inbox: live player notices on the web. */
export const INBOX_ANNOUNCEMENTS = `a.merchant_id = $1 AND a.type = 'PL' AND 'W' = ANY(a.platforms) AND a.execution = 'B'
  AND a.status = 'active' AND a.published_at <= now() AND (a.ends_at IS NULL OR a.ends_at > now())`;

/** One inbox row of either source, as the union query answers it ($1 merchant, $2 member). */
export interface InboxRow {
  kind: 'm' | 'a';
  id: string;
  category: MessageCategory;
  title: LocalizedText;
  body: LocalizedText;
  created_at: Date;
  read: boolean;
}

/** Both sources as one relation: the member's messages and the announcements with this member's reads. */
export const INBOX = `(
  SELECT 'm' AS kind, mm.id, mm.category, mm.title, mm.body, mm.created_at, mm.read_at IS NOT NULL AS read
    FROM member_messages mm
   WHERE mm.merchant_id = $1 AND mm.member_id = $2
  UNION ALL
  SELECT 'a' AS kind, a.id, 'announcement' AS category, a.title, a.content AS body, a.published_at AS created_at,
         EXISTS (SELECT 1 FROM announcement_reads r
                  WHERE r.merchant_id = $1 AND r.member_id = $2 AND r.announcement_id = a.id) AS read
    FROM announcements a
   WHERE ${INBOX_ANNOUNCEMENTS}
) inbox`;

/** `m12` -> the member message 12; `a3` -> the announcement 3. */
export function parseMessageId(id: string): { kind: 'm' | 'a'; id: number } {
  return { kind: id.charAt(0) as 'm' | 'a', id: Number(id.slice(1)) };
}

export function messageIdOf(row: Pick<InboxRow, 'kind' | 'id'>): string {
  return `${row.kind}${row.id}`;
}

/** The start of a body as plain text for the list: markup dropped, spaces collapsed, 140 characters. */
export function previewOf(body: string, html: boolean): string {
  let text = body;
  if (html) {
    text = text
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > 140 ? `${chars.slice(0, 139).join('')}…` : chars.join('');
}
