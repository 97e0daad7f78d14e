import type { AgentAnnouncement } from '../../../schemas/api/agent-announcements';
import type {
  AnnouncementItem,
  AnnouncementLists,
  AnnouncementType,
} from '../../../schemas/api/content-shapes';
import type { Queryable } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { ApiError } from '../../domain/api-error';
import { pickOptional, pickText, type LocalizedText } from './localized-text';
import { safeHtml } from './safe-html';

/** The types the list call returns when none are named (spec §7). */
export const DEFAULT_LIST_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];
/** Most items one list holds: enough for every page of the notice modal. */
const LIST_LIMIT = 100;

interface AnnouncementRow {
  id: string;
  type: AnnouncementType;
  category: string | null;
  title: LocalizedText;
  summary: LocalizedText | null;
  content: LocalizedText;
  image: string | null;
  published_at: Date;
  ends_at: Date | null;
}

const COLUMNS = 'id, type, category, title, summary, content, image, published_at, ends_at';
/** Published, not ended, not hidden, shown on this platform. */
const VISIBLE = `status = 'active' AND published_at <= now() AND (ends_at IS NULL OR ends_at > now())`;

function toItem(r: AnnouncementRow, language: string): AnnouncementItem {
  const summary = pickOptional(r.summary, language);
  return {
    id: Number(r.id),
    type: r.type,
    title: pickText(r.title, language),
    content: safeHtml(pickText(r.content, language)),
    timestamp: new Date(r.published_at).getTime(),
    ...(summary ? { summary } : {}),
    ...(r.image ? { image: r.image } : {}),
    ...(r.category ? { category: r.category } : {}),
    ...(r.ends_at ? { endsAt: new Date(r.ends_at).getTime() } : {}),
  };
}

/** The parsed type lists asked for (a handful in practice; bounded against made-up ones). */
const parsedTypes = new Map<string, readonly AnnouncementType[]>();
const PARSED_TYPES_MAX = 64;

/**
 * Parse the `types` parameter ("B,PL,PU,PR"): each type once, and the same list (the
 * same object) for the same query.
 */
export function parseTypes(types: string | undefined): readonly AnnouncementType[] {
  if (!types) return DEFAULT_LIST_TYPES;
  let parsed = parsedTypes.get(types);
  if (!parsed) {
    parsed = Object.freeze([...new Set(types.split(',') as AnnouncementType[])]);
    if (parsedTypes.size < PARSED_TYPES_MAX) parsedTypes.set(types, parsed);
  }
  return parsed;
}

/** The cache key part of a type list, computed once per list object. */
const typesKeys = new WeakMap<readonly AnnouncementType[], string>();
function typesKey(types: readonly AnnouncementType[]): string {
  let key = typesKeys.get(types);
  if (key === undefined) {
    key = [...types].sort().join(',');
    typesKeys.set(types, key);
  }
  return key;
}

/**
 * The announcement lists of spec §3 (player, banners, popup, promotion, plus help when asked).
 * Answers from the cache are shared between callers: they are frozen.
 */
export function listAnnouncements(
  q: Queryable,
  merchantId: number,
  opts: { types: readonly AnnouncementType[]; platform: 'W' | 'A'; execution: string; language: string },
): Promise<Readonly<AnnouncementLists>> {
  const entry = cachedEntry(q, merchantId, opts);
  let lists = entry.byLanguage.get(opts.language);
  if (!lists) {
    lists = entry.rows.then((rows) => deepFreeze(buildLists(rows, opts.language)));
    entry.byLanguage.set(opts.language, lists);
  }
  return lists;
}

