import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { cspHeader, portalCsp } from '../http/content-security-policy';
import { hostPort } from '../http/host-port';
import { merchantOf } from '../http/resolve-merchant';
import { visitorCountry } from '../http/visitor-country';
import { switchedOffParts } from '../services/site/module-switches';
import { UNPUBLISHED_RETRY_SECONDS } from '../services/site/served-site';
import { readBootstrap, unknownDomainBootstrap } from './bootstrap';
import { inlineBootstrap } from './inline-bootstrap';
import { identityOf, styleHashSource, withMerchantHead } from './merchant-head';
import { readManifest, type Manifest } from './build-manifest';
import { chunksViewOf } from './first-load-chunks';
import { sendCompressedPage } from './compressed-page';
import { heroImageOf, heroPreloadLink } from './hero-image';
import { preloadLinks, withPreloads } from './page-preloads';
import { onAdminHost } from '../http/handle-ops';
import { firstScreenRenderer } from './first-screen/first-screen-renderer';
import { withFirstScreen } from './first-screen/with-first-screen';
import { COMPRESSED_COPIES, registerBackOfficeFiles, sendBackOfficePage } from './serve-back-office';
import { backOfficeOrigin, markPreviewPage, merchantOrigins, studioPreview } from './preview-page';

/** Paths that belong to the API: never answered with the portal's HTML. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/portal/', '/house/', '/ops/', '/openapi.json'];

/** A path naming a file (not a page): a missing asset is a 404, not the portal. `.html` paths are pages. */
const FILE_PATH = /\.(?!html?(\?|$))\w{2,5}(\?|$)/;

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tessera</title>
<script id="tessera-bootstrap" type="application/json"></script></head>
<body><p>The portal is not built yet: run <code>npm run build</code>.</p></body></html>`;

/**
 * The built portal: hashed assets cached for a year, whitelabel artwork under
 * /wl/<code>/assets/, and every other page answered with index.html carrying the
 * merchant's bootstrap inline (no extra round trip before the first paint) and the
 * merchant's title, tab icon, theme colour, description and critical CSS in its head.
 */
export async function registerPortal(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { portalDir, whitelabelsDir } = deps.config;
  const indexFile = path.join(portalDir, 'index.html');
  const template = () => (fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_HTML);
  let cachedTemplate: string | undefined;
  // The build's chunk graph: which files a page's widgets need (none when the portal is not built).
  let cachedManifest: Manifest | undefined;

  if (fs.existsSync(portalDir)) {
    await app.register(fastifyStatic, {
      root: portalDir,
      prefix: '/',
      index: false,
      decorateReply: false,
      // One route per built file, so every other path (and / itself) reaches the page handler below.
      wildcard: false,
      globIgnore: ['**/index.html', ...COMPRESSED_COPIES],
      // The build's brotli and gzip copies, when the browser takes them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: whitelabelsDir,
    prefix: '/wl/',
    index: false,
    decorateReply: false,
    allowedPath: (p) => /^\/[a-z0-9-]+\/assets\/[\w./-]+$/.test(p) && !p.includes('..'),
    maxAge: '1h',
  });

  await registerBackOfficeFiles(app, deps);
  const firstScreens = firstScreenRenderer(app, deps.config.firstScreenModule);

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      req.method === 'GET' && !API_PREFIXES.some((p) => req.url.startsWith(p)) && !FILE_PATH.test(req.url);
    if (!isPage) throw new ApiError(404, 'NOT_FOUND', `No such call: ${req.method} ${req.url.split('?')[0]}`);
    // The back office's host shows the back office, never a portal.
    if (onAdminHost(req, deps))
      return sendBackOfficePage(
        reply,
        deps,
        await merchantOrigins(deps.db, req.protocol, hostPort(req.host)),
      );
    cachedTemplate = deps.config.production ? (cachedTemplate ?? template()) : template();
    cachedManifest = deps.config.production
      ? (cachedManifest ?? readManifest(portalDir))
      : readManifest(portalDir);
    if (!req.merchant)
      // A host no merchant uses: the portal's own page says so (never a raw JSON error).
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', cspHeader())
        .send(inlineBootstrap(cachedTemplate, unknownDomainBootstrap(req.ip)));
    const merchant = merchantOf(req);
    const switched = req.whitelabelSwitched === true;
    const served = await readBootstrap(
      deps,
      merchant,
      req.ip,
      switched,
      req.log,
      visitorCountry(req, deps.config.trustProxy),
    );
    // A studio preview: the draft its token names, framed by the back office only (preview-page.ts).
    const preview = await studioPreview(deps, merchant, req.query);
    const bootstrap = preview ? { ...served, site: preview.site } : served;
    const identity = identityOf(bootstrap.site);
    const branded = identity ? withMerchantHead(cachedTemplate, identity) : cachedTemplate;
    const chunks = chunksViewOf(bootstrap.site);
    const pathname = req.url.split('?')[0] ?? '/';
    const hero = chunks ? heroPreloadLink(await heroImageOf(deps.db, merchant, chunks, pathname)) : '';
    const page =
      chunks && cachedManifest
        ? withPreloads(branded, hero + preloadLinks(cachedManifest, chunks, pathname))
        : withPreloads(branded, hero);
    // A guest's first screen, drawn here, is painted before any script has run.
    const screen = await firstScreens.render(req, bootstrap, pathname);
    const drawn = screen ? withFirstScreen(page, screen) : undefined;
    const html = inlineBootstrap(drawn?.html ?? page, bootstrap);
    // No accepted site yet: an honest 503 that monitors see and crawlers retry, never a 200.
    if (bootstrap.site === null)
      void reply.code(503).header('retry-after', String(UNPUBLISHED_RETRY_SECONDS));
    // The page of a module ops switched off is not found (the portal shows its not-found page).
    else if (switchedOffParts(merchant.settings).routes.has(pathname)) void reply.code(404);
    if (preview) markPreviewPage(reply);
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        await portalCsp(
          deps.db,
          merchant,
          req.protocol,
          hostPort(req.host),
          [
            ...(identity?.criticalCss ? [styleHashSource(identity.criticalCss)] : []),
            ...(drawn?.styleSources ?? []),
          ],
          preview ? [backOfficeOrigin(deps, req.protocol, hostPort(req.host))] : [],
          drawn?.scriptSources ?? [],
        ),
      );
    return sendCompressedPage(req, reply, html);
  });
}
