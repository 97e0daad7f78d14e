import { createHash } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import {
  BANNER_CTA_MAX,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_MAX_HEIGHT,
  BANNER_IMAGE_MAX_WIDTH,
  BANNER_IMAGE_MIN_HEIGHT,
  BANNER_IMAGE_MIN_WIDTH,
  BANNER_IMAGE_PATH,
  BANNER_LINK_TYPES,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  BANNERS_PER_GROUP_MAX,
  type BannerLinkType,
  type BannerState,
} from '../../../schemas/api/ops/banner-rules';
import type { BannerEntry } from '../../../schemas/api/ops/ops-banner-desk';
import { LANGUAGES } from '../../../schemas/site/constants';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { bannerImageType, EXTENSION } from '../images/banner-image-type';
import { auditedBy, recordAudit } from '../operators/operator-audit';
import { declaredGroup, type DeclaredBannerGroup } from './banner-groups';
import type { LocalizedText } from './localized-text';
import type { ContentActor } from './notice-desk';

type BannerView = Static<typeof BannerEntry>;

interface BannerRow {
  id: string | number;
  merchant: string;
  merchant_id: number;
  group_name: string;
  state: BannerState;
  status: 'active' | 'hidden';
  position: number;
  url: string;
  title: LocalizedText;
  subtitle: LocalizedText | null;
  cta: LocalizedText | null;
  linkage_type: string;
  linkage: string | null;
  starts_at: Date;
  ends_at: Date | null;
  languages: string[] | null;
}

/** Where a banner stands, in the same words as the portal's banner call decides what to show. */
const STATE = `CASE WHEN b.status = 'hidden' THEN 'hidden'
    WHEN b.starts_at > now() THEN 'scheduled'
    WHEN b.ends_at IS NOT NULL AND b.ends_at <= now() THEN 'ended'
    ELSE 'showing' END`;
const SELECT = `SELECT b.id, mc.code AS merchant, b.merchant_id, b.group_name, ${STATE} AS state, b.status,
    (row_number() OVER (PARTITION BY b.merchant_id, b.group_name ORDER BY b.sort_order, b.id))::int AS position,
    b.url, b.title, b.subtitle, b.cta, b.linkage_type, b.linkage, b.starts_at, b.ends_at, b.languages
  FROM banners b JOIN merchants mc ON mc.id = b.merchant_id`;

function toView(r: BannerRow): BannerView {
  return {
    id: Number(r.id),
    merchant: r.merchant,
    group: r.group_name,
    state: r.state,
    position: r.position,
    image: r.url,
    title: { ...r.title },
    subtitle: { ...(r.subtitle ?? {}) },
    cta: { ...(r.cta ?? {}) },
    linkType: r.linkage_type,
    link: r.linkage,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at ? r.ends_at.toISOString() : null,
    languages: r.languages && r.languages.length > 0 ? [...r.languages] : null,
  };
}

/** A group's banners, every state, in display order. */
export async function groupBanners(q: Queryable, merchantId: number, group: string): Promise<BannerView[]> {
  const rows = await q.query<BannerRow>(
    `SELECT * FROM (${SELECT} WHERE b.merchant_id = $1 AND b.group_name = $2) n ORDER BY n.position`,
    [merchantId, group],
  );
  return rows.map(toView);
}

/** How many banners each group of the merchant holds, hidden ones too. */
export async function bannerCounts(q: Queryable, merchantId: number): Promise<Map<string, number>> {
  const rows = await q.query<{ group_name: string; n: number }>(
    'SELECT group_name, count(*)::int AS n FROM banners WHERE merchant_id = $1 GROUP BY group_name',
    [merchantId],
  );
  return new Map(rows.map((r) => [r.group_name, r.n]));
}

async function bannerFor(
  q: Queryable,
  merchantId: number | null,
  id: number,
  lock: boolean,
): Promise<BannerRow> {
  if (lock)
    await q.query(
      'SELECT id FROM banners WHERE id = $1 AND ($2::int IS NULL OR merchant_id = $2) FOR UPDATE',
      [id, merchantId],
    );
  const [row] = await q.query<BannerRow>(
    `SELECT * FROM (${SELECT} WHERE b.merchant_id = (SELECT merchant_id FROM banners WHERE id = $1)) n
      WHERE n.id = $1 AND ($2::int IS NULL OR n.merchant_id = $2)`,
    [id, merchantId],
  );
  // Another merchant's banner answers as not found: its ids are not this operator's to learn.
  if (!row) throw ApiError.notFound('Banner');
  return row;
}

