import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, fund, transactionCount } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Money calls read amounts by the one rule of schemas/api/wallet-rules.ts and take JSON
 * bodies only. Before, "100,50" moved 10,050.00, "1 0 0" moved 100.00, and a
 * form-encoded body (which any page can send without a preflight) was accepted.
 */
let server: TestServer;
let member: TestMember;
let vendor: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await createTestMember(server.deps.db);
  await fund(server.deps.db, member, 20_000_00);
  const wallets = await server.call({ method: 'GET', url: '/wps/v2/wallets', token: member.token });
  vendor = server.json<{ wallets: { code: string }[] }>(wallets).value.wallets[0]?.code ?? '';
});
afterAll(() => server.close());

const calls = (amount: string) => [
  { url: '/wps/relay/GCS_walletTransfer', body: { mode: 'amount', from: 'main', to: '', amount } },
  { url: '/wps/v2/withdrawals', body: { payoutAccountId: 1, amount, paymentPassword: '135790' } },
  { url: '/wps/v2/deposits', body: { channel: 'demo', amount } },
  { url: '/wps/v2/transfers/upline', body: { amount, paymentPassword: '135790' } },
];

describe('amounts on money calls', () => {
  for (const amount of ['100,50', '1 0 0', '1,000', '12.5 ', '+5', '.5', '1e2'])
    it(`"${amount}" is refused on every money call, naming the field, and nothing moves`, async () => {
      const before = await transactionCount(server.deps.db, member.merchantId);
      for (const call of calls(amount)) {
        const body = { ...call.body, idempotencyKey: clientKey() };
        if ('to' in body) body.to = vendor;
        const res = await server.call({ method: 'POST', url: call.url, token: member.token, payload: body });
        expect(res.statusCode, call.url).toBe(400);
        expect(server.json(res), call.url).toMatchObject({
          code: 'VALIDATION',
          errors: [{ field: 'amount', message: expect.stringMatching(/plain decimal/) }],
        });
      }
      expect(await transactionCount(server.deps.db, member.merchantId)).toBe(before);
      expect(await balance(server.deps.db, member)).toBe(20_000_00);
    });

  it('a plain decimal still moves exactly what it says', async () => {
    const res = await server.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: member.token,
      payload: { mode: 'amount', from: 'main', to: vendor, amount: '100.5', idempotencyKey: clientKey() },
    });
    expect(server.json<{ amount: number }>(res).value.amount).toBe(100_50);
    expect(await balance(server.deps.db, member)).toBe(20_000_00 - 100_50);
  });
});

describe('bodies of contract calls', () => {
  it('a form-encoded or text body is refused with 415 before anything runs; nothing moves', async () => {
    const before = await transactionCount(server.deps.db, member.merchantId);
    const form = new URLSearchParams({
      mode: 'amount',
      from: 'main',
      to: vendor,
      amount: '5',
      idempotencyKey: clientKey(),
    }).toString();
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await server.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        token: member.token,
        payload: form,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBe(415);
      expect(server.json(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await transactionCount(server.deps.db, member.merchantId)).toBe(before);
  });

  it('JSON with a charset still passes, and the one form call (password e-mail) still takes a form', async () => {
    const res = await server.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: member.token,
      payload: JSON.stringify({
        mode: 'amount',
        from: 'main',
        to: vendor,
        amount: '1',
        idempotencyKey: clientKey(),
      }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await server.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=nobody&email=nobody%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(mail.statusCode).not.toBe(415);
  });
});
