import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund } from '../../support/money';
import { setProtectionClock } from '../../support/protection-clock';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setProtectionClock(server.deps.db, 0));

interface Limit {
  kind: string;
  period: string;
  amount: number | null;
  used: number;
  resetsAt: string | null;
  pending: { amount: number | null; confirmableFrom: string } | null;
}

const limitOf = (list: Limit[], kind: string, period: string) =>
  list.find((l) => l.kind === kind && l.period === period) as Limit;

async function setLimit(m: TestMember, kind: string, period: string, amount: string | null) {
  const res = await server.call({
    method: 'POST',
    url: '/wps/v2/protection/limits',
    token: m.token,
    payload: { kind, period, amount },
  });
  return server.json<{ limits: Limit[] }>(res);
}

async function confirm(m: TestMember, kind: string, period: string) {
  const res = await server.call({
    method: 'POST',
    url: '/wps/v2/protection/limits/confirm',
    token: m.token,
    payload: { kind, period },
  });
  return server.json<{ limits: Limit[]; confirmableFrom?: string }>(res);
}

function deposit(m: TestMember, amount: string) {
  return server.call({
    method: 'POST',
    url: '/wps/v2/deposits',
    token: m.token,
    payload: { idempotencyKey: clientKey(), channel: 'demo', amount },
  });
}

async function launchSlot(m: TestMember) {
  return server.call({
    method: 'GET',
    url: '/wps/game/launchGame?gameType=RNG&vassalage=TSR',
    token: m.token,
  });
}

async function spin(m: TestMember, stake: string) {
  const launch = server.json<{ url: string }>(await launchSlot(m));
  const ticket = new URL(launch.value.url, 'http://x').searchParams.get('ticket') as string;
  return server.call({
    method: 'POST',
    url: '/house/api/slot/spin',
    payload: { ticket, roundId: `r${Math.random().toString(36).slice(2, 12)}`, stake },
  });
}

describe('deposit limits', () => {
  it('a deposit that would pass the limit is refused naming the limit and its reset; nothing moves', async () => {
    const m = await createTestMember(server.deps.db);
    const set = await setLimit(m, 'deposit', 'day', '100');
    expect(limitOf(set.value.limits, 'deposit', 'day')).toMatchObject({ amount: 100_00, pending: null });
    expect(server.json(await deposit(m, '60')).success).toBe(true);
    const refused = await deposit(m, '50');
    expect(refused.statusCode).toBe(409);
    const body = server.json<{ kind: string; period: string; limit: number; used: number; resetsAt: string }>(
      refused,
    );
    expect(body).toMatchObject({
      code: 'PLAYER_LIMIT',
      value: { kind: 'deposit', period: 'day', limit: 100_00, used: 60_00 },
      errors: [{ field: 'amount' }],
    });
    const resets = Date.parse(body.value.resetsAt) - Date.now();
    expect(resets).toBeGreaterThan(23 * 3600_000);
    expect(resets).toBeLessThanOrEqual(24 * 3600_000);
    expect(await balance(server.deps.db, m)).toBe(60_00);
    expect(server.json(await deposit(m, '40')).success).toBe(true);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('the lowest applicable limit applies: a 7-day limit under the 24-hour one refuses first', async () => {
    const m = await createTestMember(server.deps.db);
    await setLimit(m, 'deposit', 'day', '100');
    await setLimit(m, 'deposit', 'week', '30');
    expect(server.json(await deposit(m, '20')).success).toBe(true);
    const refused = server.json(await deposit(m, '20'));
    expect(refused).toMatchObject({ code: 'PLAYER_LIMIT', value: { period: 'week', limit: 30_00 } });
  });

  it('deposits made before a limit is set count against it, and the window starts again after 24 hours', async () => {
    const m = await createTestMember(server.deps.db);
    expect(server.json(await deposit(m, '80')).success).toBe(true);
    const set = await setLimit(m, 'deposit', 'day', '100');
    expect(limitOf(set.value.limits, 'deposit', 'day').used).toBe(80_00);
    expect(server.json(await deposit(m, '30')).code).toBe('PLAYER_LIMIT');
    await setProtectionClock(server.deps.db, 24.01);
    expect(server.json(await deposit(m, '30')).success).toBe(true);
  });

  it('a rejected bank deposit gives back what it took of the limit', async () => {
    const m = await createTestMember(server.deps.db);
    await setLimit(m, 'deposit', 'day', '100');
    const pending = server.json<{ reference: string }>(
      await server.call({
        method: 'POST',
        url: '/wps/v2/deposits',
        token: m.token,
        payload: { idempotencyKey: clientKey(), channel: 'bank', amount: '100', payerName: 'Ann Lee' },
      }),
    ).value;
    expect(server.json(await deposit(m, '10')).code).toBe('PLAYER_LIMIT');
    const merchant = await server.deps.merchants.forCode('aurora');
    const { decideDeposit } = await import('../../../server/services/cashier/decide-deposit');
    await decideDeposit(server.deps.db, merchant!, pending.reference, { decision: 'reject', by: 'ops:test' });
    expect(server.json(await deposit(m, '10')).success).toBe(true);
  });

  it('50 deposits at once never pass the limit together', async () => {
    const m = await createTestMember(server.deps.db);
    await setLimit(m, 'deposit', 'day', '100');
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(m, '7')));
    const codes = answers.map((a) => server.json(a).code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(14);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'PLAYER_LIMIT')).toBe(true);
    expect(await balance(server.deps.db, m)).toBe(98_00);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });
});

