import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEALED_PAYLOAD_MAX_SKEW_MS } from '../../../schemas/api/sealed-payload-format';
import { sealPayload } from '../../../src/api/seal-payload';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let auroraKey: string;
let jadeKey: string;
beforeAll(async () => {
  server = await startTestServer();
  const keys = await server.deps.db.query<{ code: string; payload_key: string }>(
    'SELECT code, payload_key FROM merchants',
  );
  auroraKey = keys.find((k) => k.code === 'aurora')?.payload_key ?? '';
  jadeKey = keys.find((k) => k.code === 'jade')?.payload_key ?? '';
});
afterAll(() => server.close());

const LOGIN = { type: 'username', username: 'nobody-here', password: 'Wrong-pass-1' };
const login = (payload: unknown, merchant = 'aurora') =>
  server.call({ method: 'POST', url: '/wps/session/login', merchant, payload: payload as object });
const attempts = async () =>
  (await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_attempts'))[0]?.n;

describe('sealed payloads of (e) calls', () => {
  it('a payload sealed by the portal’s own client code is opened and reaches the call', async () => {
    const res = await login(sealPayload(auroraKey, LOGIN));
    // Decrypted and handled: the credentials are simply wrong.
    expect(res.json().code).toBe('BAD_CREDENTIALS');
  });

  it('refuses plaintext on an (e) call, before anything is looked at or written', async () => {
    const before = await attempts();
    const res = await login(LOGIN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'ENCRYPTION_REQUIRED' });
    expect(res.json().message).toMatch(/plaintext is refused/);
    expect(await attempts()).toBe(before);
  });

  it('refuses a tampered ciphertext, MAC, timestamp or nonce, and writes nothing', async () => {
    const before = await attempts();
    const sealed = sealPayload(auroraKey, LOGIN);
    const flip = (hex: string) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1);
    const tampered = [
      { ...sealed, ct: Buffer.from('{"type":"username","username":"admin"}').toString('base64') },
      { ...sealed, mac: flip(sealed.mac) },
      { ...sealed, ts: sealed.ts + 1 },
      { ...sealed, nonce: flip(sealed.nonce) },
      { ...sealed, iv: flip(sealed.iv) },
    ];
    for (const payload of tampered) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ENCRYPTION_INVALID');
    }
    expect(await attempts()).toBe(before);
  });

  it('refuses a payload sealed for another merchant (its key is not this domain’s)', async () => {
    const res = await login(sealPayload(jadeKey, LOGIN));
    expect(res.json().code).toBe('ENCRYPTION_INVALID');
  });

  it('refuses a replayed payload: the same nonce is accepted once', async () => {
    const sealed = sealPayload(auroraKey, LOGIN);
    expect((await login(sealed)).json().code).toBe('BAD_CREDENTIALS');
    const before = await attempts();
    const again = await login(sealed);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'REPLAYED', message: 'This request was already received' });
    expect(await attempts()).toBe(before);
  });

  it('refuses a payload sealed too long ago or in the future (clock skew)', async () => {
    const old = sealPayload(auroraKey, LOGIN, Date.now() - SEALED_PAYLOAD_MAX_SKEW_MS - 10_000);
    expect((await login(old)).json().code).toBe('REPLAYED');
    const future = sealPayload(auroraKey, LOGIN, Date.now() + SEALED_PAYLOAD_MAX_SKEW_MS + 10_000);
    expect((await login(future)).json().code).toBe('REPLAYED');
  });

  it('refuses a sealed envelope of the wrong shape as ENCRYPTION_INVALID', async () => {
    const sealed = sealPayload(auroraKey, LOGIN);
    expect((await login({ ...sealed, v: 2 })).json().code).toBe('ENCRYPTION_INVALID');
    expect((await login({ ...sealed, extra: 1 })).json().code).toBe('ENCRYPTION_INVALID');
    expect((await login({ ct: 'x', mac: 'y' })).json().code).toBe('ENCRYPTION_INVALID');
  });

  it('validates the opened payload like any body: unknown fields are named', async () => {
    const res = await login(sealPayload(auroraKey, { ...LOGIN, isAdmin: true }));
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'isAdmin', message: 'is not a known field' }],
    });
  });
});
