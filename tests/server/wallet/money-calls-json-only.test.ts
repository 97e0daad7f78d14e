import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../schemas/api/contract';
import type { Endpoint } from '../../../schemas/api/endpoint';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, fund, transactionCount } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Every call that moves money takes its body as application/json only: a form-encoded,
 * text or multipart body is what a page on another site can send without a CORS
 * preflight, so it is refused with 415 before the token, the seal or the input is read.
 */
let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await createTestMember(server.deps.db);
  await fund(server.deps.db, member, 1_000_00);
});
afterAll(() => server.close());

/** Fields only a call that moves money (or bets, or claims) carries. */
const MONEY_FIELDS = ['amount', 'idempotencyKey', 'roundId', 'stake', 'bets', 'transactionId'];

function fieldsOf(endpoint: Endpoint): string[] {
  const props = (endpoint.request as { properties?: Record<string, unknown> }).properties;
  return props ? Object.keys(props) : [];
}

const withBody = contract.filter((e) => e.method === 'POST' || e.method === 'PUT');
const moneyCalls = withBody.filter((e) => fieldsOf(e).some((f) => MONEY_FIELDS.includes(f)));

/** A concrete URL for a path with parameters (`:id` -> 1). */
const urlOf = (path: string) => path.replace(/:(\w+)/g, '1');

describe('money calls take JSON bodies only', () => {
  it('the money calls are found in the contract (transfers, withdrawals, deposits, bets, claims)', () => {
    const ids = moneyCalls.map((e) => e.id);
    // A rename that hides a money call from this test fails here rather than passing silently.
    expect(moneyCalls.length).toBeGreaterThanOrEqual(12);
    for (const path of [
      '/wps/relay/GCS_walletTransfer',
      '/wps/v2/withdrawals',
      '/wps/v2/deposits',
      '/wps/v2/transfers/upline',
      '/house/api/slot/spin',
      '/house/api/lottery/bet',
      '/wps/seamless/v1/debit',
    ])
      expect(
        moneyCalls.some((e) => e.path === path),
        `${path} among ${ids.join(', ')}`,
      ).toBe(true);
    expect(moneyCalls.some((e) => e.form)).toBe(false);
  });

  it('a form-encoded body on any money call answers 415 with a clear error; nothing moves', async () => {
    const before = await transactionCount(server.deps.db, member.merchantId);
    const form = new URLSearchParams({ amount: '5', idempotencyKey: clientKey() }).toString();
    for (const endpoint of moneyCalls) {
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await server.call({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          token: member.token,
          payload: form,
          headers: { 'content-type': type },
        });
        const label = `${endpoint.method} ${endpoint.path} as ${type}`;
        expect(res.statusCode, label).toBe(415);
        const body = server.json(res);
        expect(body.code, label).toBe('UNSUPPORTED_MEDIA_TYPE');
        expect(body.message, label).toMatch(/application\/json/);
      }
    }
    expect(await transactionCount(server.deps.db, member.merchantId)).toBe(before);
    expect(await balance(server.deps.db, member)).toBe(1_000_00);
  });

  it('every other body-carrying call but the declared form call refuses forms too', async () => {
    for (const endpoint of withBody) {
      if (endpoint.form) continue;
      const res = await server.call({
        method: endpoint.method,
        url: urlOf(endpoint.path),
        token: member.token,
        payload: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(415);
    }
  });
});
