import type { Queryable } from '../../../db/database';
import type { DemoSeeder } from '../../../seed/seed-demo';
import type { LocalizedText } from '../localized-text';
import { DEMO_BANNERS } from './banner-copy';
import { DEMO_AGENT_NOTICES } from './agent-notice-copy';
import { brand, paragraphs } from './copy';
import { DEMO_HELP } from './help-copy';
import { DEMO_BULLETINS, DEMO_PLAYER_NOTICES, DEMO_POPUP_NOTICES, type DemoNotice } from './notice-copy';
import { DEMO_PROMOTIONS } from './promotion-copy';

const DAY_MS = 86_400_000;

/** Generated banner artwork of a merchant (served by server/routes/banner-art.ts). */
export function bannerArtUrl(merchantCode: string, art: string): string {
  return `/wps/art/banner/${merchantCode}/${art}.svg`;
}

interface AnnouncementRecord {
  type: string;
  category: string | null;
  title: LocalizedText;
  summary: LocalizedText | null;
  content: LocalizedText;
  image: string | null;
  sort_order: number;
  published_at: string;
  ends_at: string | null;
}

/** Insert many announcements in one statement; ids come back in input order. */
async function insertAnnouncements(
  q: Queryable,
  merchantId: number,
  rows: AnnouncementRecord[],
): Promise<number[]> {
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO announcements (merchant_id, type, category, title, summary, content, image, sort_order, published_at, ends_at)
     SELECT $1, e.r->>'type', e.r->>'category', e.r->'title', NULLIF(e.r->'summary', 'null'::jsonb), e.r->'content',
            e.r->>'image', (e.r->>'sort_order')::int, (e.r->>'published_at')::timestamptz,
            (e.r->>'ends_at')::timestamptz
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(r, ord)
      ORDER BY e.ord
     RETURNING id`,
    [merchantId, JSON.stringify(rows)],
  );
  // Serial ids follow the insertion order, which follows the input order.
  return inserted.map((r) => Number(r.id)).sort((a, b) => a - b);
}

function noticeRecords(
  type: 'B' | 'PL' | 'PU' | 'AG',
  notices: DemoNotice[],
  name: string,
  now: number,
): AnnouncementRecord[] {
  return notices.map((n, i) => ({
    type,
    category: null,
    title: brand(n.title, name),
    summary: null,
    content: paragraphs(brand(n.content, name)),
    image: null,
    sort_order: 0,
    // Minutes apart within a day, so the order of the list is the order written here.
    published_at: new Date(now - n.daysAgo * DAY_MS - i * 60_000).toISOString(),
    ends_at: null,
  }));
}

/** Banners for every page group, notices of every type (agents' too), promotions and the help centre. */
export async function seedContent(q: Queryable, merchantId: number, merchantCode: string): Promise<void> {
  const [merchant] = await q.query<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [
    merchantId,
  ]);
  const name = merchant?.name ?? merchantCode;
  const now = Date.now();

  const promotionIds = await insertAnnouncements(
    q,
    merchantId,
    DEMO_PROMOTIONS.map((p, i) => ({
      type: 'PR',
      category: p.category,
      title: brand(p.title, name),
      summary: brand(p.summary, name),
      content: paragraphs(brand(p.content, name)),
      image: bannerArtUrl(merchantCode, p.art),
      sort_order: i,
      published_at: new Date(now - p.daysAgo * DAY_MS).toISOString(),
      ends_at: p.endsInDays ? new Date(now + p.endsInDays * DAY_MS).toISOString() : null,
    })),
  );
  const promotionId = new Map(DEMO_PROMOTIONS.map((p, i) => [p.key, promotionIds[i]]));

  const perGroup = new Map<string, number>();
  const banners = DEMO_BANNERS.map((b) => {
    const n = (perGroup.get(b.group) ?? 0) + 1;
    perGroup.set(b.group, n);
    const linkage = b.linkage?.startsWith('promo:') ? String(promotionId.get(b.linkage.slice(6))) : b.linkage;
    return {
      group_name: b.group,
      url: bannerArtUrl(merchantCode, `${b.group}-${n}`),
      title: brand(b.title, name),
      subtitle: brand(b.subtitle, name),
      cta: b.cta ? brand(b.cta, name) : null,
      linkage_type: b.linkageType,
      linkage: linkage ?? null,
      sort_order: n,
    };
  });
  await q.query(
    `INSERT INTO banners (merchant_id, group_name, url, title, subtitle, cta, linkage_type, linkage, sort_order)
     SELECT $1, r.group_name, r.url, r.title, r.subtitle, r.cta, r.linkage_type, r.linkage, r.sort_order
       FROM jsonb_to_recordset($2::jsonb) AS r(group_name text, url text, title jsonb, subtitle jsonb, cta jsonb,
            linkage_type text, linkage text, sort_order int)`,
    [merchantId, JSON.stringify(banners)],
  );

  await insertAnnouncements(q, merchantId, [
    ...noticeRecords('B', DEMO_BULLETINS, name, now),
    ...noticeRecords('PL', DEMO_PLAYER_NOTICES, name, now),
    ...noticeRecords('PU', DEMO_POPUP_NOTICES, name, now),
    // For the agent centre's Announcement page only (docs/decisions/agent-announcements.md).
    ...noticeRecords('AG', DEMO_AGENT_NOTICES, name, now),
  ]);

  await q.query(
    `INSERT INTO help_categories (merchant_id, key, title, sort_order)
     SELECT $1, r.key, r.title, r.sort_order FROM jsonb_to_recordset($2::jsonb) AS r(key text, title jsonb, sort_order int)`,
    [merchantId, JSON.stringify(DEMO_HELP.map((c, i) => ({ key: c.key, title: c.title, sort_order: i })))],
  );
  await insertAnnouncements(
    q,
    merchantId,
    DEMO_HELP.flatMap((c) =>
      c.articles.map((a, i) => ({
        type: 'H',
        category: c.key,
        title: brand(a.title, name),
        summary: null,
        content: paragraphs(brand(a.content, name)),
        image: null,
        sort_order: i,
        published_at: new Date(now - 30 * DAY_MS).toISOString(),
        ends_at: null,
      })),
    ),
  );
}

export const contentSeeder: DemoSeeder = {
  name: 'content',
  run: (q, merchant) => seedContent(q, merchant.id, merchant.code),
};
