import type { BannerGroupConfig } from '../../../schemas/site/site';
import type { Static } from '@sinclair/typebox';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { servedSite } from '../site/served-site';

export type DeclaredBannerGroup = Static<typeof BannerGroupConfig>;

/**
 * The banner groups the merchant's served site declares (docs/decisions/banners.md): the
 * spec's twelve in every shipped whitelabel, and any of the merchant's own. A merchant with
 * no accepted site version declares none.
 */
export async function declaredBannerGroups(
  deps: { db: Database; config: Pick<ServerConfig, 'whitelabelsDir'> },
  merchant: Pick<Merchant, 'id' | 'code'>,
): Promise<DeclaredBannerGroup[]> {
  const served = await servedSite(deps, merchant);
  return served.ok ? served.site.bannerGroups : [];
}

/** The group when the merchant declares it, else a validation error naming `field`. */
export function declaredGroup(
  groups: readonly DeclaredBannerGroup[],
  group: string,
  field = 'groupName',
): DeclaredBannerGroup {
  const hit = groups.find((g) => g.group === group);
  if (hit) return hit;
  const names = groups.map((g) => g.group).join(', ');
  throw ApiError.validation(
    field,
    names
      ? `is not a banner group of this site (its groups: ${names})`
      : 'this site declares no banner groups',
  );
}