describe('cooling-off', () => {
  it('a decrease holds at once; a raise waits 24 hours on the server and then needs confirming', async () => {
    const m = await createTestMember(server.deps.db);
    await setLimit(m, 'deposit', 'day', '100');
    expect(limitOf((await setLimit(m, 'deposit', 'day', '50')).value.limits, 'deposit', 'day').amount).toBe(
      50_00,
    );
    const raised = limitOf((await setLimit(m, 'deposit', 'day', '500')).value.limits, 'deposit', 'day');
    expect(raised.amount).toBe(50_00);
    expect(raised.pending?.amount).toBe(500_00);
    expect(Date.parse(raised.pending!.confirmableFrom) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    // The lower limit holds while the raise waits.
    expect(server.json(await deposit(m, '60')).code).toBe('PLAYER_LIMIT');
    const early = await confirm(m, 'deposit', 'day');
    expect(early).toMatchObject({
      success: false,
      code: 'CONFLICT',
      value: { confirmableFrom: raised.pending!.confirmableFrom },
    });
    await setProtectionClock(server.deps.db, 23.5);
    expect((await confirm(m, 'deposit', 'day')).code).toBe('CONFLICT');
    await setProtectionClock(server.deps.db, 24.01);
    // Nothing changes by itself after the wait: the member confirms again.
    expect(server.json(await deposit(m, '60')).code).toBe('PLAYER_LIMIT');
    const done = await confirm(m, 'deposit', 'day');
    expect(limitOf(done.value.limits, 'deposit', 'day')).toMatchObject({ amount: 500_00, pending: null });
    expect(server.json(await deposit(m, '60')).success).toBe(true);
  });

  it('a removal waits like a raise; asking for a lower limit meanwhile drops it', async () => {
    const m = await createTestMember(server.deps.db);
    await setLimit(m, 'loss', 'week', '100');
    const removal = limitOf((await setLimit(m, 'loss', 'week', null)).value.limits, 'loss', 'week');
    expect(removal).toMatchObject({ amount: 100_00, pending: { amount: null } });
    const lower = limitOf((await setLimit(m, 'loss', 'week', '80')).value.limits, 'loss', 'week');
    expect(lower).toMatchObject({ amount: 80_00, pending: null });
    await setLimit(m, 'loss', 'week', null);
    await setProtectionClock(server.deps.db, 24.01);
    expect(limitOf((await confirm(m, 'loss', 'week')).value.limits, 'loss', 'week')).toMatchObject({
      amount: null,
      pending: null,
    });
  });

  it('bad input names the field and changes nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const bad = await setLimit(m, 'deposit', 'day', '-5');
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION', errors: [{ field: 'amount' }] });
    const unknown = await setLimit(m, 'bonus', 'day', '5');
    expect(unknown.success).toBe(false);
    const [row] = await server.deps.db.query(
      'SELECT count(*)::int AS n FROM protection_limits WHERE member_id = $1',
      [m.memberId],
    );
    expect(row).toEqual({ n: 0 });
  });
});

