import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_MAX_TRIES } from '../../../schemas/api/wallet-rules';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, fund, givePaymentPassword } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The payment password under bursts (PGlite, and PostgreSQL in scripts/test-all.ts): checks
 * still in flight are no wrong tries, and one request sent again is one try.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RIGHT = '246810';
let cardSeq = 300_000_000;

async function payer(): Promise<TestMember & { accountId: number }> {
  const m = await createTestMember(server.deps.db);
  await fund(server.deps.db, m, 1000_00);
  await givePaymentPassword(server.deps.db, m, RIGHT);
  const bound = await api<{ id: number }>(server, {
    method: 'POST',
    url: '/wps/v2/payout-accounts',
    token: m.token,
    body: {
      kind: 'bank',
      provider: 'Metro Bank',
      holderName: 'Ann Lee',
      accountNumber: String(cardSeq++),
      paymentPassword: RIGHT,
    },
  });
  expect(bound.success).toBe(true);
  return { ...m, accountId: bound.value.id };
}

const withdraw = (m: TestMember & { accountId: number }, paymentPassword: string, key = clientKey()) =>
  api<{ reference: string }>(server, {
    method: 'POST',
    url: '/wps/v2/withdrawals',
    token: m.token,
    body: { payoutAccountId: m.accountId, amount: '100', paymentPassword, idempotencyKey: key },
  });

async function counter(m: TestMember): Promise<{ tries: number; failures: number } | undefined> {
  const [row] = await server.deps.db.query<{ tries: number; failures: number }>(
    'SELECT tries, failures FROM guess_counters WHERE key = $1',
    [`paypw:${m.merchantId}:${m.memberId}`],
  );
  return row;
}

const state = (m: TestMember) =>
  api<{ triesLeft: number; lockedUntil?: string }>(server, {
    method: 'GET',
    url: '/wps/member/payment-password',
    token: m.token,
  });

function codes(answers: { success: boolean; code: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = a.success ? 'OK' : a.code;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

describe('payment password under bursts', () => {
  it('R9.19 50 withdrawals at once with the right password: none is told payments are locked; those beyond the checks under way are told to try again, and no try is lost', async () => {
    const m = await payer();
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(m, RIGHT)));
    const tally = codes(answers);
    // One withdrawal is made; the others meet it (one open at a time) or come while five
    // checks are under way (BUSY, with Retry-After). None is "locked" or "wrong".
    expect(tally.OK).toBe(1);
    expect(Object.keys(tally).every((k) => ['OK', 'CONFLICT', 'BUSY'].includes(k))).toBe(true);
    for (const a of answers.filter((x) => x.code === 'BUSY')) expect(a.status).toBe(503);
    expect(await counter(m)).toMatchObject({ tries: 0, failures: 0 });
    const after = await state(m);
    expect(after.value.triesLeft).toBe(PAYMENT_PASSWORD_MAX_TRIES);
    expect(after.value.lockedUntil).toBeUndefined();
    expect(await balance(server.deps.db, m, 'hold')).toBe(100_00);
  });

  it(`R9.19 ${PAYMENT_PASSWORD_MAX_TRIES - 1} wrong and 46 right payment passwords at once: the right ones are never told payments are locked`, async () => {
    const m = await payer();
    const wrong = PAYMENT_PASSWORD_MAX_TRIES - 1;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => withdraw(m, i % 12 === 0 && i / 12 < wrong ? '000001' : RIGHT)),
    );
    expect(answers.some((a) => a.code === 'TOO_MANY_ATTEMPTS')).toBe(false);
    const bad = answers.filter((a) => a.code === 'BAD_CREDENTIALS').length;
    expect(bad).toBeLessThanOrEqual(wrong);
    expect(await counter(m)).toMatchObject({ tries: bad, failures: bad });
    expect((await state(m)).value.triesLeft).toBe(PAYMENT_PASSWORD_MAX_TRIES - bad);
  });

  it('R9.19 one withdrawal sent 50 times at once with the same key and a wrong password counts one try; its replays are answered wrong and count nothing', async () => {
    const m = await payer();
    const key = clientKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(m, '000001', key)));
    // One is checked; its twins wait for that verdict and share it, unchecked and uncounted.
    expect(codes(answers)).toEqual({ BAD_CREDENTIALS: 50 });
    expect(answers.every((a) => (a.value as unknown as { triesLeft: number }).triesLeft === 4)).toBe(true);
    expect(await counter(m)).toMatchObject({ tries: 1, failures: 1 });
    // Sent again later, together and one by one: the same answer, no try counted.
    const again = await Promise.all(Array.from({ length: 50 }, () => withdraw(m, '000001', key)));
    expect(codes(again)).toEqual({ BAD_CREDENTIALS: 50 });
    expect(again.every((a) => (a.value as unknown as { triesLeft: number }).triesLeft === 4)).toBe(true);
    expect((await withdraw(m, '000001', key)).value).toEqual({ triesLeft: 4 });
    expect(await counter(m)).toMatchObject({ tries: 1, failures: 1 });
    // Another password under the same key is another guess, and counts.
    expect((await withdraw(m, '000002', key)).value).toEqual({ triesLeft: 3 });
    // And the right one under that key still pays.
    expect((await withdraw(m, RIGHT, key)).success).toBe(true);
    expect(await counter(m)).toMatchObject({ tries: 2, failures: 2 });
  });

  it('R9.19 50 withdrawals at once with wrong passwords under their own keys lock payments after five; the right one after them is locked out', async () => {
    const m = await payer();
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(m, '000001')));
    const tally = codes(answers);
    expect(tally.BAD_CREDENTIALS).toBe(PAYMENT_PASSWORD_MAX_TRIES - 1);
    // The fifth wrong one locks; the rest were refused unchecked, as locked or as in flight.
    expect(tally.TOO_MANY_ATTEMPTS).toBeGreaterThanOrEqual(1);
    expect((tally.TOO_MANY_ATTEMPTS ?? 0) + (tally.BUSY ?? 0)).toBe(50 - (PAYMENT_PASSWORD_MAX_TRIES - 1));
    expect(await counter(m)).toMatchObject({
      tries: PAYMENT_PASSWORD_MAX_TRIES,
      failures: PAYMENT_PASSWORD_MAX_TRIES,
    });
    expect((await withdraw(m, RIGHT)).code).toBe('TOO_MANY_ATTEMPTS');
    expect((await state(m)).value.lockedUntil).toBeDefined();
  });
});
