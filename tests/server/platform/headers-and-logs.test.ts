import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '../../../server/http/log-redaction';
import { sealPayload } from '../../../src/api/seal-payload';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { logLevel: 'trace' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => server.close());

const SECRET = 'Hunter2-Correct-Horse-Battery';

describe('security headers', () => {
  it('every page and every API answer carries the security headers', async () => {
    for (const url of ['/', '/live', '/wps/system/status', '/wps/nope', '/openapi.json']) {
      const res = await server.call({ method: 'GET', url });
      const h = res.headers;
      expect(h['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const csp = String(h['content-security-policy']);
      expect(csp).toMatch(/frame-ancestors '(self|none)'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it('pages may load their own scripts and nothing else; a contract call’s JSON may load nothing and not be framed', async () => {
    for (const url of ['/', '/live', '/wps/nope', '/openapi.json']) {
      const csp = String((await server.call({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).toContain("object-src 'none'");
    }
    const api = (await server.call({ method: 'GET', url: '/wps/system/status' })).headers;
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['x-frame-options']).toBe('DENY');
  });

  it('the back office’s page grants its code editor’s styles a nonce, new with every response, and no other inline style', async () => {
    const page = () => server.call({ method: 'GET', url: '/members', headers: { host: 'admin.localhost' } });
    const nonces: (string | undefined)[] = [];
    for (const res of [await page(), await page()]) {
      const csp = String(res.headers['content-security-policy']);
      const granted = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'(;|$)/.exec(csp)?.[1];
      expect(granted, csp).toBeDefined();
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${granted}" />`);
      expect(csp).not.toMatch(/unsafe-inline/);
      expect(res.headers['cache-control']).toBe('no-store');
      nonces.push(granted);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('the portal page carries the merchant’s site inline (no round trip before the first paint)', async () => {
    const res = await server.call({ method: 'GET', url: '/', merchant: 'lumen' });
    const island = /<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body);
    const bootstrap = JSON.parse(island?.[1] ?? 'null');
    expect(bootstrap.merchantCode).toBe('lumen');
    expect(bootstrap.site.merchant.name).toBe('Lumen Bet');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('structured logs', () => {
  it('log lines are JSON with the request id the answer carries', async () => {
    lines.length = 0;
    const res = await server.call({ method: 'GET', url: '/wps/system/status' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(id);
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; module?: string });
    expect(logged.some((l) => l.reqId === id)).toBe(true);
    expect(logged.some((l) => l.reqId === id && l.module === 'app')).toBe(true);
  });

  it('a request writes one access line when answered (method, URL, status, time) and its arrival at debug', async () => {
    lines.length = 0;
    const res = await server.call({ method: 'GET', url: '/wps/system/status' });
    const id = res.headers['x-request-id'];
    const mine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === id);
    const access = mine.filter((l) => l.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      module: 'app',
      req: { method: 'GET', url: '/wps/system/status' },
      res: { statusCode: 200 },
    });
    expect(typeof access[0]?.responseTime).toBe('number');
    const arrival = mine.filter((l) => l.msg === 'incoming request');
    expect(arrival).toHaveLength(1);
    expect(arrival[0]).toMatchObject({ level: 20, req: { method: 'GET' } });
  });

  it('a password sent in a body, a sealed payload, a query or a header never reaches the log output', async () => {
    lines.length = 0;
    const m = await createTestMember(server.deps.db);
    const [key] = await server.deps.db.query<{ payload_key: string }>(
      "SELECT payload_key FROM merchants WHERE code = 'aurora'",
    );
    const payloadKey = key?.payload_key ?? '';
    const calls = [
      // Sealed login (valid seal) and a plaintext login refused.
      {
        method: 'POST',
        url: '/wps/session/login',
        payload: sealPayload(payloadKey, { type: 'username', username: 'demo', password: SECRET }),
      },
      {
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'username', username: 'demo', password: SECRET },
      },
      // An unknown field called password, on a plain call.
      {
        method: 'PUT',
        url: '/wps/feedback',
        payload: { questionType: 'other', content: 'x', password: SECRET },
      },
      // Malformed JSON holding it.
      {
        method: 'POST',
        url: '/wps/chat/messages',
        token: m.token,
        payload: `{"password":"${SECRET}"`,
        headers: { 'content-type': 'application/json' },
      },
      // In a query string and in a form body.
      { method: 'GET', url: `/wps/system/status?password=${SECRET}&token=${SECRET}` },
      {
        method: 'POST',
        url: '/wps/member/password/email',
        payload: `username=demo&email=a@b.co&password=${SECRET}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      // In headers.
      {
        method: 'GET',
        url: '/wps/member/info',
        headers: { authorization: `Bearer ${SECRET}`, cookie: `sid=${SECRET}` },
      },
    ] as const;
    for (const c of calls) await server.call(c as Parameters<TestServer['call']>[0]);
    const output = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(output).not.toContain(SECRET);
    expect(output).not.toContain(m.token);
    expect(output).not.toContain(payloadKey);
    expect(output).toContain('[Redacted]');
  });
});

describe('log redaction', () => {
  it('replaces secret fields at any depth of a logged object and leaves errors to their serializer', () => {
    const err = new Error('boom');
    const out = redactSecrets({
      password: 'a',
      input: { profile: { newPassword: 'b', nickname: 'kim' } },
      list: [{ token: 'c' }, 'plain'],
      err,
    });
    expect(out).toEqual({
      password: '[Redacted]',
      input: { profile: { newPassword: '[Redacted]', nickname: 'kim' } },
      list: [{ token: '[Redacted]' }, 'plain'],
      err,
    });
    expect(JSON.stringify(out)).not.toMatch(/"(a|b|c)"/);
  });
});
