import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const report = (payload: Record<string, unknown>, ip = '198.51.100.7') =>
  server.call({
    method: 'POST',
    url: '/portal/problems',
    payload,
    remoteAddress: ip,
  });

describe('problems the portal reports', () => {
  it('accepts a node path, message and page', async () => {
    const res = await report({
      path: 'pages › /live › casino-lobby #3',
      message: 'unknown widget type',
      page: '/live',
    });
    expect(res.statusCode).toBe(200);
    expect(server.json(res)).toMatchObject({ success: true, value: {} });
  });

  it('refuses what is not a problem report', async () => {
    const res = await report({ path: '', message: 'x', page: '/' });
    expect(res.statusCode).toBe(400);
    const long = await report({ path: 'p', message: 'x'.repeat(501), page: '/' });
    expect(long.statusCode).toBe(400);
    const extra = await report({ path: 'p', message: 'm', page: '/', stack: 'secret' });
    expect(extra.statusCode).toBe(400);
  });

  it('limits how much one visitor can report', async () => {
    const ip = '198.51.100.99';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await report({ path: `p${i}`, message: 'm', page: '/' }, ip)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
