import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { servedPortalForTests } from '../support/served-portal';

/**
 * Pages and API answers go out compressed as the browser accepts (assets have their own
 * precompressed copies: compressed-assets.test.ts); docs/decisions/response-compression.md.
 */
const portal = servedPortalForTests('responses');

const get = (url: string, acceptEncoding?: string, module = 'app') =>
  portal.server.call({
    method: 'GET',
    url,
    headers: { 'x-module': module, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed responses', () => {
  it('the served page: brotli to a browser that takes it, gzip to one that takes only gzip, plain otherwise', async () => {
    const plain = await get('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Aurora Play</title>');

    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    const page = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(page).toContain('<title>Aurora Play</title>');
    expect(page).toContain('id="tessera-bootstrap"');
    // The bootstrap makes the page large; compressed it is a fraction of that.
    expect(br.rawPayload.length).toBeLessThan(page.length / 2);

    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<title>Aurora Play</title>');

    const refused = await get('/', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const res of [plain, br, gz, refused]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('an API answer over 1 KB is compressed, and reads the same', async () => {
    const url = '/lgw/games/game_menus?language=EN';
    const plain = await get(url, undefined, 'games');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(url, 'br', 'games');
    expect(br.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()) as { value: unknown };
    expect(answer.value).toEqual(portal.server.json(plain).value);
  });

  it('a small answer goes out as it is', async () => {
    const res = await get('/wps/system/jackpot', 'br', 'system');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('a compressed request body is not inflated: it is refused as a bad request', async () => {
    const res = await portal.server.call({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'demo01', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
