import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress-assets';
import { servedPortalForTests } from '../support/served-portal';

/**
 * The build writes brotli and gzip copies of the portal's assets; the platform sends the one
 * the browser takes (and the plain file otherwise), always saying it varies on Accept-Encoding.
 */
const SCRIPT = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};\n`;
const portal = servedPortalForTests('compressed', (dir) => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-abc123.css'), 'a{color:red}');
  precompress(dir);
});

const asset = (name: string, acceptEncoding?: string) =>
  portal.server.call({
    method: 'GET',
    url: `/assets/${name}`,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed assets', () => {
  it('the build writes a brotli and a gzip copy of each text asset worth it, holding the same bytes', () => {
    const file = path.join(portal.dir, 'assets', 'entry-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(portal.dir, 'assets', 'tiny-abc123.css.br'))).toBe(false);
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
