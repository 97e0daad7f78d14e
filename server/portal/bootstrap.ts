import type { FastifyBaseLogger } from 'fastify';
import type { SiteProblem } from '../../schemas/site/check/site-problems';
import type { AppDeps } from '../app-deps';
import type { Merchant } from '../http/merchant';
import { systemStatusFor, type SystemStatus } from '../services/system/system-status';
import { verifiedWhitelabelSite } from './verified-site';

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

export function readBootstrap(
  deps: AppDeps,
  merchant: Merchant,
  ip: string,
  switched: boolean,
  log?: FastifyBaseLogger,
  country?: string,
): Bootstrap {
  const verdict = verifiedWhitelabelSite(deps.config.whitelabelsDir, merchant.code, ({ problems }) =>
    log?.warn(
      { merchant: merchant.code, problems: problems.map((p) => `${p.path}: ${p.message}`) },
      'site configuration has errors: the portal shows the configuration-error page (npm run validate)',
    ),
  );
  return {
    merchantCode: merchant.code,
    site: verdict.ok ? verdict.site : null,
    ...(verdict.ok ? {} : { siteProblems: deps.config.production ? [] : verdict.problems }),
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

/** The flags of merchants.settings.flags that are on. */
export function enabledFlags(merchant: Merchant): string[] {
  const flags = merchant.settings.flags;
  if (typeof flags !== 'object' || flags === null) return [];
  return Object.entries(flags as Record<string, unknown>)
    .filter(([, on]) => on === true)
    .map(([name]) => name)
    .sort();
}
