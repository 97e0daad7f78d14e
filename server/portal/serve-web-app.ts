import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { merchantOf } from '../http/resolve-merchant';
import { servedSite } from '../services/site/served-site';
import { appIconPng, artworkFile } from './app-icons';
import { APP_ICON_SIZES, webAppManifest, type AppIconSize } from './web-app-manifest';

const COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * The merchant's site as an installable web app (docs/decisions/web-app-install.md): the
 * manifest of the host's whitelabel and its icons drawn from the site's SVG mark. A phone adds
 * the site to its home screen and opens it in its own window; no store, nothing to update.
 */
export function registerWebApp(app: FastifyInstance, deps: AppDeps): void {
  const siteOf = async (merchant: ReturnType<typeof merchantOf>) => {
    const served = await servedSite(deps, merchant);
    if (!served.ok) throw new ApiError(404, 'NOT_FOUND', 'This site has no published version yet');
    return served.site;
  };

  app.get('/manifest.webmanifest', async (req, reply) => {
    const site = await siteOf(merchantOf(req));
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(webAppManifest(site)));
  });

  app.get<{ Params: { name: string } }>('/app-icon/:name', async (req, reply) => {
    const match = /^(maskable-)?(\d+)\.png$/.exec(req.params.name);
    const size = Number(match?.[2]) as AppIconSize;
    if (!match || !APP_ICON_SIZES.includes(size))
      throw new ApiError(404, 'NOT_FOUND', `No such icon: ${req.params.name}`);
    const site = await siteOf(merchantOf(req));
    const file = site.merchant.favicon
      ? artworkFile(deps.config.whitelabelsDir, site.merchant.favicon)
      : null;
    const page = site.theme[site.theme.default === 'light' ? 'light' : 'dark']?.surfacePage ?? '#000000';
    const png =
      file && appIconPng(file, size, match[1] ? { background: COLOUR.test(page) ? page : '#000000' } : null);
    if (!png) throw new ApiError(404, 'NOT_FOUND', 'This site has no SVG mark to draw an icon from');
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
  });
}