export interface BannerDraft {
  id?: number | undefined;
  group: string;
  image: string;
  title: Readonly<Record<string, string | undefined>>;
  subtitle?: Readonly<Record<string, string | undefined>> | undefined;
  cta?: Readonly<Record<string, string | undefined>> | undefined;
  linkType: string;
  link?: string | undefined;
  startsAt?: Date | undefined;
  endsAt?: Date | undefined;
  languages?: readonly string[] | undefined;
}

/** The non-empty texts of a field, each within its limit. */
function texts(
  field: string,
  given: Readonly<Record<string, string | undefined>> | undefined,
  max: number,
  required: boolean,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, raw] of Object.entries(given ?? {})) {
    if (!(LANGUAGES as readonly string[]).includes(lang))
      throw ApiError.validation(`${field}.${lang}`, `is not a language (${LANGUAGES.join(', ')})`);
    const text = (raw ?? '').trim();
    if (text.length > max) throw ApiError.validation(`${field}.${lang}`, `is at most ${max} characters`);
    if (text !== '') out[lang] = text;
  }
  if (required && Object.keys(out).length === 0)
    throw ApiError.validation(field, 'is required in at least one language');
  return out;
}

/** The link checked for its type: a portal path, an outside http(s) page, or a promotion of the merchant. */
async function checkedLink(
  q: Queryable,
  merchantId: number,
  type: string,
  raw: string | undefined,
): Promise<{ type: BannerLinkType; link: string | null }> {
  if (!(BANNER_LINK_TYPES as readonly string[]).includes(type))
    throw ApiError.validation('linkType', `is one of ${BANNER_LINK_TYPES.join(', ')}`);
  const link = raw?.trim() ?? '';
  if (type === 'none') return { type, link: null };
  if (link === '') throw ApiError.validation('link', `is required for a ${type} link`);
  if (type === 'route') {
    // A path of this portal only: `//host` would leave the site.
    if (!/^\/(?!\/)[^\s\\]*$/.test(link))
      throw ApiError.validation('link', 'is a path of the portal, e.g. /promotions');
  } else if (type === 'url') {
    let url: URL | undefined;
    try {
      url = new URL(link);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw ApiError.validation('link', 'is a web address starting with https://');
  } else {
    const id = Number(link);
    const [promo] = Number.isSafeInteger(id)
      ? await q.query(`SELECT id FROM announcements WHERE id = $1 AND merchant_id = $2 AND type = 'PR'`, [
          id,
          merchantId,
        ])
      : [];
    if (!promo) throw ApiError.validation('link', 'is not the id of a promotion of this merchant');
  }
  return { type: type as BannerLinkType, link };
}

/** An image address the banner may use: a picture uploaded here, or the one it already has. */
async function checkedImage(q: Queryable, image: string, current: string | undefined): Promise<string> {
  if (image === current) return image;
  const m = new RegExp(`^${BANNER_IMAGE_PATH}/([0-9a-f]{64})\\.(png|jpg|webp)$`).exec(image);
  const [row] = m ? await q.query('SELECT 1 FROM banner_images WHERE sha256 = $1', [m[1]]) : [];
  if (!row) throw ApiError.validation('image', 'is not a picture uploaded for banners: upload one first');
  return image;
}

function checkedWindow(draft: BannerDraft): void {
  for (const [field, at] of [
    ['startsAt', draft.startsAt],
    ['endsAt', draft.endsAt],
  ] as const)
    if (at && Number.isNaN(at.getTime())) throw ApiError.validation(field, 'is not a time');
  const start = draft.startsAt ?? new Date();
  if (draft.endsAt && draft.endsAt.getTime() <= start.getTime())
    throw ApiError.validation('endsAt', 'must be after the start (or now)');
}

function checkedLanguages(languages: readonly string[] | undefined): string[] | null {
  if (!languages || languages.length === 0) return null;
  for (const [i, l] of languages.entries())
    if (!(LANGUAGES as readonly string[]).includes(l))
      throw ApiError.validation(`languages.${i}`, `is not a language (${LANGUAGES.join(', ')})`);
  return [...new Set(languages)];
}

/**
 * Create a banner (last in its group) or edit one, checked field by field against the
 * merchant's declared groups, with its audit line in the same transaction. Nothing caches the
 * portal's banner call, so the next visitor sees the change.
 */
export async function saveBanner(
  db: Database,
  merchantId: number,
  groups: readonly DeclaredBannerGroup[],
  draft: BannerDraft,
  by: ContentActor,
): Promise<BannerView> {
  declaredGroup(groups, draft.group, 'group');
  const title = texts('title', draft.title, BANNER_TITLE_MAX, true);
  const subtitle = texts('subtitle', draft.subtitle, BANNER_SUBTITLE_MAX, false);
  const cta = texts('cta', draft.cta, BANNER_CTA_MAX, false);
  checkedWindow(draft);
  const languages = checkedLanguages(draft.languages);
  return db.tx(async (q) => {
    const before = draft.id ? await bannerFor(q, merchantId, draft.id, true) : undefined;
    const image = await checkedImage(q, draft.image.trim(), before?.url);
    const link = await checkedLink(q, merchantId, draft.linkType, draft.link);
    const values = [
      JSON.stringify(title),
      Object.keys(subtitle).length ? JSON.stringify(subtitle) : null,
      Object.keys(cta).length ? JSON.stringify(cta) : null,
      link.type,
      link.link,
      image,
      draft.startsAt ?? null,
      draft.endsAt ?? null,
      languages,
    ];
    let id: number;
    if (before) {
      id = Number(before.id);
      const moved = before.group_name !== draft.group;
      if (moved) await assertRoom(q, merchantId, draft.group);
      await q.query(
        `UPDATE banners SET title = $1, subtitle = $2, cta = $3, linkage_type = $4, linkage = $5, url = $6,
            starts_at = COALESCE($7, starts_at), ends_at = $8, languages = $9, group_name = $10,
            sort_order = CASE WHEN $11 THEN (SELECT COALESCE(max(sort_order), 0) + 1 FROM banners
                                             WHERE merchant_id = $12 AND group_name = $10) ELSE sort_order END,
            updated_at = now()
          WHERE id = $13`,
        [...values, draft.group, moved, merchantId, id],
      );
    } else {
      await assertRoom(q, merchantId, draft.group);
      const [made] = await q.query<{ id: string }>(
        `INSERT INTO banners (title, subtitle, cta, linkage_type, linkage, url, starts_at, ends_at, languages,
            merchant_id, group_name, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, now()), $8, $9, $10, $11,
            (SELECT COALESCE(max(sort_order), 0) + 1 FROM banners WHERE merchant_id = $10 AND group_name = $11))
         RETURNING id`,
        [...values, merchantId, draft.group],
      );
      id = Number(made?.id);
    }
    const after = await bannerFor(q, merchantId, id, false);
    await audit(
      q,
      by,
      before ? 'banner.edit' : 'banner.create',
      after,
      before && snapshot(before),
      snapshot(after),
    );
    return toView(after);
  });
}

async function assertRoom(q: Queryable, merchantId: number, group: string): Promise<void> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM banners WHERE merchant_id = $1 AND group_name = $2',
    [merchantId, group],
  );
  if ((row?.n ?? 0) >= BANNERS_PER_GROUP_MAX)
    throw ApiError.validation('group', `holds at most ${BANNERS_PER_GROUP_MAX} banners: remove or reuse one`);
}

