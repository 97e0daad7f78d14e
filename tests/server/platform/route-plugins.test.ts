import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Each domain's routes are a Fastify plugin: a hook one of them adds guards its own routes
 * only. The dev outbox (on in tests) answers loopback callers alone, and its guard must not
 * reach the contract's calls, which players make from anywhere.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const from = (remoteAddress: string, url: string) =>
  server.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: { host: 'aurora.localhost', 'x-module': 'app' },
  });

describe('routes as plugins', () => {
  it('the dev outbox answers a loopback caller and is not found from elsewhere', async () => {
    expect((await from('127.0.0.1', '/__dev/sms')).statusCode).toBe(200);
    expect((await from('::1', '/__dev/mail')).statusCode).toBe(200);
    expect((await from('203.0.113.9', '/__dev/sms')).statusCode).toBe(404);
    expect((await from('203.0.113.9', '/__dev/captcha/x')).statusCode).toBe(404);
  });

  it("the outbox's guard stays inside its plugin: the contract's calls answer callers from anywhere", async () => {
    const res = await from('203.0.113.9', '/wps/system/status');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });
});
