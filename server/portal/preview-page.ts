import type { FastifyReply } from 'fastify';
import type { Site } from '../../schemas/site/site';
import type { AppDeps } from '../app-deps';
import type { Merchant } from '../http/merchant';
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
