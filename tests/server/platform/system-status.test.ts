import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('system status', () => {
  it('R7.17 R2.20 answers status 0 with the visitor IP when the site is open', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    const body = server.json<{ status: number; ip: string }>(res);
    expect(body.success).toBe(true);
    expect(body.value.status).toBe(0);
    expect(body.value.ip).toBe('127.0.0.1');
  });

  it('refuses a call without the module header, naming it', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'aurora.localhost' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/x-module/);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves the portal HTML with the merchant bootstrap inlined', async () => {
    const res = await server.call({ method: 'GET', url: '/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const island = /<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body);
    const bootstrap = JSON.parse(island?.[1] ?? 'null');
    expect(bootstrap.merchantCode).toBe('aurora');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
