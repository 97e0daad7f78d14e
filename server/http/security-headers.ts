import type { FastifyInstance } from 'fastify';
import { cspHeader } from './content-security-policy';

/**
 * Headers of every response: the strict policy of content-security-policy.ts (pages
 * replace it with their merchant's), HSTS, nosniff, a referrer policy, no framing by
 * other sites, and the isolation headers browsers honour. Written from one frozen
 * object per response: they never vary by request, so nothing is computed per call
 * (the set is what helmet sends by default, with our HSTS and referrer choices).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': cspHeader(),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
