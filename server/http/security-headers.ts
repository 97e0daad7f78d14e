import type { FastifyInstance } from 'fastify';
import { cspHeader } from './content-security-policy';

const HSTS = 'max-age=31536000; includeSubDomains';
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Headers of pages and of every answer that is not a contract call: the strict policy
 * of content-security-policy.ts (pages replace it with their merchant's), HSTS,
 * nosniff, a referrer policy, no framing by other sites, and the isolation headers
 * browsers honour. Written from one frozen object per response: they never vary by
 * request, so nothing is computed per call (the set is what helmet sends by default,
 * with our HSTS and referrer choices).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': cspHeader(),
  'strict-transport-security': HSTS,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Headers of a contract call's answer: JSON is never rendered as a document, so the
 * headers that govern what a page may load, open or frame reduce to "nothing, and no
 * framing" (the OWASP REST set); transport, sniffing, referrer and cross-origin reads
 * stay as for pages. Half the header bytes of every call.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': HSTS,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
});

/** The security headers, and the request id every answer carries (logs are found by it). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.routeOptions.config.endpoint ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    reply.header('x-request-id', req.id);
    done();
  });
}