/** Hide a banner or show it again; asking for what it already is changes nothing and writes no audit line. */
export async function setBannerHidden(
  db: Database,
  merchantId: number | null,
  id: number,
  hidden: boolean,
  by: ContentActor,
): Promise<BannerView> {
  return db.tx(async (q) => {
    const before = await bannerFor(q, merchantId, id, true);
    if ((before.status === 'hidden') === hidden) return toView(before);
    await q.query('UPDATE banners SET status = $2, updated_at = now() WHERE id = $1', [
      id,
      hidden ? 'hidden' : 'active',
    ]);
    const after = await bannerFor(q, merchantId, id, false);
    await audit(
      q,
      by,
      hidden ? 'banner.hide' : 'banner.show',
      after,
      { state: before.state },
      { state: after.state },
    );
    return toView(after);
  });
}

/** Put a group's banners in the given order: every banner of the group named once. */
export async function orderBanners(
  db: Database,
  merchantId: number,
  group: string,
  ids: readonly number[],
  by: ContentActor,
): Promise<BannerView[]> {
  return db.tx(async (q) => {
    const current = await q.query<{ id: string }>(
      'SELECT id FROM banners WHERE merchant_id = $1 AND group_name = $2 ORDER BY sort_order, id FOR UPDATE',
      [merchantId, group],
    );
    const before = current.map((r) => Number(r.id));
    const same =
      new Set(ids).size === ids.length &&
      ids.length === before.length &&
      ids.every((id) => before.includes(id));
    if (!same)
      throw ApiError.validation(
        'ids',
        `must name every banner of ${group} once (${before.join(', ') || 'it has none'})`,
      );
    for (const [i, id] of ids.entries())
      await q.query('UPDATE banners SET sort_order = $2, updated_at = now() WHERE id = $1', [id, i + 1]);
    await recordAudit(q, {
      ...auditedBy(by),
      action: 'banner.order',
      merchantId,
      target: `banner-group:${group}`,
      before: { order: before },
      after: { order: [...ids] },
    });
    return groupBanners(q, merchantId, group);
  });
}