function buildLists(rows: readonly AnnouncementRow[], language: string): AnnouncementLists {
  const lists: AnnouncementLists = { banners: [], player: [], popup: [], promotion: [], help: [] };
  const listOf: Record<AnnouncementType, AnnouncementItem[]> = {
    B: lists.banners,
    PL: lists.player,
    PU: lists.popup,
    PR: lists.promotion,
    H: lists.help,
  };
  for (const r of rows) listOf[r.type].push(toItem(r, language));
  return lists;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Every page of every visitor asks for the lists: they are read once per merchant and
 * filter for LIST_CACHE_MS (the same delay as other ops changes reach running servers),
 * and forgotten at once when this process publishes or hides one. Each language's lists
 * are built once per read, so callers get the same object (and the route reuses its
 * serialized bytes). Keyed by database, so servers sharing a process (tests) never see
 * each other's rows.
 */
const LIST_CACHE_MS = 2000;

interface CacheEntry {
  at: number;
  rows: Promise<AnnouncementRow[]>;
  /** Languages are a closed set (the contract's enum), so this map stays small. */
  byLanguage: Map<string, Promise<Readonly<AnnouncementLists>>>;
}
const listCaches = perDatabase<string, CacheEntry>();

function cachedEntry(
  q: Queryable,
  merchantId: number,
  opts: { types: readonly AnnouncementType[]; platform: 'W' | 'A'; execution: string },
): CacheEntry {
  const cache = listCaches.of(q);
  const key = `${merchantId}|${typesKey(opts.types)}|${opts.platform}|${opts.execution}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < LIST_CACHE_MS) return hit;
  const entry: CacheEntry = { at: Date.now(), rows: readRows(q, merchantId, opts), byLanguage: new Map() };
  cache.set(key, entry);
  entry.rows.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry;
}

/** Forget the cached lists of a merchant (after publishing or hiding an announcement). */
export function forgetAnnouncementLists(q: Queryable, merchantId: number): void {
  const cache = listCaches.of(q);
  for (const key of cache.keys()) if (key.startsWith(`${merchantId}|`)) cache.delete(key);
}

function readRows(
  q: Queryable,
  merchantId: number,
  opts: { types: readonly AnnouncementType[]; platform: 'W' | 'A'; execution: string },
): Promise<AnnouncementRow[]> {
  return q.query<AnnouncementRow>(
    `SELECT ${COLUMNS} FROM (
       SELECT ${COLUMNS}, sort_order,
              row_number() OVER (PARTITION BY type ORDER BY sort_order, published_at DESC, id DESC) AS n
         FROM announcements
        WHERE merchant_id = $1 AND type = ANY($2::text[]) AND $3 = ANY(platforms) AND execution = $4
          AND ${VISIBLE}
     ) ranked
     WHERE n <= ${LIST_LIMIT}
     ORDER BY sort_order, published_at DESC, id DESC`,
    [merchantId, opts.types, opts.platform, opts.execution],
  );
}

/** One visible announcement of this merchant, or a 404 envelope. */
export async function announcementDetail(
  q: Queryable,
  merchantId: number,
  id: number,
  language: string,
): Promise<AnnouncementItem> {
  const [row] = await q.query<AnnouncementRow>(
    // Agent announcements (AG) are for the agent centre only, never for players or visitors.
    `SELECT ${COLUMNS} FROM announcements WHERE merchant_id = $1 AND id = $2 AND type <> 'AG' AND ${VISIBLE}`,
    [merchantId, id],
  );
  if (!row) throw ApiError.notFound('Announcement');
  return toItem(row, language);
}

/** Most agent announcements the Announcement page lists. */
const AGENT_LIST_LIMIT = 100;

/**
 * The announcements for the merchant's agents (type AG; the agent centre's Announcement
 * page): published, not ended, not hidden, newest first, texts in the asked language.
 * The caller has passed the agent area's door.
 */
export async function listAgentAnnouncements(
  q: Queryable,
  merchantId: number,
  language: string,
): Promise<{ announcements: AgentAnnouncement[] }> {
  const rows = await q.query<Omit<AnnouncementRow, 'type'>>(
    `SELECT ${COLUMNS} FROM announcements
      WHERE merchant_id = $1 AND type = 'AG' AND ${VISIBLE}
      ORDER BY published_at DESC, id DESC
      LIMIT ${AGENT_LIST_LIMIT}`,
    [merchantId],
  );
  return {
    announcements: rows.map((r) => ({
      id: Number(r.id),
      title: pickText(r.title, language),
      content: safeHtml(pickText(r.content, language)),
      timestamp: new Date(r.published_at).getTime(),
      ...(r.ends_at ? { endsAt: new Date(r.ends_at).getTime() } : {}),
    })),
  };
}

export interface NewAnnouncement {
  /** AG: for the merchant's agents only (the agent centre's Announcement page). */
  type: AnnouncementType | 'AG';
  title: LocalizedText;
  content: LocalizedText;
  summary?: LocalizedText;
  category?: string;
  image?: string;
  sortOrder?: number;
  publishedAt?: Date;
  endsAt?: Date;
  platforms?: ('W' | 'A')[];
}

/** Publish an announcement (demo data and the ops CLI). Returns its id. */
export async function postAnnouncement(
  q: Queryable,
  merchantId: number,
  a: NewAnnouncement,
): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO announcements (merchant_id, type, platforms, category, title, summary, content, image,
                                sort_order, published_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10, now()), $11) RETURNING id`,
    [
      merchantId,
      a.type,
      a.platforms ?? ['W', 'A'],
      a.category ?? null,
      JSON.stringify(a.title),
      a.summary ? JSON.stringify(a.summary) : null,
      JSON.stringify(a.content),
      a.image ?? null,
      a.sortOrder ?? 0,
      a.publishedAt ?? null,
      a.endsAt ?? null,
    ],
  );
  forgetAnnouncementLists(q, merchantId);
  return Number(row?.id);
}
