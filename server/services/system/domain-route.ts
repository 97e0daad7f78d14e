import type { CallContext } from '../../domain/call-context';

/**
 * The merchant's domains ("lines") for the portal's speed test (spec §3, §7): every
 * host mapped to this merchant, reached with the scheme (and, in development, the
 * port) of this request. `speed` is 0: the portal measures and fills it in.
 * Loopback and IP hosts are left out unless they are the current one.
 */
export async function domainRoute(ctx: CallContext) {
  const rows = await ctx.deps.db.query<{ host: string }>(
    'SELECT host FROM domains WHERE merchant_id = $1 ORDER BY host',
    [ctx.merchant.id],
  );
  const current = ctx.host.toLowerCase();
  const hosts = new Set(rows.map((r) => r.host).filter((h) => h === current || isPublicName(h)));
  hosts.add(current);
  const port = ctx.port ? `:${ctx.port}` : '';
  return {
    domainList: [...hosts].map((domain) => ({
      domain,
      url: `${ctx.protocol}://${domain}${port}`,
      speed: 0 as const,
      current: domain === current,
    })),
  };
}

/** A name a browser elsewhere can reach: not an IP literal, not bare localhost. */
function isPublicName(host: string): boolean {
  return host !== 'localhost' && !/^[\d.]+$/.test(host) && !host.includes(':');
}