export interface StoredBannerImage {
  image: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Keep an uploaded banner picture: png, jpg or webp as its bytes prove, within the size and
 * pixel limits, stored in the database by its hash (never under the web root). Anything else
 * is refused naming `data` and nothing is stored.
 */
export async function storeBannerImage(
  db: Database,
  merchantId: number,
  bytes: Buffer,
  by: ContentActor,
): Promise<StoredBannerImage> {
  if (bytes.length === 0) throw ApiError.validation('data', 'is empty');
  if (bytes.length > BANNER_IMAGE_MAX_BYTES)
    throw ApiError.validation('data', `is larger than ${BANNER_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  const kind = bannerImageType(bytes);
  if (!kind)
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'data: is not a PNG, JPEG or WebP picture', [
      { field: 'data', message: 'is not a PNG, JPEG or WebP picture' },
    ]);
  if (kind.width > BANNER_IMAGE_MAX_WIDTH || kind.height > BANNER_IMAGE_MAX_HEIGHT)
    throw ApiError.validation(
      'data',
      `is ${kind.width}×${kind.height} px: at most ${BANNER_IMAGE_MAX_WIDTH}×${BANNER_IMAGE_MAX_HEIGHT}`,
    );
  if (kind.width < BANNER_IMAGE_MIN_WIDTH || kind.height < BANNER_IMAGE_MIN_HEIGHT)
    throw ApiError.validation(
      'data',
      `is ${kind.width}×${kind.height} px: at least ${BANNER_IMAGE_MIN_WIDTH}×${BANNER_IMAGE_MIN_HEIGHT}`,
    );
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const image = `${BANNER_IMAGE_PATH}/${sha256}.${EXTENSION[kind.mime]}`;
  await db.tx(async (q) => {
    const [made] = await q.query(
      `INSERT INTO banner_images (sha256, merchant_id, mime, width, height, size, bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (sha256) DO NOTHING RETURNING sha256`,
      [sha256, merchantId, kind.mime, kind.width, kind.height, bytes.length, bytes],
    );
    if (made)
      await recordAudit(q, {
        ...auditedBy(by),
        action: 'banner.image',
        merchantId,
        target: `banner-image:${sha256}`,
        after: { type: kind.mime, width: kind.width, height: kind.height, bytes: bytes.length },
      });
  });
  return { image, type: kind.mime, width: kind.width, height: kind.height, bytes: bytes.length };
}

/** A stored banner picture by its hash, as the platform serves it. */
export async function bannerImageBytes(
  q: Queryable,
  sha256: string,
): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await q.query<{ mime: string; bytes: Uint8Array }>(
    'SELECT mime, bytes FROM banner_images WHERE sha256 = $1',
    [sha256],
  );
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : undefined;
}

function snapshot(r: BannerRow) {
  return {
    group: r.group_name,
    state: r.state,
    image: r.url,
    title: r.title,
    subtitle: r.subtitle,
    cta: r.cta,
    linkType: r.linkage_type,
    link: r.linkage,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at?.toISOString() ?? null,
    languages: r.languages,
  };
}

function audit(
  q: Queryable,
  by: ContentActor,
  action: string,
  row: BannerRow,
  before: object | undefined,
  after: object,
) {
  return recordAudit(q, {
    ...auditedBy(by),
    action,
    merchantId: row.merchant_id,
    target: `banner:${row.id}`,
    before,
    after,
  });
}
