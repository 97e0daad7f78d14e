import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { listWhitelabels } from '../../server/site-files/read-whitelabel';
import type { SiteTheme } from '../../schemas/site/theme';
import { servedPortalForTests } from '../support/served-portal';

const portal = servedPortalForTests('web-app');

interface Site {
  merchant: { name: string; favicon?: string; description?: Record<string, string> };
  languages: { default: string };
}
const read = <T>(code: string, file: string) =>
  JSON.parse(fs.readFileSync(path.resolve('whitelabels', code, file), 'utf8')) as T;

/** GET with the Host a browser on that domain sends: status, content type and body bytes. */
function get(host: string, pathname: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${portal.base}${pathname}`, { headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

interface Manifest {
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const pixel = (png: PNG, x: number, y: number) => {
  const i = (png.width * y + x) << 2;
  return `#${[...png.data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
};

describe('each merchant’s site installs as a web app', () => {
  it.each(listWhitelabels(path.resolve('whitelabels')))(
    '%s: the page links its manifest and home-screen icon; the manifest names the brand, its words and colours',
    async (code) => {
      const host = `${code}.localhost`;
      const { merchant, languages } = read<Site>(code, 'site.json');
      const theme = read<SiteTheme>(code, 'theme.json');
      const page = (await get(host, '/live')).body.toString('utf8');
      const head = page.split('</head>')[0] ?? '';
      expect(head.match(/<link rel="manifest"/g)).toHaveLength(1);
      expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(head).toContain('<link rel="apple-touch-icon" href="/app-icon/180.png" />');

      const res = await get(host, '/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^application\/manifest\+json/);
      const manifest = JSON.parse(res.body.toString('utf8')) as Manifest;
      const colour = theme[theme.default].surfacePage;
      expect(manifest).toMatchObject({
        name: merchant.name,
        description: merchant.description?.[languages.default],
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: colour,
        background_color: colour,
      });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.lang).toBe(languages.default === 'EN' ? 'en' : expect.any(String));
      expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]);

      for (const icon of [
        ...manifest.icons,
        { src: '/app-icon/180.png', sizes: '180x180', purpose: 'any' },
      ]) {
        const drawn = await get(host, icon.src);
        expect(drawn.status, icon.src).toBe(200);
        expect(drawn.type).toBe('image/png');
        const png = PNG.sync.read(drawn.body);
        expect(`${png.width}x${png.height}`).toBe(icon.sizes);
        // A maskable icon fills its square with the page colour (a launcher may cut it round);
        // the plain one is the mark itself, its own rounded corners see-through.
        if (icon.purpose === 'maskable') expect(pixel(png, 2, 2)).toBe(colour.toLowerCase());
        else expect(png.data[3]).toBe(0);
        // The mark is drawn: a good part of the square is neither see-through nor the page colour.
        let marked = 0;
        for (let y = 0; y < png.height; y += 4)
          for (let x = 0; x < png.width; x += 4)
            if (png.data[((png.width * y + x) << 2) + 3] === 255 && pixel(png, x, y) !== colour.toLowerCase())
              marked++;
        expect(marked / ((png.width / 4) * (png.height / 4))).toBeGreaterThan(0.05);
      }
    },
  );

  it('answers 404 for a size it does not draw, a path outside the icons and a host no merchant uses', async () => {
    expect((await get('aurora.localhost', '/app-icon/64.png')).status).toBe(404);
    expect((await get('aurora.localhost', '/app-icon/..%2Fsite.json')).status).toBe(404);
    expect((await get('nobody.example', '/manifest.webmanifest')).status).toBe(404);
  });
});
