import type { Site } from '../../../schemas/site/site';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { servedSite, UNPUBLISHED_RETRY_SECONDS } from '../site/served-site';

/** The site players get, or 503 when the merchant has no accepted version (npm run validate names the problems). */
export async function merchantSite(ctx: CallContext): Promise<Site> {
  const served = await servedSite(ctx.deps, ctx.merchant, ctx.log);
  if (!served.ok)
    throw new ApiError(
      503,
      'UNAVAILABLE',
      'This site is being configured, please try again later',
      undefined,
      {
        retryAfterSeconds: UNPUBLISHED_RETRY_SECONDS,
      },
    );
  return served.site;
}
