import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps';
import { cspHeader } from '../http/content-security-policy';
import { onAdminHost } from '../http/handle-ops';

/** Where the back office's built files are served from, on its host only. */
export const BACK_OFFICE_BASE = '/bo/';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tessera back office</title></head>
<body><p>The back office is not built yet: run <code>npm run build</code>.</p></body></html>`;

/** The build's compressed copies (scripts/precompress-assets.ts): sent in the file's place, never by their own names. */
export const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/**
 * The back office app (dist-admin/, `vite.admin.config.ts`): its hashed files under /bo/ and
 * its page for every other page path, on the back office host only. A merchant's domain
 * never gets either: the files answer 404 there and its pages stay the portal's.
 */
export async function registerBackOfficeFiles(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { adminDir } = deps.config;
  if (!fs.existsSync(adminDir)) return;
  await app.register(fastifyStatic, {
    root: adminDir,
    prefix: BACK_OFFICE_BASE,
    index: false,
    decorateReply: false,
    wildcard: false,
    globIgnore: ['**/admin.html', ...COMPRESSED_COPIES],
    preCompressed: true,
    allowedPath: (_path, _root, req) => onAdminHost(req, deps),
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}

let cached: string | undefined;

/**
 * The page with a nonce for the styles the site studio's editor writes (CodeMirror puts its
 * theme in a `<style>` element, which `style-src 'self'` alone refuses): the nonce is in the
 * policy and in a `csp-nonce` meta element the editor reads, new for every response (the page
 * is never cached).
 */
function withStyleNonce(html: string, nonce: string): string {
  return html.replace('</head>', `<meta property="csp-nonce" nonce="${nonce}" /></head>`);
}

/**
 * The back office's page, for a page path on its host. `frames` are the merchants' origins
 * the site studio frames its previews from (every other origin stays refused).
 */
export function sendBackOfficePage(reply: FastifyReply, deps: AppDeps, frames: string[] = []): FastifyReply {
  const file = path.join(deps.config.adminDir, 'admin.html');
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NOT_BUILT);
  const html = deps.config.production ? (cached ??= read()) : read();
  const nonce = randomBytes(16).toString('base64');
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header(
      'content-security-policy',
      cspHeader({ frame: frames, style: [`'nonce-${nonce}'`] }).replace(
        "frame-ancestors 'self'",
        "frame-ancestors 'none'",
      ),
    )
    .send(withStyleNonce(html, nonce));
}
