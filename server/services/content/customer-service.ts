import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { sealServicePath } from './service-path-cipher';

/** Members above this rank level get the VIP desk (spec §6, §9). */
export const VIP_RANK_ABOVE = 4;

export type CsType = 'VIP' | 'LIVECHAT';

/** Ops overrides in merchants.settings.customerService (platform.json). */
interface CustomerServiceSettings {
  LIVECHAT?: string;
  VIP?: string;
}

/** The site's own customer-service settings (site.json settings.customerService). */
export interface SiteCustomerService {
  liveChatUrl?: string;
  vipUrl?: string;
  telegram?: string;
  email?: string;
}

/** Where live chat lives when neither ops nor the site set it: the help centre's contact section. */
const DEFAULT_LIVE_CHAT = '/helpmc#contact';

function settingsOf(merchant: Merchant): CustomerServiceSettings {
  const cs = merchant.settings.customerService;
  return cs && typeof cs === 'object' ? (cs as CustomerServiceSettings) : {};
}

/** VIP support for rank level above 4, live chat for everyone else (visitors included). */
export async function deskFor(
  q: Queryable,
  merchant: Merchant,
  memberId: number | undefined,
): Promise<CsType> {
  if (memberId === undefined) return 'LIVECHAT';
  const [row] = await q.query<{ rank_level: number }>(
    'SELECT rank_level FROM members WHERE merchant_id = $1 AND id = $2',
    [merchant.id, memberId],
  );
  return (row?.rank_level ?? 0) > VIP_RANK_ABOVE ? 'VIP' : 'LIVECHAT';
}

/**
 * The chat URL of a desk, told the player's language so the agent greets them in it.
 * Ops settings win over the site's; the VIP desk falls back to live chat.
 */
export function deskUrl(
  merchant: Merchant,
  site: SiteCustomerService,
  desk: CsType,
  language: string,
): string {
  const ops = settingsOf(merchant);
  const liveChat = ops.LIVECHAT ?? site.liveChatUrl ?? DEFAULT_LIVE_CHAT;
  const base = desk === 'VIP' ? (ops.VIP ?? site.vipUrl ?? liveChat) : liveChat;
  const [beforeHash, hash] = base.split('#', 2);
  const sep = beforeHash?.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}lang=${encodeURIComponent(language)}${hash ? `#${hash}` : ''}`;
}

/** The answer of the customer-service call (spec §7: value.version.pathList). */
export async function customerService(
  q: Queryable,
  merchant: Merchant,
  site: SiteCustomerService,
  memberId: number | undefined,
  language: string,
) {
  const csType = await deskFor(q, merchant, memberId);
  const pathList: { type: '1' | '2' | '3'; path: string }[] = [];
  if (site.email) pathList.push({ type: '1', path: `mailto:${site.email}` });
  if (site.telegram) pathList.push({ type: '2', path: site.telegram });
  pathList.push({ type: '3', path: sealServicePath(deskUrl(merchant, site, csType, language)) });
  return { csType, version: { pathList } };
}
