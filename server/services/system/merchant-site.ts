import type { Site } from '../../../schemas/site/site';
import { ApiError } from '../../http/api-error';
import type { CallContext } from '../../http/call-context';
import { verifiedWhitelabelSite } from '../../portal/verified-site';

/** The merchant's verified site, or 503 when its configuration has errors (npm run validate names them). */
export function merchantSite(ctx: CallContext): Site {
  const verdict = verifiedWhitelabelSite(ctx.deps.config.whitelabelsDir, ctx.merchant.code);
  if (!verdict.ok)
    throw new ApiError(503, 'UNAVAILABLE', 'This site is being configured, please try again later');
  return verdict.site;
}
