import { createHash, randomBytes } from 'node:crypto';
import { PREVIEW_TTL_SECONDS } from '../../../schemas/api/ops/site-studio-rules';
import type { Site } from '../../../schemas/site/site';
import type { Database, Queryable } from '../../db/database';

/** The query parameter of a portal page that shows a draft instead of the served site. */
export const PREVIEW_PARAMETER = 'studio-preview';

/** Drafts a merchant keeps at once: a studio asks for one per edit pause, the oldest go first. */
const DRAFTS_PER_MERCHANT = 20;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Keep a verified draft for PREVIEW_TTL_SECONDS under a new random token. Expired drafts
 * and a merchant's drafts beyond the bound are dropped on the way, so the table stays small
 * however often a studio previews.
 */
export async function storePreview(
  db: Database,
  merchantId: number,
  site: Site,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_SECONDS * 1000);
  await db.tx(async (q) => {
    await q.query('DELETE FROM site_previews WHERE expires_at <= $1', [now]);
    await q.query(
      `DELETE FROM site_previews WHERE merchant_id = $1 AND token_hash IN (
         SELECT token_hash FROM site_previews WHERE merchant_id = $1 ORDER BY expires_at DESC OFFSET $2)`,
      [merchantId, DRAFTS_PER_MERCHANT - 1],
    );
    await q.query(
      'INSERT INTO site_previews (token_hash, merchant_id, site, expires_at) VALUES ($1, $2, $3, $4)',
      [hashOf(token), merchantId, JSON.stringify(site), expiresAt],
    );
  });
  return { token, expiresAt };
}

/** The draft a token names, for this merchant only and while it has not expired. */
export async function previewSite(
  q: Queryable,
  merchantId: number,
  token: string,
  now = new Date(),
): Promise<Site | undefined> {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  const [row] = await q.query<{ site: unknown }>(
    'SELECT site FROM site_previews WHERE token_hash = $1 AND merchant_id = $2 AND expires_at > $3',
    [hashOf(token), merchantId, now],
  );
  return row
    ? typeof row.site === 'string'
      ? (JSON.parse(row.site) as Site)
      : (row.site as Site)
    : undefined;
}

/**
 * The draft as the studio asked to see it: in one of its header's languages and in one
 * theme, made the preview's defaults (a fresh preview frame has no stored choice of its own).
 */
export function previewDefaults(site: Site, want: { language?: string; theme?: 'dark' | 'light' }): Site {
  const language = site.languages.header.find((l) => l === want.language);
  return {
    ...site,
    languages: { ...site.languages, ...(language ? { default: language } : {}) },
    theme: { ...site.theme, ...(want.theme ? { default: want.theme } : {}) },
  };
}
