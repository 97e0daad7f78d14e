import type { Queryable } from '../../db/database';
import { PREVIEW_PARAMETER } from './site-previews';

/**
 * The address of a draft on the merchant's own host, reached as the back office was
 * (protocol and port): a `.localhost` host when the back office runs on one (development
 * and tests), else the merchant's first public domain.
 */
export async function previewAddress(
  q: Queryable,
  merchantId: number,
  reached: { adminHost: string; protocol: string; port: number | undefined },
  token: string,
): Promise<string> {
  const rows = await q.query<{ host: string }>(
    'SELECT host FROM domains WHERE merchant_id = $1 ORDER BY host',
    [merchantId],
  );
  const local = reached.adminHost.endsWith('localhost');
  const named = rows.map((r) => r.host).filter((h) => /^[a-z0-9.-]+$/.test(h) && !/^[\d.]+$/.test(h));
  const host =
    named.find((h) => h.endsWith('.localhost') === local && h.includes('.')) ?? named[0] ?? reached.adminHost;
  const port = reached.port ? `:${reached.port}` : '';
  return `${reached.protocol}://${host}${port}/?${PREVIEW_PARAMETER}=${encodeURIComponent(token)}`;
}
