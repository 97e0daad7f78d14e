import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress-assets';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The build writes brotli and gzip copies of the portal's assets; the platform sends the one
 * the browser takes (and the plain file otherwise), always saying it varies on Accept-Encoding.
 */
const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-compressed-'));
const SCRIPT = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};\n`;
fs.mkdirSync(path.join(portalDir, 'assets'));
fs.copyFileSync(path.resolve('index.html'), path.join(portalDir, 'index.html'));
fs.writeFileSync(path.join(portalDir, 'assets', 'entry-abc123.js'), SCRIPT);
fs.writeFileSync(path.join(portalDir, 'assets', 'tiny-abc123.css'), 'a{color:red}');

let server: TestServer;
beforeAll(async () => {
  precompress(portalDir);
  server = await startTestServer({ portalDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(portalDir, { recursive: true, force: true });
});

const asset = (name: string, acceptEncoding?: string) =>
  server.call({
    method: 'GET',
    url: `/assets/${name}`,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed assets', () => {
  it('the build writes a brotli and a gzip copy of each text asset worth it, holding the same bytes', () => {
    const file = path.join(portalDir, 'assets', 'entry-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(portalDir, 'assets', 'tiny-abc123.css.br'))).toBe(false);
  });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the file otherwise', async () => {
    const br = await asset('entry-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await asset('entry-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await asset('entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('the copies have no address of their own', async () => {
    expect((await asset('entry-abc123.js.br')).statusCode).toBe(404);
    expect((await asset('entry-abc123.js.gz')).statusCode).toBe(404);
  });
});
