import fs from 'node:fs';
import path from 'node:path';
import { BANNER_GROUPS } from '../../schemas/site/constants';
import { readWhitelabelSite } from '../site-files/read-whitelabel';
import { bannerArtSvg, type BannerPalette } from '../services/content/art/banner-art';
import type { RoutePlugin } from './route-plugin';

const FILE = /^(w_[a-z]+)-([1-9])\.svg$/;
const CODE = /^[a-z0-9-]{2,40}$/;
const FALLBACK: BannerPalette = { accent: '#f5b942', page: '#0e1014' };

function paletteOf(whitelabelsDir: string, code: string): BannerPalette | undefined {
  if (!CODE.test(code) || !fs.existsSync(path.join(whitelabelsDir, code, 'site.json'))) return undefined;
  const site = readWhitelabelSite(whitelabelsDir, code) as { theme?: { dark?: Record<string, string> } };
  const dark = site.theme?.dark ?? {};
  return { accent: dark.accent ?? FALLBACK.accent, page: dark.surfacePage ?? FALLBACK.page };
}

/**
 * Generated banner artwork in the merchant's colours (`/wps/art/banner/<code>/<group>-<n>.svg`),
 * what the demo banners point at; merchants replace a banner's url with their own art.
 */
export const bannerArtRoutes: RoutePlugin = async (app, { deps }) => {
  app.get<{ Params: { code: string; file: string } }>('/wps/art/banner/:code/:file', async (req, reply) => {
    const m = FILE.exec(req.params.file);
    const palette = paletteOf(deps.config.whitelabelsDir, req.params.code);
    if (!m || !palette || !(BANNER_GROUPS as readonly string[]).includes(m[1] as string)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(bannerArtSvg(m[1] as string, Number(m[2]) - 1, palette));
  });
};
