// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS } from '../../../schemas/site/constants';
import { gameIconPath, vendorIconPath } from '../../../server/services/games/art/art-urls';
import { gameArtSvg } from '../../../server/services/games/art/game-art';
import { qrDataUrl } from '../../../server/services/system/resources';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Every image the platform draws is a valid SVG: well-formed XML (a repeated attribute
 * is not), an <svg> root in the SVG namespace, and drawable by an SVG renderer. A broken
 * one shows as a broken-image face on a game tile, a banner or a QR code.
 */
// The XML parser is the browser's DOMParser (this file runs in jsdom): strict XML, as an <img> reads SVG.
const SVG_NS = 'http://www.w3.org/2000/svg';

function expectValidSvg(svg: string, what: string): void {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  expect(error?.textContent ?? null, `${what} is not well-formed XML`).toBeNull();
  expect(doc.documentElement.localName, what).toBe('svg');
  expect(doc.documentElement.namespaceURI, what).toBe(SVG_NS);
  // Drawn small: whether it draws is the question, not how well.
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 48 } }).render();
  expect(image.width * image.height, `${what} draws nothing`).toBeGreaterThan(0);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function served(url: string): Promise<string> {
  const res = await server.call({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
  return res.body;
}

describe('generated images', () => {
  it('game art of every emblem shape is a valid SVG', () => {
    // 120 seeds draw every one of the six shapes many times over.
    for (let seed = 0; seed < 120; seed += 1) expectValidSvg(gameArtSvg(seed, 'AB'), `game art ${seed}`);
  });

  it('the icons of every vendor and of the games of every vendor are valid SVGs', async () => {
    // Two games of each vendor of every type (lottery, PVP and cockfight tiles broke): the
    // art is a pure function of the URL, and the test above walks the shapes.
    const games = await server.deps.db.query<{ art_seed: number; name: string }>(
      `SELECT art_seed, name FROM (
         SELECT art_seed, name, row_number() OVER (PARTITION BY game_type, vassalage ORDER BY id) AS n FROM games
       ) g WHERE n <= 2`,
    );
    const vendors = await server.deps.db.query<{ vassalage: string }>(
      'SELECT DISTINCT vassalage FROM game_vendors',
    );
    expect(games.length).toBeGreaterThan(0);
    expect(vendors.length).toBeGreaterThan(0);
    const urls = new Set([
      ...games.map((g) => gameIconPath(g.art_seed, g.name)),
      ...vendors.map((v) => vendorIconPath(v.vassalage)),
    ]);
    for (const url of urls) expectValidSvg(await served(url), url);
  });

  it('every banner of every merchant is a valid SVG', async () => {
    const merchants = fs
      .readdirSync(path.resolve('whitelabels'))
      .filter((code) => fs.existsSync(path.resolve('whitelabels', code, 'site.json')));
    // Variants move the motif's parts; three of each group show every part in every palette.
    for (const code of merchants)
      for (const group of BANNER_GROUPS)
        for (let n = 1; n <= 3; n += 1) {
          const url = `/wps/art/banner/${code}/${group}-${n}.svg`;
          expectValidSvg(await served(url), url);
        }
  });

  it('QR codes are valid SVGs', async () => {
    const url = await qrDataUrl('https://aurora.localhost/app?invite=ABC123');
    const svg = Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expectValidSvg(svg, 'QR code');
  });

  it('the drawn whitelabel art and the portal’s own SVGs are valid', () => {
    const files = [
      ...fs.readdirSync(path.resolve('whitelabels')).flatMap((code) => {
        const dir = path.resolve('whitelabels', code, 'assets');
        return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
      }),
      ...fs.readdirSync(path.resolve('public')).map((f) => path.resolve('public', f)),
    ].filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expectValidSvg(fs.readFileSync(file, 'utf8'), file);
  });
});
