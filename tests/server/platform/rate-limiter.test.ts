import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../../server/services/housekeeping';
import { startTestServer, type TestServer } from '../../support/test-server';
import { rateLimiterCases } from './rate-limiter-cases';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('shared rate limiter on the database', () => {
  rateLimiterCases(() => server.deps.limiter);

  it('housekeeping sweeps idle keys and old sealed nonces, and keeps live ones', async () => {
    const db = server.deps.db;
    await db.query(
      `INSERT INTO rate_limits (key, tat, expires_at) VALUES
         ('sweep:old', now() - interval '1 minute', now() - interval '1 minute'),
         ('sweep:live', now() + interval '1 minute', now() + interval '1 minute')`,
    );
    await db.query(
      `INSERT INTO sealed_nonces (nonce, seen_at) VALUES
         ('00000000000000000000000000000001', now() - interval '1 hour'),
         ('00000000000000000000000000000002', now())`,
    );
    const swept = await sweepOnce(db);
    expect(swept.nonces).toBeGreaterThanOrEqual(1);
    const keys = await db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'sweep:%'");
    expect(keys.map((k) => k.key)).toEqual(['sweep:live']);
    const nonces = await db.query<{ nonce: string }>(
      "SELECT nonce FROM sealed_nonces WHERE nonce LIKE '0000000000000000000000000000000%' ORDER BY nonce",
    );
    expect(nonces.map((n) => n.nonce)).toEqual(['00000000000000000000000000000002']);
  });
});
