import type { FastifyBaseLogger } from 'fastify';
import type { SiteProblem } from '../../schemas/site/check/site-problems';
import type { AppDeps } from '../app-deps';
import type { Merchant } from '../domain/merchant';
import { systemStatusFor, type SystemStatus } from '../services/system/system-status';
import { withModulesSwitchedOff } from '../services/site/module-switches';
import { servedSite } from '../services/site/served-site';
import { enabledFlags } from '../domain/merchant-flags';

export interface Bootstrap {
  merchantCode: string;
  /** The verified site (migrated, defaults filled), or null when it has problems. */
  site: unknown;
  /** Why the site cannot open; the details are left out in production. */
  siteProblems?: SiteProblem[];
  /** No merchant uses the host the page was asked for. */
  unknownDomain?: true;
  payloadKey: string;
  flags: string[];
  status: SystemStatus;
  switchedBy?: 'wl';
}

/**
 * What the page needs before its first paint: the site players get (the last accepted
 * version when the files were refused, see served-site.ts), or none and, outside
 * production, the problems that keep the merchant's first version from opening.
 */
export async function readBootstrap(
  deps: AppDeps,
  merchant: Merchant,
  ip: string,
  switched: boolean,
  log?: FastifyBaseLogger,
  country?: string,
): Promise<Bootstrap> {
  const served = await servedSite(deps, merchant, log);
  return {
    merchantCode: merchant.code,
    site: served.ok ? withModulesSwitchedOff(served.site, merchant.settings) : null,
    ...(served.ok ? {} : { siteProblems: deps.config.production ? [] : served.problems }),
    payloadKey: merchant.payloadKey,
    flags: enabledFlags(merchant),
    status: systemStatusFor(merchant, ip, country),
    ...(switched ? { switchedBy: 'wl' as const } : {}),
  };
}

/** The page of a host no merchant uses: no site, no key, nothing of any merchant. */
export function unknownDomainBootstrap(ip: string): Bootstrap {
  return {
    merchantCode: '',
    site: null,
    unknownDomain: true,
    payloadKey: '',
    flags: [],
    status: { status: 0, ip },
  };
}
