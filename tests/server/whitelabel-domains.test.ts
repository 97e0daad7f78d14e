import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let locked: TestServer;
beforeAll(async () => {
  [server, locked] = await Promise.all([
    startTestServer(),
    startTestServer({ allowWhitelabelSwitch: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), locked.close()]);
});

/** The merchant the served page's bootstrap names. */
function servedMerchant(html: string): string {
  const island = /<script id="tessera-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(html);
  return (JSON.parse(island?.[1] ?? '{}') as { merchantCode?: string }).merchantCode ?? '';
}

const page = (s: TestServer, url: string, host: string, cookie?: string) =>
  s.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('whitelabels by domain', () => {
  it.each([
    ['aurora.localhost', 'aurora'],
    ['lumen.localhost', 'lumen'],
    ['jade.localhost', 'jade'],
    ['www.jadedragon.example', 'jade'],
    ['localhost', 'aurora'],
    ['127.0.0.1', 'aurora'],
  ])('%s serves %s', async (host, code) => {
    const res = await page(server, '/', host);
    expect(res.statusCode).toBe(200);
    expect(servedMerchant(res.body)).toBe(code);
  });

  it('R8.13 answers an unknown domain with the domain-check page, not a page of some merchant', async () => {
    const res = await page(server, '/', 'unknown.example');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const island = /<script id="tessera-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(res.body);
    // The portal's own page says it in the visitor's language; nothing of any merchant is in it.
    expect(JSON.parse(island?.[1] ?? '{}')).toEqual({
      merchantCode: '',
      site: null,
      unknownDomain: true,
      payloadKey: '',
      flags: [],
      status: { status: 0, ip: '127.0.0.1' },
    });
    // Calls on that host still answer the domain-check error.
    const call = await server.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'unknown.example', 'x-module': 'app' },
    });
    expect(call.statusCode).toBe(404);
    expect(call.json().message).toMatch(/Invalid URL or domain check failed/);
  });
});

describe('development whitelabel switch', () => {
  it('?wl= chooses the merchant and leaves a cookie that later pages honour', async () => {
    const first = await page(server, '/?wl=lumen', 'localhost');
    expect(servedMerchant(first.body)).toBe('lumen');
    const cookie = first.cookies.find((c) => c.name === 'tsr_wl');
    expect(cookie?.value).toBe('lumen');
    expect(cookie?.httpOnly).toBe(true);

    const reload = await page(server, '/live', 'localhost', `tsr_wl=${cookie?.value}`);
    expect(servedMerchant(reload.body)).toBe('lumen');
    const api = await server.app.inject({
      method: 'GET',
      url: '/portal/bootstrap',
      headers: { host: 'localhost', cookie: 'tsr_wl=lumen', 'x-module': 'app' },
    });
    expect(api.json().value.merchantCode).toBe('lumen');
  });

  it('the switch cookie is Secure, HttpOnly and SameSite=Lax over https and on loopback hosts', async () => {
    for (const host of ['localhost', 'lumen.localhost', '127.0.0.1']) {
      const res = await page(server, '/?wl=lumen', host);
      const cookie = res.cookies.find((c) => c.name === 'tsr_wl');
      expect(cookie, host).toMatchObject({ value: 'lumen', secure: true, httpOnly: true, sameSite: 'Lax' });
    }
    const behindProxy = await startTestServer({ trustProxy: true });
    try {
      const https = await behindProxy.app.inject({
        method: 'GET',
        url: '/?wl=lumen',
        headers: { host: 'demo.jadedragon.example', 'x-forwarded-proto': 'https' },
      });
      expect(https.cookies.find((c) => c.name === 'tsr_wl')).toMatchObject({ secure: true, sameSite: 'Lax' });
      // Plain http to another host: a browser would drop a Secure cookie there.
      const plain = await behindProxy.app.inject({
        method: 'GET',
        url: '/?wl=lumen',
        headers: { host: 'demo.jadedragon.example', 'x-forwarded-proto': 'http' },
      });
      expect(plain.cookies.find((c) => c.name === 'tsr_wl')?.secure).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    const forget = await page(server, '/?wl=', 'localhost', 'tsr_wl=lumen');
    expect(forget.cookies.find((c) => c.name === 'tsr_wl')).toMatchObject({ value: '', secure: true });
  });

  it('an empty ?wl= forgets the choice', async () => {
    const res = await page(server, '/?wl=', 'localhost', 'tsr_wl=lumen');
    expect(servedMerchant(res.body)).toBe('aurora');
    expect(res.cookies.find((c) => c.name === 'tsr_wl')?.value).toBe('');
  });

  it('an unknown ?wl= falls back to the domain', async () => {
    const res = await page(server, '/?wl=nobody', 'jade.localhost');
    expect(servedMerchant(res.body)).toBe('jade');
  });

  it('is ignored, cookie included, where the switch is not allowed', async () => {
    const query = await page(locked, '/?wl=lumen', 'localhost');
    expect(servedMerchant(query.body)).toBe('aurora');
    expect(query.cookies).toEqual([]);
    const cookie = await page(locked, '/', 'jade.localhost', 'tsr_wl=lumen');
    expect(servedMerchant(cookie.body)).toBe('jade');
  });
});
