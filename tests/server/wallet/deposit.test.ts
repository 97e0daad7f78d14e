import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSecret, signPayload } from '../../../server/services/cashier/channel-secret';
import { decideDeposit } from '../../../server/services/cashier/decide-deposit';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, transactionCount } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Deposit {
  reference: string;
  channel: string;
  kind: string;
  amount: number;
  status: string;
  receiving?: { provider: string; accountNumber: string };
}

function deposit(m: TestMember, body: Record<string, unknown>) {
  return server.call({
    method: 'POST',
    url: '/wps/v2/deposits',
    token: m.token,
    payload: { idempotencyKey: clientKey(), ...body },
  });
}

async function merchant() {
  const m = await server.deps.merchants.forCode('aurora');
  if (!m) throw new Error('no aurora');
  return m;
}

async function callback(channel: string, payload: Record<string, unknown>, secretOverride?: string) {
  const text = JSON.stringify(payload);
  const secret = secretOverride ?? (await channelSecret(server.deps.db, (await merchant()).id, channel));
  return server.call({
    method: 'POST',
    url: '/wps/v2/deposits/callback',
    payload: { channel, payload: text, signature: signPayload(secret, text) },
  });
}

describe('deposits (depositv2)', () => {
  it('lists the merchant’s channels with their limits', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await server.call({ method: 'GET', url: '/wps/v2/deposits/channels', token: m.token });
    const channels = server.json<{
      channels: { code: string; kind: string; minAmount: number; maxAmount: number }[];
    }>(res).value.channels;
    expect(channels.map((c) => c.kind)).toEqual(['bank', 'ewallet', 'instant']);
    for (const c of channels) expect(c.maxAmount).toBeGreaterThan(c.minAmount);
  });

  it('the demo instant channel credits at once through its signed callback', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await deposit(m, { channel: 'demo', amount: '150.25' });
    const d = server.json<Deposit>(res).value;
    expect(d).toMatchObject({ channel: 'demo', kind: 'instant', amount: 150_25, status: 'approved' });
    expect(d.reference).toMatch(/^DP[A-Z0-9]{10}$/);
    expect(await balance(server.deps.db, m)).toBe(150_25);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('a bank deposit stays pending, shows where to pay, and is credited exactly once by a repeated callback', async () => {
    const m = await createTestMember(server.deps.db);
    const d = server.json<Deposit>(
      await deposit(m, { channel: 'bank', amount: '200', payerName: 'Ann Lee' }),
    ).value;
    expect(d.status).toBe('pending');
    expect(d.receiving?.accountNumber).toBeTruthy();
    expect(await balance(server.deps.db, m)).toBe(0);
    const payload = { reference: d.reference, amount: 200_00, status: 'paid', providerReference: 'BANK-1' };
    const answers = await Promise.all([
      callback('bank', payload),
      callback('bank', payload),
      callback('bank', payload),
    ]);
    // One report credits; its repeats, at once or later, are answered with its first answer.
    const bodies = answers.map((a) => server.json<{ credited: boolean; status: string }>(a));
    expect(bodies.map((b) => b.value)).toEqual(
      Array(3).fill({ reference: d.reference, status: 'approved', credited: true }),
    );
    expect(bodies.filter((b) => !b.replayed)).toHaveLength(1);
    const later = server.json<{ credited: boolean; status: string }>(await callback('bank', payload));
    expect(later).toMatchObject({ replayed: true, value: { credited: true, status: 'approved' } });
    expect(await balance(server.deps.db, m)).toBe(200_00);
    const list = await server.call({
      method: 'GET',
      url: '/wps/v2/deposits?page=1&pageSize=10',
      token: m.token,
    });
    expect(server.json<{ items: Deposit[]; total: number }>(list).value).toMatchObject({
      total: 1,
      items: [{ reference: d.reference, status: 'approved' }],
    });
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('refuses a forged or stale signature and credits nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const d = server.json<Deposit>(
      await deposit(m, { channel: 'ewallet', amount: '50', payerName: 'Ann' }),
    ).value;
    const payload = { reference: d.reference, amount: 50_00, status: 'paid' };
    const forged = await callback('ewallet', payload, 'f'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(server.json(forged).errors?.[0]?.field).toBe('signature');
    // Signed for another channel: not valid for this one.
    const text = JSON.stringify(payload);
    const bankSecret = await channelSecret(server.deps.db, m.merchantId, 'bank');
    const crossed = await server.call({
      method: 'POST',
      url: '/wps/v2/deposits/callback',
      payload: { channel: 'ewallet', payload: text, signature: signPayload(bankSecret, text) },
    });
    expect(crossed.statusCode).toBe(401);
    // A tampered amount under a valid signature of the original text.
    const secret = await channelSecret(server.deps.db, m.merchantId, 'ewallet');
    const tampered = await server.call({
      method: 'POST',
      url: '/wps/v2/deposits/callback',
      payload: {
        channel: 'ewallet',
        payload: JSON.stringify({ ...payload, amount: 5000_00 }),
        signature: signPayload(secret, text),
      },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await balance(server.deps.db, m)).toBe(0);
  });

  it('a failed callback or an operator rejects; an approved deposit cannot be rejected later', async () => {
    const m = await createTestMember(server.deps.db);
    const d1 = server.json<Deposit>(
      await deposit(m, { channel: 'bank', amount: '30', payerName: 'Ann' }),
    ).value;
    const failed = await callback('bank', { reference: d1.reference, amount: 30_00, status: 'failed' });
    expect(server.json<{ status: string }>(failed).value.status).toBe('rejected');
    const d2 = server.json<Deposit>(
      await deposit(m, { channel: 'bank', amount: '40', payerName: 'Ann' }),
    ).value;
    const mer = await merchant();
    const approved = await decideDeposit(server.deps.db, mer, d2.reference, {
      decision: 'approve',
      by: 'ops:test',
    });
    expect(approved.changed).toBe(true);
    const again = await decideDeposit(server.deps.db, mer, d2.reference, {
      decision: 'approve',
      by: 'ops:test',
    });
    expect(again.changed).toBe(false);
    await expect(
      decideDeposit(server.deps.db, mer, d2.reference, { decision: 'reject', by: 'ops:test' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // A paid callback for a rejected deposit does not credit it: it is refused, naming the first report.
    const late = server.json(
      await callback('bank', { reference: d1.reference, amount: 30_00, status: 'paid' }),
    );
    expect(late.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(late.message).toContain('status "failed"');
    expect(late.errors?.[0]?.field).toBe('payload.reference');
    expect(await balance(server.deps.db, m)).toBe(40_00);
  });

  it('refuses a callback whose paid amount differs from the request', async () => {
    const m = await createTestMember(server.deps.db);
    const d = server.json<Deposit>(
      await deposit(m, { channel: 'bank', amount: '75', payerName: 'Ann' }),
    ).value;
    const res = await callback('bank', { reference: d.reference, amount: 7500_00, status: 'paid' });
    expect(server.json(res).code).toBe('CONFLICT');
    expect(await balance(server.deps.db, m)).toBe(0);
  });

  it('refuses amounts outside the channel limits and bad amounts, writing nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const before = await transactionCount(server.deps.db, m.merchantId);
    const cases: [string, string, string][] = [
      ['bank', '9.99', 'LIMIT'],
      ['bank', '50000.01', 'LIMIT'],
      ['demo', '0', 'VALIDATION'],
      ['demo', '-10', 'VALIDATION'],
      ['demo', 'NaN', 'VALIDATION'],
      ['demo', '1.001', 'VALIDATION'],
    ];
    for (const [channel, amount, code] of cases) {
      const res = await deposit(m, { channel, amount, payerName: 'Ann' });
      const env = server.json(res);
      expect(env.code, amount).toBe(code);
      expect(env.errors?.[0]?.field, amount).toBe('amount');
    }
    const closed = await deposit(m, { channel: 'nope', amount: '10' });
    expect(server.json(closed).errors?.[0]?.field).toBe('channel');
    const noName = await deposit(m, { channel: 'bank', amount: '10' });
    expect(server.json(noName).errors?.[0]?.field).toBe('payerName');
    const [{ n }] = (await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits WHERE member_id = $1',
      [m.memberId],
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect(await transactionCount(server.deps.db, m.merchantId)).toBe(before);
  });

  it('a double-clicked deposit submit records one request', async () => {
    const m = await createTestMember(server.deps.db);
    const body = { channel: 'demo', amount: '10', idempotencyKey: clientKey() };
    const res = await Promise.all(
      [1, 2, 3].map(() =>
        server.call({ method: 'POST', url: '/wps/v2/deposits', token: m.token, payload: body }),
      ),
    );
    const refs = new Set(res.map((r) => server.json<Deposit>(r).value.reference));
    expect(refs.size).toBe(1);
    expect(await balance(server.deps.db, m)).toBe(10_00);
    const other = await server.call({
      method: 'POST',
      url: '/wps/v2/deposits',
      token: m.token,
      payload: { ...body, amount: '11' },
    });
    expect(server.json(other).code).toBe('IDEMPOTENCY_MISMATCH');
  });
});
