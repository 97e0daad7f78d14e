import { FLAGS } from '../../../schemas/site/constants';
import type { Site } from '../../../schemas/site/site';
import type { Merchant } from '../../domain/merchant';
import { enabledFlags } from '../../domain/merchant-flags';

/** The answer of /wps/system/whitelabel: who this merchant is and which flags are on. */
export function whitelabelInfo(merchant: Merchant, site: Site) {
  const on = new Set(enabledFlags(merchant));
  return {
    merchantCode: merchant.code,
    name: site.merchant.name,
    currency: merchant.currency,
    currencySymbol: site.merchant.currencySymbol,
    languages: { header: [...site.languages.header], default: site.languages.default },
    timeZone: site.settings.timeZone,
    flags: Object.fromEntries(FLAGS.map((f) => [f, on.has(f)])),
    chatHeaderColor: site.merchant.chatHeaderColor ?? null,
    ageLimit: site.settings.ageLimit,
  };
}
