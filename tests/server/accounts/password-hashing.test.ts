import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealPayload } from '../../../src/api/seal-payload';
import { CURRENT_PREFIX, hashPool } from '../../../server/services/auth/password-hash';
import { loginByPassword, registerByUsername } from '../../support/accounts';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Password hashing runs in a fixed pool with a short queue: a flood beyond it is answered
 * 503 BUSY with Retry-After at once instead of stalling every login, and hashes of the
 * old scheme (scrypt, 128 MiB) still verify and are rehashed at login.
 */
let server: TestServer;
let payloadKey = '';
beforeAll(async () => {
  // One worker and a queue of 4: a flood of 40 is far beyond it on any machine.
  server = await startTestServer({ hashWorkers: 1, hashQueue: 4 });
  const [row] = await server.deps.db.query<{ payload_key: string }>(
    "SELECT payload_key FROM merchants WHERE code = 'aurora'",
  );
  payloadKey = row?.payload_key ?? '';
});
afterAll(() => server.close());

/** A login as the portal sends it, from its own address, answering status, headers and envelope. */
async function login(username: string, password: string, ip: string) {
  const res = await server.call({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    payload: sealPayload(payloadKey, { type: 'username', username, password }),
  });
  return {
    status: res.statusCode,
    retryAfter: res.headers['retry-after'],
    body: server.json<{ token?: string }>(res),
  };
}

/** A login that waits as the answer says and tries again, as the portal does when busy. */
async function loginPolitely(username: string, password: string, ip: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const res = await login(username, password, ip);
    if (res.status !== 503) return res;
    await new Promise((r) => setTimeout(r, Number(res.retryAfter) * 1000));
  }
  throw new Error('still busy after 10 tries');
}

describe('bounded password hashing', () => {
  it('a flood beyond the queue gets 503 BUSY with Retry-After while a normal login still succeeds', async () => {
    const member = await registerByUsername(server);
    expect(member.success).toBe(true);
    // Forty junk logins of unknown accounts, each from its own address range.
    const flood = Array.from({ length: 40 }, (_, i) =>
      login(`nobody${i}x${Date.now()}`, 'wrong-password-1', `10.${i + 1}.0.1`),
    );
    const real = loginPolitely(member.username, member.password, '192.0.2.10');
    const answers = await Promise.all(flood);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy) {
      expect(a.body.code).toBe('BUSY');
      expect(a.body.message).toMatch(/busy, please try again/);
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // Everything else was checked and refused as usual: nothing stalled or failed otherwise.
    for (const a of answers.filter((x) => x.status !== 503)) expect(a.body.code).toBe('BAD_CREDENTIALS');
    const ok = await real;
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toMatch(/\S{20,}/);
    expect(hashPool.load()).toEqual({ running: 0, queued: 0 });
  });

  it('a password hashed by the old scheme (scrypt N=2^17) still logs in and is rehashed to argon2id', async () => {
    const member = await registerByUsername(server);
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync(member.password.normalize('NFKC'), salt, 32, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 160 * 1024 * 1024,
    });
    const old = ['scrypt', 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await server.deps.db.query('UPDATE members SET password_hash = $1 WHERE username = $2', [
      old,
      member.username,
    ]);
    const wrong = await loginPolitely(member.username, 'not-the-password1', '192.0.2.20');
    expect(wrong.body.code).toBe('BAD_CREDENTIALS');
    const [kept] = await server.deps.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE username = $1',
      [member.username],
    );
    expect(kept?.password_hash).toBe(old);
    const first = await loginPolitely(member.username, member.password, '192.0.2.20');
    expect(first.status).toBe(200);
    const [row] = await server.deps.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE username = $1',
      [member.username],
    );
    expect(row?.password_hash.startsWith(CURRENT_PREFIX)).toBe(true);
    const again = await loginByPassword(server, member.username, member.password, {}, '192.0.2.20');
    expect(again.success).toBe(true);
  });
});
