import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund, transactionCount } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Wallets {
  isSingle: boolean;
  main: number;
  hold: number;
  total: number;
  wallets: { code: string; name: string; gameTypes: string[]; balance: number }[];
}

async function wallets(m: TestMember): Promise<Wallets> {
  const res = await server.call({ method: 'GET', url: '/wps/v2/wallets', token: m.token });
  expect(res.statusCode).toBe(200);
  return server.json<Wallets>(res).value;
}

function transfer(m: TestMember, body: Record<string, unknown>) {
  return server.call({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    token: m.token,
    payload: { idempotencyKey: clientKey(), ...body },
  });
}

async function firstVendor(m: TestMember): Promise<string> {
  const w = await wallets(m);
  const code = w.wallets[0]?.code;
  if (!code) throw new Error('no vendor wallets');
  return code;
}

describe('wallets and transfers (transferFund)', () => {
  it('R7.47 R3.26 GCS_merchantWallet answers isSingle; the wallet list has main and vendor wallets of the catalogue', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await server.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', token: m.token });
    expect(server.json(res).value).toEqual({ isSingle: false, currency: 'USD' });
    const w = await wallets(m);
    expect(w.main).toBe(0);
    expect(w.wallets.length).toBeGreaterThan(5);
    // House games play from main: the platform's own vendor has no wallet of its own.
    expect(w.wallets.map((x) => x.code)).not.toContain('TSR');
    expect(new Set(w.wallets.map((x) => x.code)).size).toBe(w.wallets.length);
  });

  it('R7.23 moves an amount to a vendor wallet and back as ledger transactions', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 100_00);
    const vendor = await firstVendor(m);
    const res = await transfer(m, { mode: 'amount', from: 'main', to: vendor, amount: '25.50' });
    expect(res.statusCode).toBe(200);
    const v = server.json<{ amount: number; balances: { code: string; balance: number }[] }>(res).value;
    expect(v.amount).toBe(25_50);
    expect(v.balances).toEqual(
      expect.arrayContaining([
        { code: 'main', balance: 74_50 },
        { code: vendor, balance: 25_50 },
      ]),
    );
    const back = await transfer(m, { mode: 'all', from: vendor, to: 'main' });
    expect(server.json<{ amount: number }>(back).value.amount).toBe(25_50);
    expect(await balance(server.deps.db, m)).toBe(100_00);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('R7.23 all in moves the whole main balance; recall brings every vendor wallet home in one transaction', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 60_00);
    const w = await wallets(m);
    const [a, b] = w.wallets.map((x) => x.code);
    await transfer(m, { mode: 'amount', from: 'main', to: a, amount: '10' });
    await transfer(m, { mode: 'all', from: 'main', to: b });
    expect((await wallets(m)).main).toBe(0);
    const before = await transactionCount(server.deps.db, m.merchantId);
    const recall = await transfer(m, { mode: 'recall' });
    expect(server.json<{ amount: number }>(recall).value.amount).toBe(60_00);
    expect(await transactionCount(server.deps.db, m.merchantId)).toBe(before + 1);
    const after = await wallets(m);
    expect(after.main).toBe(60_00);
    expect(after.wallets.every((x) => x.balance === 0)).toBe(true);
  });

  it('a double-clicked submit (same idempotency key) moves money once', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 50_00);
    const vendor = await firstVendor(m);
    const body = { mode: 'amount', from: 'main', to: vendor, amount: '20', idempotencyKey: clientKey() };
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        server.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', token: m.token, payload: body }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const ids = new Set(results.map((r) => server.json<{ transactionId: number }>(r).value.transactionId));
    expect(ids.size).toBe(1);
    expect(await balance(server.deps.db, m)).toBe(30_00);
    // A later repeat says it is a replay and still moves nothing.
    const again = await server.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      payload: body,
    });
    expect(server.json<{ replayed: boolean }>(again).value.replayed).toBe(true);
    expect(await balance(server.deps.db, m)).toBe(30_00);
    // The same key for another request is refused.
    const other = await server.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      payload: { ...body, amount: '1' },
    });
    expect(server.json(other).code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('a repeat sent while the first is still posting answers the first, also for "all" and "recall"', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 40_00);
    const [a, b] = (await wallets(m)).wallets.map((x) => x.code);
    await fund(server.deps.db, m, 30_00, `vendor:${a}`);
    await fund(server.deps.db, m, 20_00, `vendor:${b}`);
    // "all" and "recall" would move nothing (or something else) the second time: the repeat
    // must be recognised by its key under the wallets' locks, not by what it would move.
    for (const body of [{ mode: 'all', from: a, to: 'main' }, { mode: 'recall' }]) {
      const payload = { ...body, idempotencyKey: clientKey() };
      const send = () =>
        server.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', token: m.token, payload });
      const answers = (await Promise.all([send(), send(), send()])).map((r) =>
        server.json<{ transactionId: number; amount: number; replayed: boolean }>(r),
      );
      for (const answer of answers) expect(answer.code).toBe('OK');
      expect(new Set(answers.map((x) => x.value.transactionId)).size).toBe(1);
      expect(answers.filter((x) => !x.value.replayed)).toHaveLength(1);
      for (const answer of answers) expect(answer.value.amount).toBe(body.mode === 'all' ? 30_00 : 20_00);
    }
    const after = await wallets(m);
    expect(after.main).toBe(40_00 + 30_00 + 20_00);
  });

  it('refuses bad amounts with the field named and moves nothing', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 10_00);
    const vendor = await firstVendor(m);
    const before = await transactionCount(server.deps.db, m.merchantId);
    for (const amount of ['0', '-5', 'NaN', 'abc', '1.005', '10.01', '', '1e3', '99999999999999']) {
      const res = await transfer(m, { mode: 'amount', from: 'main', to: vendor, amount });
      const env = server.json(res);
      expect(env.success, amount).toBe(false);
      expect(env.errors?.[0]?.field, amount).toBe('amount');
    }
    // An amount sent as a number is refused by the contract.
    const numeric = await transfer(m, { mode: 'amount', from: 'main', to: vendor, amount: 5 });
    expect(server.json(numeric).errors?.[0]?.field).toBe('amount');
    expect(await transactionCount(server.deps.db, m.merchantId)).toBe(before);
    expect(await balance(server.deps.db, m)).toBe(10_00);
  });

  it('refuses wallets that are not the member’s own: unknown codes, another merchant’s vendor, vendor to vendor', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 10_00);
    const [a, b] = (await wallets(m)).wallets.map((x) => x.code);
    for (const [body, field] of [
      [{ mode: 'amount', from: 'main', to: 'NOPE', amount: '1' }, 'to'],
      [{ mode: 'amount', from: 'TSR', to: 'main', amount: '1' }, 'from'],
      [{ mode: 'amount', from: 'main', to: 'main', amount: '1' }, 'to'],
      [{ mode: 'amount', from: a, to: b, amount: '1' }, 'to'],
      [{ mode: 'amount', from: 'main', to: 'member:1:main', amount: '1' }, 'to'],
    ] as const) {
      const res = await transfer(m, body);
      expect(server.json(res).errors?.[0]?.field).toBe(field);
    }
    // There is no field through which another member could be named.
    const res = await transfer(m, { mode: 'amount', from: 'main', to: a, amount: '1', memberId: 1 });
    expect(server.json(res).errors?.[0]?.field).toBe('memberId');
    expect(await balance(server.deps.db, m)).toBe(10_00);
  });

  it('refuses more than the balance, an empty wallet, and a token of another merchant', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 5_00);
    const vendor = await firstVendor(m);
    const over = await transfer(m, { mode: 'amount', from: 'main', to: vendor, amount: '5.01' });
    expect(server.json(over).code).toBe('INSUFFICIENT_FUNDS');
    const empty = await transfer(m, { mode: 'all', from: vendor, to: 'main' });
    expect(server.json(empty).code).toBe('INSUFFICIENT_FUNDS');
    await server.deps.db.query(
      `INSERT INTO merchants (code, name, currency, payload_key) VALUES ('othermerchant', 'Other', 'USD', 'x') ON CONFLICT DO NOTHING`,
    );
    await server.deps.db.query(
      `INSERT INTO domains (host, merchant_id) SELECT 'othermerchant.localhost', id FROM merchants WHERE code = 'othermerchant' ON CONFLICT DO NOTHING`,
    );
    server.deps.merchants.invalidate();
    const elsewhere = await server.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      merchant: 'othermerchant',
      payload: { mode: 'amount', from: 'main', to: vendor, amount: '1', idempotencyKey: clientKey() },
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(await balance(server.deps.db, m)).toBe(5_00);
  });

  it('refuses trial accounts and callers without a token', async () => {
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    const res = await transfer(trial, { mode: 'recall' });
    expect(server.json(res).code).toBe('TRIAL_ACCOUNT');
    const anon = await server.call({ method: 'GET', url: '/wps/v2/wallets' });
    expect(anon.statusCode).toBe(401);
  });
});
