import type { FastifyRequest } from 'fastify';

/**
 * Country headers CDNs and load balancers set (Cloudflare, CloudFront, a generic one).
 * Only trusted behind a proxy (TRUST_PROXY=1): a visitor could send them directly.
 */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'];

/** The visitor's ISO 3166 country as the trusted edge reports it, else undefined. */
export function visitorCountry(req: FastifyRequest, trustProxy: boolean): string | undefined {
  if (!trustProxy) return undefined;
  for (const name of COUNTRY_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string' && /^[A-Za-z]{2}$/.test(v) && v.toUpperCase() !== 'XX') return v.toUpperCase();
  }
  return undefined;
}