describe('wager and loss limits', () => {
  it('a stake that would pass the wager limit is refused; a used-up limit refuses game launches', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 500_00);
    await setLimit(m, 'wager', 'day', '10');
    expect(server.json(await spin(m, '6')).success).toBe(true);
    const refused = server.json(await spin(m, '6'));
    expect(refused).toMatchObject({
      code: 'PLAYER_LIMIT',
      value: { kind: 'wager', period: 'day', limit: 10_00 },
    });
    expect(server.json(await spin(m, '4')).success).toBe(true);
    const launch = server.json(await launchSlot(m));
    expect(launch).toMatchObject({ success: false, code: 'PLAYER_LIMIT', value: { kind: 'wager' } });
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('the loss limit counts stakes less winnings', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 500_00);
    await setLimit(m, 'loss', 'day', '20');
    let lost = 0;
    for (let i = 0; i < 40 && lost < 20_00; i++) {
      const r = server.json<{ stake: number; payout: number }>(await spin(m, '1'));
      if (!r.success) {
        expect(r.code).toBe('PLAYER_LIMIT');
        break;
      }
      lost += r.value.stake - r.value.payout;
    }
    const limits = server.json<{ limits: Limit[] }>(
      await server.call({ method: 'GET', url: '/wps/v2/protection/limits', token: m.token }),
    ).value.limits;
    expect(limitOf(limits, 'loss', 'day').used).toBe(lost);
    expect(lost).toBeLessThanOrEqual(20_00);
  });

  it('a transfer into a game wallet above what the limits leave is refused; back to main is free', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 500_00);
    const wallets = server.json<{ wallets: { code: string }[] }>(
      await server.call({ method: 'GET', url: '/wps/v2/wallets', token: m.token }),
    ).value.wallets;
    const vendor = wallets[0]!.code;
    await setLimit(m, 'loss', 'month', '50');
    const transfer = (body: Record<string, unknown>) =>
      server.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        token: m.token,
        payload: { idempotencyKey: clientKey(), ...body },
      });
    const refused = server.json(await transfer({ mode: 'amount', from: 'main', to: vendor, amount: '60' }));
    expect(refused).toMatchObject({ code: 'PLAYER_LIMIT', value: { kind: 'loss', period: 'month' } });
    expect(server.json(await transfer({ mode: 'all', from: 'main', to: vendor })).code).toBe('PLAYER_LIMIT');
    expect(
      server.json(await transfer({ mode: 'amount', from: 'main', to: vendor, amount: '50' })).success,
    ).toBe(true);
    expect(server.json(await transfer({ mode: 'all', from: vendor, to: 'main' })).success).toBe(true);
    expect(await balance(server.deps.db, m)).toBe(500_00);
  });
});

describe('per merchant, and on the record', () => {
  it('a merchant can switch the tool off; limits already set keep holding', async () => {
    const m = await createTestMember(server.deps.db);
    await setLimit(m, 'deposit', 'day', '10');
    const restore = await patchMerchantSettings(server, 'aurora', { protection: { limits: false } });
    try {
      const off = await setLimit(m, 'deposit', 'day', '5');
      expect(off).toMatchObject({ success: false, code: 'DISABLED' });
      const read = server.json<{ tools: { limits: boolean } }>(
        await server.call({ method: 'GET', url: '/wps/v2/protection/limits', token: m.token }),
      );
      expect(read.value.tools.limits).toBe(false);
      expect(server.json(await deposit(m, '20')).code).toBe('PLAYER_LIMIT');
    } finally {
      await restore();
    }
  });

  it('every change is in the audit log, which no statement can edit or delete', async () => {
    const m = await createTestMember(server.deps.db);
    await setLimit(m, 'deposit', 'day', '100');
    await setLimit(m, 'deposit', 'day', '200');
    const rows = await server.deps.db.query<{ action: string; actor: string }>(
      'SELECT action, actor FROM protection_audit WHERE member_id = $1 ORDER BY id',
      [m.memberId],
    );
    expect(rows).toEqual([
      { action: 'limit.set', actor: 'member' },
      { action: 'limit.request-raise', actor: 'member' },
    ]);
    await expect(
      server.deps.db.query(`UPDATE protection_audit SET action = 'x' WHERE member_id = $1`, [m.memberId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.deps.db.query('DELETE FROM protection_audit WHERE member_id = $1', [m.memberId]),
    ).rejects.toThrow(/append-only/);
  });
});
