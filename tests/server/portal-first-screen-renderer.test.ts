import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The platform's side of the first screen, with a renderer standing in for the built one
 * (the real one is drawn in the browser tests, tests/e2e/first-screen.spec.ts): what it is
 * given, how its calls reach the platform, how long a drawn screen is kept, and that a page
 * goes out without one when drawing fails or takes too long.
 */
const RENDERER = `
let drawn = 0;
export async function renderFirstScreen(input) {
  const answer = await input.fetch(new URL('portal/bootstrap', input.baseUrl), { headers: { 'x-module': 'app' } });
  const { value } = await answer.json();
  drawn += 1;
  if (input.pathname === '/fish') throw new Error('a widget failed');
  if (input.pathname === '/pvp') await new Promise((r) => setTimeout(r, 4000));
  return {
    html: '<p class="screen">' + value.merchantCode + ' ' + input.pathname + ' #' + drawn + ' ' + input.baseUrl + '</p><i style="--h:40px"></i>',
    language: 'EN',
    theme: 'light',
  };
}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-first-screen-'));
let server: TestServer;

beforeAll(async () => {
  fs.copyFileSync(path.resolve('index.html'), path.join(dir, 'index.html'));
  fs.writeFileSync(path.join(dir, 'render-first-screen.mjs'), RENDERER);
  server = await startTestServer({
    portalDir: dir,
    firstScreenModule: path.join(dir, 'render-first-screen.mjs'),
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, merchant = 'aurora') =>
  server.call({ method: 'GET', url, merchant, headers: { 'x-module': '' } });
const screenOf = (html: string) => /<p class="screen">([^<]*)<\/p>/.exec(html)?.[1];

describe('a guest’s first screen drawn by the platform', () => {
  it('is drawn for the merchant of the host, its calls answered by the platform as that merchant', async () => {
    const res = await page('/rng', 'jade');
    expect(res.statusCode).toBe(200);
    expect(screenOf(res.body)).toMatch(/^jade \/rng #\d+ http:\/\/jade\.localhost\/$/);
    expect(res.body).toContain(
      '<div data-first-screen data-language="EN" data-theme="light" inert aria-hidden="true">',
    );
  });

  it('is allowed by the page’s CSP: the loader by its hash, the screen’s style attributes by theirs', async () => {
    const res = await page('/live');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(csp).toMatch(/style-src 'self'[^;]* 'unsafe-hashes' 'sha256-[\w+/=]+'/);
  });

  it('is drawn once for a burst of guests on the same page, and afresh for another page', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => page('/lottery')));
    const screens = new Set(burst.map((res) => screenOf(res.body)));
    expect(screens.size).toBe(1);
    expect(screenOf((await page('/promotions')).body)).toMatch(/^aurora \/promotions/);
  });

  it('is left out when drawing fails: the page goes out as before, its scripts in its head', async () => {
    const res = await page('/fish');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-first-screen');
    expect(res.body).toContain('<div id="root"></div>');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });

  it('is not drawn for a path that is none of the site’s pages (the portal draws its not-found page)', async () => {
    const res = await page('/no-such-page/4711');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-first-screen');
  });

  it('is left out when it takes longer than the page may wait', async () => {
    const started = Date.now();
    const res = await page('/pvp');
    expect(res.body).not.toContain('data-first-screen');
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('without a built renderer', () => {
  it('serves pages as before', async () => {
    const plain = await startTestServer({ portalDir: dir, firstScreenModule: path.join(dir, 'missing.mjs') });
    try {
      const res = await plain.call({ method: 'GET', url: '/', headers: { 'x-module': '' } });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('tessera-scripts');
    } finally {
      await plain.close();
    }
  });
});
