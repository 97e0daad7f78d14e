import type { Static } from '@sinclair/typebox';
import type { PermissionInfo } from '../../../schemas/api/permission';
import type { Site } from '../../../schemas/site/site';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { normaliseHost } from '../../domain/merchant';
import { deskUrl } from '../content/customer-service';
import { sealServicePath } from '../content/service-path-cipher';
import { siteAgeLimit } from '../registration/age-limit';
import { registerRulesFor } from '../registration/field-rules';
import { moduleTree } from './module-tree';
import { resourcesFor } from './resources';
import { isRegionBlocked, maintenanceOf, regionRestrictionOf } from './system-status';

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length > 0) : [];

/** The origin the visitor used, e.g. `https://aurora.example` or `http://aurora.localhost:8080`. */
export function requestOrigin(ctx: CallContext): string {
  return `${ctx.protocol}://${ctx.host}${ctx.port ? `:${ctx.port}` : ''}`;
}

/**
 * The host the portal says it runs on must belong to the merchant answering (spec §8
 * "invalid URL or domain check failed"): a page copied to a foreign domain is refused.
 * The development switch (?wl=) is exempt, as it picks the merchant on purpose.
 */
export async function checkPortalHost(ctx: CallContext, url: string): Promise<void> {
  let host: string;
  try {
    host = new URL(url.includes('://') ? url : `http://${url}`).hostname;
  } catch {
    throw ApiError.validation('url', 'Invalid URL or domain check failed');
  }
  if (ctx.whitelabelSwitched) return;
  const owner = await ctx.deps.merchants.forHost(normaliseHost(host));
  if (owner?.id !== ctx.merchant.id) throw ApiError.validation('url', 'Invalid URL or domain check failed');
}

/** Base URLs of a CDN list in platform.json, absolute http(s) only. */
export function cdnList(value: unknown): string[] {
  return strings(value)
    .filter((u) => /^https?:\/\/[^\s/]+/.test(u))
    .map((u) => u.replace(/\/+$/, ''));
}

export async function permissionFor(ctx: CallContext, site: Site, language: string) {
  const { merchant } = ctx;
  const settings = merchant.settings;
  const desk = (csType: 'VIP' | 'LIVECHAT') => ({
    csType,
    path: sealServicePath(deskUrl(merchant, site.settings.customerService, csType, language)),
  });
  const analytics = settings.analytics as { gtagId?: unknown } | undefined;
  const gtagId =
    typeof analytics?.gtagId === 'string' && /^G-[A-Z0-9]{4,20}$/.test(analytics.gtagId)
      ? analytics.gtagId
      : null;
  const info: Static<typeof PermissionInfo> = {
    whitelabel: moduleTree(site, settings),
    register: {
      rules: registerRulesFor(merchant),
      ageLimit: siteAgeLimit(ctx.deps.config.whitelabelsDir, merchant.code),
    },
    resources: await resourcesFor(site, settings, requestOrigin(ctx)),
    customerService: [desk('LIVECHAT'), desk('VIP')],
    analytics: { gtagId },
    imageCDNs: cdnList(settings.imageCDNs),
    launchGameCDNs: cdnList(settings.launchGameCDNs),
  };
  const region = regionRestrictionOf(merchant);
  return {
    info,
    location: { ip: ctx.ip, countryCode: ctx.country ?? null },
    maintenance: maintenanceOf(merchant),
    regionRestriction: { on: region.on, blocked: isRegionBlocked(merchant, ctx.ip, ctx.country) },
  };
}
