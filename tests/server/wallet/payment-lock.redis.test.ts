import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { sealPayload } from '../../../src/api/seal-payload';
import { api } from '../../support/accounts';
import { createTestMember } from '../../support/members';
import { givePaymentPassword } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

// Runs when TEST_REDIS_URL is set: a platform that keeps its guessing limits in Redis.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ redisUrl: process.env.TEST_REDIS_URL });
});
afterAll(() => server.close());

let key = '';
beforeAll(async () => {
  const [row] = await server.deps.db.query<{ payload_key: string }>(
    "SELECT payload_key FROM merchants WHERE code = 'aurora'",
  );
  key = row?.payload_key ?? '';
});

/** Sealed with the merchant key read once: a burst must load the platform, not the test's pool. */
async function setPassword(token: string, body: Record<string, unknown>) {
  const res = await server.call({
    method: 'POST',
    url: '/wps/member/payment-password',
    token,
    payload: sealPayload(key, body),
  });
  return res.json() as { success: boolean; code: string };
}

describe('payment password lock kept in Redis', () => {
  it('R9.19 50 wrong payment passwords at once lock payments after five; ops reset-payment-password lifts the lock', async () => {
    const m = await createTestMember(server.deps.db);
    await givePaymentPassword(server.deps.db, m, '246810');
    const change = (old: string) =>
      setPassword(m.token, {
        oldPaymentPassword: old,
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      });
    const answers = await Promise.all(Array.from({ length: 50 }, () => change('000001')));
    expect(answers.filter((a) => a.code === 'BAD_CREDENTIALS')).toHaveLength(4);
    expect((await change('246810')).code).toBe('TOO_MANY_ATTEMPTS');
    // Nothing of it is in the database: the lock lives in Redis.
    const rows = await server.deps.db.query('SELECT 1 FROM guess_counters WHERE key = $1', [
      `paypw:${m.merchantId}:${m.memberId}`,
    ]);
    expect(rows).toHaveLength(0);
    const reset = await runOps(
      { db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir, guesses: server.deps.guesses },
      ['member', 'reset-payment-password', 'aurora', m.username],
    );
    expect(reset.ok).toBe(true);
    const state = await api<{ isSet: boolean; triesLeft: number; lockedUntil?: string }>(server, {
      method: 'GET',
      url: '/wps/member/payment-password',
      token: m.token,
    });
    expect(state.value).toEqual({ isSet: false, triesLeft: 5 });
  });
});
