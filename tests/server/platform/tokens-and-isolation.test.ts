import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const info = (headers: Record<string, string>, merchant = 'aurora') =>
  server.call({ method: 'GET', url: '/wps/member/info', merchant, headers });

describe('session tokens', () => {
  it('R6.21 a (t) call without a token answers a 401 envelope saying a token is needed', async () => {
    const res = await info({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED', value: null });
    expect(res.json().message).toMatch(/needs a session token/);
  });

  it('names a malformed Authorization header', async () => {
    const res = await info({ authorization: 'Basic dXNlcjpwYXNz' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Bearer <session token>/);
  });

  it('an unknown token answers 401, not valid on this site', async () => {
    const res = await info({ authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/not valid on this site/);
  });

  it('an expired, idle or revoked session answers 401 SESSION_EXPIRED', async () => {
    const db = server.deps.db;
    const expired = await createTestMember(db);
    await db.query("UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE member_id = $1", [
      expired.memberId,
    ]);
    const idle = await createTestMember(db);
    await db.query("UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE member_id = $1", [
      idle.memberId,
    ]);
    const revoked = await createTestMember(db);
    await db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [revoked.memberId]);
    for (const m of [expired, idle, revoked]) {
      const res = await info({ authorization: `Bearer ${m.token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Your session has ended, please log in again',
      });
    }
  });

  it('R7.7 a valid token works: member info answers the details of the token’s own member', async () => {
    const upline = await createTestMember(server.deps.db, { isAgent: 1 });
    const m = await createTestMember(server.deps.db, { uplineId: upline.memberId, rankLevel: 2 });
    await server.deps.db.query(
      `UPDATE members SET nickname = 'Lucky', country_dialing_code = '63', mobile_num = '9171234567',
              email = 'lucky.player@example.com' WHERE id = $1`,
      [m.memberId],
    );
    const res = await info({ authorization: `Bearer ${m.token}` });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      id: m.memberId,
      account: m.username,
      nickname: 'Lucky',
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'VIP 2', rankLevel: 2 },
      memberLabel: [],
      email: 'lu•••@example.com',
      totpEnabled: false,
      cpw: false,
    });
    expect(value.mobile).toMatch(/^\+63 .*4567$/);
    expect(value.mobile).not.toContain('917123');
    expect(value.avatar).toEqual(expect.any(String));
    expect(Date.parse(value.createdAt)).toBeGreaterThan(Date.now() - 3_600_000);
    // Another token answers its own member.
    const other = (await info({ authorization: `Bearer ${upline.token}` })).json().value;
    expect(other).toMatchObject({ id: upline.memberId, account: upline.username, type: 1, toUpline: false });
    expect(other).not.toHaveProperty('mobile');
    expect(other).not.toHaveProperty('email');
    expect((await info({})).statusCode).toBe(401);
  });
});

describe('merchant isolation', () => {
  it('a token of merchant A is worth nothing on merchant B’s domain', async () => {
    const aurora = await createTestMember(server.deps.db, { merchant: 'aurora' });
    const onJade = await info({ authorization: `Bearer ${aurora.token}` }, 'jade');
    expect(onJade.statusCode).toBe(401);
    expect(onJade.json().code).toBe('UNAUTHENTICATED');
    const balance = await server.call({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      merchant: 'jade',
      token: aurora.token,
    });
    expect(balance.statusCode).toBe(401);
    // ... while on its own domain it works.
    expect((await info({ authorization: `Bearer ${aurora.token}` }, 'aurora')).statusCode).toBe(200);
  });

  it('the same username may exist on two merchants, each seeing only its own member', async () => {
    const a = await createTestMember(server.deps.db, { merchant: 'aurora', username: 'twinname' });
    const j = await createTestMember(server.deps.db, { merchant: 'jade', username: 'twinname' });
    const ja = (await info({ authorization: `Bearer ${j.token}` }, 'jade')).json().value;
    const au = (await info({ authorization: `Bearer ${a.token}` }, 'aurora')).json().value;
    expect(ja.id).toBe(j.memberId);
    expect(au.id).toBe(a.memberId);
  });

  it('an unknown host answers 404 "Invalid URL or domain check failed"', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'evil.example', 'x-module': 'app' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Invalid URL or domain check failed/);
  });
});
