import type { FastifyReply } from 'fastify';
import type { Site } from '../../schemas/site/site';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import type { Merchant } from '../domain/merchant';
import { withModulesSwitchedOff } from '../services/site/module-switches';
import { PREVIEW_PARAMETER, previewSite } from '../services/site/site-previews';

/**
 * The draft a portal page shows instead of the served site, when its address carries a
 * live preview token of this merchant (docs/decisions/site-studio.md). Any other page, and
 * a page whose token expired or belongs to another merchant, gets the served site: players
 * never see a draft.
 */
export async function studioPreview(
  deps: Pick<AppDeps, 'db'>,
  merchant: Merchant,
  query: unknown,
): Promise<{ site: Site } | undefined> {
  const token = (query as Record<string, unknown> | undefined)?.[PREVIEW_PARAMETER];
  if (typeof token !== 'string') return undefined;
  const draft = await previewSite(deps.db, merchant.id, token);
  return draft ? { site: withModulesSwitchedOff(draft, merchant.settings) } : undefined;
}

/** A preview page: never stored, never indexed, and framed by the back office (its CSP names it). */
export function markPreviewPage(reply: FastifyReply): void {
  void reply.header('x-robots-tag', 'noindex, nofollow');
  // frame-ancestors of the page's policy replaces it; browsers that know only this header would refuse the frame.
  reply.removeHeader('x-frame-options');
}

/** The back office's origin as the preview page was reached (same protocol and port). */
export function backOfficeOrigin(
  deps: Pick<AppDeps, 'config'>,
  protocol: string,
  port: number | undefined,
): string {
  return `${protocol}://${deps.config.adminHost}${port ? `:${port}` : ''}`;
}

let originsCache: { key: string; at: number; origins: string[] } | undefined;

/**
 * Every merchant's origin as the back office was reached (protocol and port): the
 * back office page may frame these, for the studio's previews. Read at most every 30 s.
 */
export async function merchantOrigins(
  q: Queryable,
  protocol: string,
  port: number | undefined,
): Promise<string[]> {
  const key = `${protocol}|${port ?? ''}`;
  if (originsCache?.key === key && Date.now() - originsCache.at < 30_000) return originsCache.origins;
  const rows = await q.query<{ host: string }>('SELECT host FROM domains');
  const origins = rows
    .map((r) => r.host)
    .filter((h) => /^[a-z0-9.-]+$/.test(h) && h.includes('.') && !/^[\d.]+$/.test(h))
    .map((h) => `${protocol}://${h}${port ? `:${port}` : ''}`);
  originsCache = { key, at: Date.now(), origins };
  return origins;
}
