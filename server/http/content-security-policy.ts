import type { Database } from '../db/database';
import { perDatabase } from '../db/per-database';
import type { Merchant } from '../domain/merchant';
import { cdnList } from '../services/system/permission';

export interface CspSources {
  img?: string[];
  frame?: string[];
  connect?: string[];
  script?: string[];
  /** Hashes of the inline styles a page carries (its critical CSS), or the nonce a page grants them. */
  style?: string[];
  /** Origins besides ours that may frame the page: the back office, for a studio preview only. */
  frameAncestors?: string[];
}

/**
 * The policy of every response: scripts only from our origin (no inline, no eval;
 * the bootstrap island is JSON, never executed), styles from files, the CSSOM or an
 * inline style the page names by hash (a merchant's critical CSS) or grants by nonce (the
 * back office's code editor),
 * nothing may frame us but ourselves. Pages widen it per merchant (portalCsp).
 */
export function cspHeader(extra: CspSources = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(extra.script ?? [])]],
    ['style-src', ["'self'", ...(extra.style ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(extra.img ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(extra.connect ?? [])]],
    ['frame-src', ["'self'", ...(extra.frame ?? [])]],
    ['frame-ancestors', ["'self'", ...(extra.frameAncestors ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

const originsCaches = perDatabase<string, { at: number; origins: string[] }>();

/** Origins of the merchant's other domains, which the line speed test measures. */
async function lineOrigins(
  db: Database,
  merchantId: number,
  protocol: string,
  port: string,
): Promise<string[]> {
  const originsCache = originsCaches.of(db);
  const key = `${merchantId}|${protocol}|${port}`;
  const hit = originsCache.get(key);
  if (hit && Date.now() - hit.at < 30_000) return hit.origins;
  const rows = await db.query<{ host: string }>('SELECT host FROM domains WHERE merchant_id = $1', [
    merchantId,
  ]);
  const origins = rows
    .map((r) => r.host)
    .filter((h) => /^[a-z0-9.-]+$/.test(h) && !/^[\d.]+$/.test(h))
    .map((h) => `${protocol}://${h}${port}`);
  originsCache.set(key, { at: Date.now(), origins });
  return origins;
}

/**
 * A portal page's policy for this merchant: its image and game-launch CDNs, its other
 * domains (line speed test), when it has a Google tag, the tag's script and beacons, and the
 * hashes of the inline styles the page carries.
 */
export async function portalCsp(
  db: Database,
  merchant: Merchant,
  protocol: string,
  port: number | undefined,
  styleHashes: string[] = [],
  frameAncestors: string[] = [],
  scriptHashes: string[] = [],
): Promise<string> {
  const settings = merchant.settings;
  const analytics = settings.analytics as { gtagId?: unknown } | undefined;
  const gtag = typeof analytics?.gtagId === 'string' && analytics.gtagId !== '';
  return cspHeader({
    img: [...cdnList(settings.imageCDNs), ...(gtag ? ['https://*.google-analytics.com'] : [])],
    frame: cdnList(settings.launchGameCDNs),
    connect: [
      ...(await lineOrigins(db, merchant.id, protocol, port ? `:${port}` : '')),
      ...(gtag ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : []),
    ],
    script: [...scriptHashes, ...(gtag ? ['https://www.googletagmanager.com'] : [])],
    style: styleHashes,
    frameAncestors,
  });
}
