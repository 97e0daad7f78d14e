import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWhitelabels } from '../../server/portal/read-whitelabel';
import { startTestServer, type TestServer } from '../support/test-server';

/** The portal's own index.html as the page template, the way the build ships it. */
const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-head-'));
fs.copyFileSync(path.resolve('index.html'), path.join(portalDir, 'index.html'));

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer({ portalDir });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(portalDir, { recursive: true, force: true });
});

interface Site {
  merchant: { name: string; favicon?: string };
}
interface Theme {
  default: 'dark' | 'light';
  dark: { surfacePage: string };
  light: { surfacePage: string };
}
const read = <T>(code: string, file: string) =>
  JSON.parse(fs.readFileSync(path.resolve('whitelabels', code, file), 'utf8')) as T;

/**
 * GET over a real connection with the Host a browser on that domain sends (fetch may not
 * set Host, so node:http): status, content type and body as they arrive.
 */
function get(host: string, pathname: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pathname}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
  });
}

/** The head of a page exactly as it arrives over HTTP, before any script could change it. */
async function servedHead(code: string, pathname: string): Promise<string> {
  const res = await get(`${code}.localhost`, pathname);
  expect(res.status).toBe(200);
  expect(res.type).toMatch(/^text\/html/);
  return res.body.split('</head>')[0] ?? '';
}

describe('the page served for each merchant', () => {
  it.each(listWhitelabels(path.resolve('whitelabels')))(
    '%s: carries its own title, tab icon and theme colour from the first byte, on every page',
    async (code) => {
      const { merchant } = read<Site>(code, 'site.json');
      const theme = read<Theme>(code, 'theme.json');
      for (const pathname of ['/', '/live', '/lottery?x=1']) {
        const head = await servedHead(code, pathname);
        expect(head.match(/<title>/g)).toHaveLength(1);
        expect(head).toContain(`<title>${merchant.name}</title>`);
        expect(head.match(/<link rel="icon"/g)).toHaveLength(1);
        expect(head).toContain(`<link rel="icon" type="image/svg+xml" href="${merchant.favicon}" />`);
        expect(head.match(/<meta name="theme-color"/g)).toHaveLength(1);
        expect(head).toContain(`<meta name="theme-color" content="${theme[theme.default].surfacePage}" />`);
      }
      // The icon it names is served.
      const icon = await get(`${code}.localhost`, merchant.favicon ?? '');
      expect(icon.status).toBe(200);
      expect(icon.type).toMatch(/^image\/svg\+xml/);
    },
  );

  it('a host no merchant uses keeps the portal’s own title: nothing of any merchant is in it', async () => {
    const res = await get('unknown.example', '/');
    expect(res.status).toBe(404);
    const head = res.body.split('</head>')[0] ?? '';
    expect(head).toContain('<title>Tessera</title>');
    expect(head).not.toContain('/wl/');
  });
});
