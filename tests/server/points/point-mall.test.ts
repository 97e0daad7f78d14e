import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { postPoints } from '../../../server/services/points/point-ledger';
import { api, setSetting } from '../../support/accounts';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import {
  balance,
  clientKey,
  expectLedgerSound,
  fund,
  givePaymentPassword,
  transactionCount,
} from '../../support/money';
import { sessionFor } from '../../support/rewards';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let aurora: number;
beforeAll(async () => {
  server = await startTestServer();
  aurora = await merchantId(server.deps.db);
});
afterAll(() => server.close());

interface Reward {
  id: number;
  name: string;
  type: string;
  points: number;
  amount: number;
  stock?: number;
  maxQuantity: number;
  needs: string;
}
interface Redemption {
  id: number;
  reference: string;
  rewardId: number;
  name: string;
  type: string;
  quantity: number;
  requiredPoints: number;
  points: number;
  amount: number;
  status: string;
  address?: string;
  mobile?: string;
  reason?: string;
  createdAt: string;
}
interface Entry {
  id: number;
  kind: string;
  points: number;
  balanceAfter: number;
  reference: string;
  detail?: string;
}
interface RedeemAnswer {
  redemption: Redemption;
  points: number;
  balance: number;
  replayed: boolean;
}

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

const get = <T>(url: string, m?: TestMember, body?: Record<string, unknown>, merchant?: string) =>
  api<T>(server, {
    method: 'GET',
    url,
    ...(m ? { token: m.token } : {}),
    ...(body ? { body } : {}),
    ...(merchant ? { merchant } : {}),
  });
const points = async (m: TestMember) =>
  (await get<{ points: number }>('/wps/relay/MCS2_getPointBalance', m)).value.points;
const catalogue = async (merchant = 'aurora') =>
  (await get<{ rewards: Reward[] }>('/wps/relay/MCS2_getPointReward', undefined, undefined, merchant)).value
    .rewards;
const history = async (m: TestMember, query: Record<string, unknown> = {}) =>
  (
    await get<{ total: number; items: Redemption[] }>(
      '/wps/relay/MCS2_getRedeemPointList',
      m,
      query,
      m.username === 'demo' ? undefined : undefined,
    )
  ).value;
const details = async (m: TestMember) =>
  (await get<{ total: number; items: Entry[] }>('/wps/relay/ODSFE2_MemTransDet', m)).value;
const redeem = (m: TestMember, body: Record<string, unknown>) =>
  api<RedeemAnswer>(server, {
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    token: m.token,
    body: { quantity: 1, paymentPassword: '246810', idempotencyKey: clientKey(), ...body },
  });
const convert = (m: TestMember, body: Record<string, unknown>) =>
  api<{
    transactionId: number;
    points: number;
    amount: number;
    pointBalance: number;
    balance: number;
    replayed: boolean;
  }>(server, {
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_convertPoint',
    token: m.token,
    body: { paymentPassword: '246810', idempotencyKey: clientKey(), ...body },
  });

/** A member with points and a payment password. */
async function member(held = 0): Promise<TestMember> {
  const m = await createTestMember(server.deps.db);
  await givePaymentPassword(server.deps.db, m);
  if (held > 0)
    await server.deps.db.tx((q) =>
      postPoints(q, {
        merchantId: m.merchantId,
        memberId: m.memberId,
        kind: 'adjust',
        points: held,
        sourceKey: `test:${m.memberId}`,
        reference: 'TEST',
      }),
    );
  return m;
}

/** A fresh catalogue item of a merchant. */
async function item(
  opts: {
    type?: string;
    points?: number;
    amount?: number;
    stock?: number | null;
    max?: number;
    merchant?: number;
  } = {},
): Promise<number> {
  const [row] = await server.deps.db.query<{ id: string }>(
    `INSERT INTO point_rewards (merchant_id, code, type, name, points, amount, stock, max_quantity, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 100) RETURNING id`,
    [
      opts.merchant ?? aurora,
      `test-${clientKey()}`,
      opts.type ?? 'cash',
      JSON.stringify({ EN: 'Test item' }),
      opts.points ?? 100,
      opts.amount ?? (opts.type && opts.type !== 'cash' ? 0 : 2_00),
      opts.stock === undefined ? null : opts.stock,
      opts.max ?? 10,
    ],
  );
  return Number(row?.id);
}

const stockOf = async (id: number) =>
  Number(
    (await server.deps.db.query<{ stock: number }>('SELECT stock FROM point_rewards WHERE id = $1', [id]))[0]
      ?.stock,
  );
const redemptionCount = async () =>
  Number(
    (await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM point_redemptions'))[0]?.n,
  );

describe('point mall (spec §7 Points)', () => {
  it('R7.63 R9.16 R9.19 the point config names the ratio, the conversion rate and the minimum; points never expire', async () => {
    const m = await member();
    const res = await get<Record<string, unknown>>('/wps/relay/MCS2_getPointConfig', m);
    expect(res.value).toEqual({
      stakePerPoint: 10_00,
      minorPerPoint: 1,
      minConvertPoints: 100,
      expires: false,
      currency: expect.any(String),
    });
    await setSetting(
      server,
      'points',
      { stakePerPoint: 5_00, minorPerPoint: 2, minConvertPoints: 50 },
      'jade',
    );
    const jade = await createTestMember(server.deps.db, { merchant: 'jade' });
    const j = await get<Record<string, unknown>>('/wps/relay/MCS2_getPointConfig', jade, undefined, 'jade');
    expect(j.value).toMatchObject({ stakePerPoint: 5_00, minorPerPoint: 2, minConvertPoints: 50 });
    expect((await get('/wps/relay/MCS2_getPointConfig')).status).toBe(401);
  });

  it('R1.6 R7.59 R7.64 settled real-money stakes earn points once per round (small stakes carry over); trial credit, open rounds and rollbacks earn none', async () => {
    const m = await member();
    await fund(server.deps.db, m, 500_00);
    await fund(server.deps.db, m, 100_00, 'demo');
    expect(await points(m)).toBe(0);
    await playRound(server.deps.db, m, { stake: 25_00, payout: 0 }); // 2 points, 5.00 carried
    expect(await points(m)).toBe(2);
    await playRound(server.deps.db, m, { stake: 5_00, payout: 12_00, gameName: 'Lucky Reels' }); // carry 5 + 5 -> 1
    expect(await points(m)).toBe(3);
    await playRound(server.deps.db, m, { stake: 50_00 }); // open: not settled yet
    await playRound(server.deps.db, m, { stake: 40_00, payout: 0, wallet: 'demo' });
    expect(await points(m)).toBe(3);
    const d = await details(m);
    expect(d.items.map((e) => [e.kind, e.points, e.balanceAfter])).toEqual([
      ['earn', 1, 3],
      ['earn', 2, 2],
    ]);
    expect(d.items[0]?.detail).toBe('Lucky Reels');
    expect(d.items[0]?.reference).toMatch(/^round:TSR:test-/);
    expect(d.total).toBe(2);
    // The details are the member's own, and need a session.
    expect((await details(await member())).items).toEqual([]);
    expect((await get('/wps/relay/ODSFE2_MemTransDet')).status).toBe(401);
    expect((await get('/wps/relay/MCS2_getPointBalance')).status).toBe(401);
  });

  it('R7.60 visitors and members see the merchant’s catalogue: cash, goods needing an address, top-ups needing a mobile', async () => {
    for (const merchant of ['aurora', 'jade', 'lumen']) {
      const rewards = await catalogue(merchant);
      expect(rewards.length, merchant).toBeGreaterThanOrEqual(5);
      expect(new Set(rewards.map((r) => r.type)), merchant).toEqual(new Set(['cash', 'physical', 'topup']));
      expect(rewards.find((r) => r.type === 'physical')?.needs).toBe('address');
      expect(rewards.find((r) => r.type === 'topup')?.needs).toBe('mobile');
      expect(rewards.find((r) => r.type === 'cash')?.needs).toBe('none');
      expect(
        rewards.some((r) => r.stock === 0),
        merchant,
      ).toBe(true);
    }
    const zh = await get<{ rewards: Reward[] }>('/wps/relay/MCS2_getPointReward', undefined, {
      language: 'CN',
    });
    expect(zh.value.rewards.find((r) => r.type === 'physical')?.name).toBe('无线耳机');
  });

  it('R1.6 R7.61 R3.28 redeeming a cash item takes the points, credits the main wallet once, and a retry answers the first', async () => {
    const m = await member(1_000);
    const id = await item({ points: 300, amount: 2_50, stock: 5 });
    const before = await balance(server.deps.db, m);
    const key = clientKey();
    const first = await redeem(m, { rewardId: id, quantity: 2, idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(first.value.replayed).toBe(false);
    expect(first.value.points).toBe(400);
    expect(first.value.balance).toBe(before + 5_00);
    expect(first.value.redemption).toMatchObject({
      rewardId: id,
      type: 'cash',
      quantity: 2,
      requiredPoints: 300,
      points: 600,
      amount: 5_00,
      status: 'approved',
    });
    expect(first.value.redemption.reference).toMatch(/^PR\d{6,}$/);
    const again = await redeem(m, { rewardId: id, quantity: 2, idempotencyKey: key });
    expect(again.value.replayed).toBe(true);
    expect(again.value.redemption.id).toBe(first.value.redemption.id);
    expect(await balance(server.deps.db, m)).toBe(before + 5_00);
    expect(await points(m)).toBe(400);
    expect(await stockOf(id)).toBe(3);
    const h = await history(m);
    expect(h.total).toBe(1);
    expect(h.items[0]).toMatchObject({
      reference: first.value.redemption.reference,
      status: 'approved',
      points: 600,
    });
    expect(typeof h.items[0]?.createdAt).toBe('string');
    const d = await details(m);
    expect(d.items[0]).toMatchObject({ kind: 'redeem', points: -600, balanceAfter: 400 });
    await expectLedgerSound(server.deps.db, aurora);
  });

  it('R4.30 R7.62 goods and top-ups wait in process for ops; approve keeps the points, reject refunds them and the stock, once', async () => {
    const m = await member(5_000);
    const goods = await item({ type: 'physical', points: 1_000, stock: 3 });
    const topup = await item({ type: 'topup', points: 500, amount: 10_00 });
    const noAddress = await redeem(m, { rewardId: goods });
    expect(noAddress.status).toBe(400);
    expect(noAddress.errors?.[0]?.field).toBe('address');
    const badMobile = await redeem(m, { rewardId: topup, mobile: 'call me' });
    expect(badMobile.errors?.[0]?.field).toBe('mobile');
    const cashBefore = await balance(server.deps.db, m);
    const a = await redeem(m, { rewardId: goods, address: '1 Main Street, Springfield' });
    const b = await redeem(m, { rewardId: topup, mobile: '+15550123' });
    expect(a.value.redemption).toMatchObject({ status: 'process', address: '1 Main Street, Springfield' });
    expect(b.value.redemption).toMatchObject({ status: 'process', mobile: '+15550123', amount: 10_00 });
    expect(await balance(server.deps.db, m)).toBe(cashBefore);
    expect(await points(m)).toBe(3_500);
    expect(await stockOf(goods)).toBe(2);

    const listed = await ops('points', 'redemptions', 'aurora');
    expect(listed.output).toContain(a.value.redemption.reference);
    const approved = await ops('points', 'approve', 'aurora', b.value.redemption.reference);
    expect(approved.output).toContain('approved');
    expect((await ops('points', 'reject', 'aurora', String(a.value.redemption.id))).exitCode).toBe(2); // no reason
    const rejected = await ops(
      'points',
      'reject',
      'aurora',
      String(a.value.redemption.id),
      '--reason',
      'Sold out',
    );
    expect(rejected.output).toContain('rejected');
    expect(
      (await ops('points', 'reject', 'aurora', String(a.value.redemption.id), '--reason', 'x')).output,
    ).toContain('nothing changed');
    expect((await ops('points', 'approve', 'jade', String(a.value.redemption.id))).exitCode).toBe(2);
    expect(await points(m)).toBe(4_500);
    expect(await stockOf(goods)).toBe(3);
    const h = await history(m);
    expect(h.items.map((r) => r.status).sort()).toEqual(['approved', 'rejected']);
    expect(h.items.find((r) => r.status === 'rejected')?.reason).toBe('Sold out');
    expect((await history(m, { status: 'rejected' })).total).toBe(1);
    // The history lists the member's redemptions newest first, and needs a session.
    expect(h.total).toBe(2);
    expect(h.items.map((r) => r.reference)).toEqual([
      b.value.redemption.reference,
      a.value.redemption.reference,
    ]);
    expect(h.items.find((r) => r.status === 'approved')).toMatchObject({
      rewardId: topup,
      type: 'topup',
      quantity: 1,
      requiredPoints: 500,
      points: 500,
      amount: 10_00,
      mobile: '+15550123',
    });
    expect((await history(await member())).items).toEqual([]);
    expect((await get('/wps/relay/MCS2_getRedeemPointList')).status).toBe(401);
    expect((await details(m)).items[0]).toMatchObject({ kind: 'refund', points: 1_000, balanceAfter: 4_500 });
  });

  it('R7.61 not enough points, out of stock, too many for one go: refused and nothing changes', async () => {
    const m = await member(250);
    const dear = await item({ points: 300 });
    const gone = await item({ points: 10, stock: 0 });
    const few = await item({ points: 10, stock: 2, max: 5 });
    const txs = await transactionCount(server.deps.db, aurora);
    const count = await redemptionCount();
    const poor = await redeem(m, { rewardId: dear });
    expect(poor.status).toBe(409);
    expect(poor.value).toMatchObject({ reason: 'points' });
    const out = await redeem(m, { rewardId: gone });
    expect(out.status).toBe(409);
    expect(out.value).toMatchObject({ reason: 'stock' });
    const tooMany = await redeem(m, { rewardId: few, quantity: 3 });
    expect(tooMany.value).toMatchObject({ reason: 'stock' });
    const overMax = await redeem(m, { rewardId: few, quantity: 6 });
    expect(overMax.status).toBe(400);
    expect(overMax.errors?.[0]?.field).toBe('quantity');
    expect(await points(m)).toBe(250);
    expect(await stockOf(few)).toBe(2);
    expect(await transactionCount(server.deps.db, aurora)).toBe(txs);
    expect(await redemptionCount()).toBe(count);
  });

  it('R7.61 0, negative, fractional, huge or text quantities and unknown or foreign items are refused naming the field', async () => {
    const m = await member(10_000);
    const id = await item();
    for (const quantity of [0, -1, 1.5, 100, 1e12, 'two']) {
      const res = await redeem(m, { rewardId: id, quantity });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.errors?.[0]?.field, String(quantity)).toBe('quantity');
    }
    const jadeItem = await item({ merchant: await merchantId(server.deps.db, 'jade') });
    for (const rewardId of [jadeItem, 99_999_999]) {
      const res = await redeem(m, { rewardId });
      expect(res.status).toBe(404);
      expect(res.errors?.[0]?.field).toBe('rewardId');
    }
    const noKey = await redeem(m, { rewardId: id, idempotencyKey: 'short' });
    expect(noKey.errors?.[0]?.field).toBe('idempotencyKey');
    expect(await points(m)).toBe(10_000);
    const visitor = await api(server, {
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      body: {},
    });
    expect(visitor.status).toBe(401);
  });

  it('R7.61 R9.19 a wrong payment password is refused with tries left, and locks payments after five', async () => {
    const m = await member(1_000);
    const id = await item();
    const unset = await createTestMember(server.deps.db);
    expect((await redeem(unset, { rewardId: id })).code).toBe('VERIFICATION_REQUIRED');
    for (let left = 4; left >= 1; left--) {
      const res = await redeem(m, { rewardId: id, paymentPassword: '111111' });
      expect(res.status).toBe(400);
      expect(res.code).toBe('BAD_CREDENTIALS');
      expect(res.value).toMatchObject({ triesLeft: left });
      expect(res.errors?.[0]?.field).toBe('paymentPassword');
    }
    expect((await redeem(m, { rewardId: id, paymentPassword: '111111' })).status).toBe(429);
    expect((await redeem(m, { rewardId: id })).status).toBe(429); // even the right one, while locked
    expect((await convert(m, { points: 100 })).status).toBe(429); // the same lock as withdrawals
    expect(await points(m)).toBe(1_000);
    expect((await history(m)).total).toBe(0);
  });

  it('R7.61 a double-submitted redeem moves once; concurrent redeems of the last item: one wins', async () => {
    const m = await member(1_000);
    const id = await item({ points: 100, amount: 1_00, stock: 5 });
    const before = await balance(server.deps.db, m);
    const key = clientKey();
    const twins = await Promise.all([1, 2, 3].map(() => redeem(m, { rewardId: id, idempotencyKey: key })));
    expect(twins.every((r) => r.status === 200)).toBe(true);
    expect(new Set(twins.map((r) => r.value.redemption.id)).size).toBe(1);
    expect(twins.filter((r) => !r.value.replayed)).toHaveLength(1);
    expect(await balance(server.deps.db, m)).toBe(before + 1_00);
    expect(await points(m)).toBe(900);

    const last = await item({ points: 100, stock: 1 });
    const racers = await Promise.all([member(500), member(500), member(500)]);
    const results = await Promise.all(racers.map((r) => redeem(r, { rewardId: last })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => (r.value as unknown as { reason: string }).reason === 'stock'),
    ).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await stockOf(last)).toBe(0);
    expect((await Promise.all(racers.map(points))).sort()).toEqual([400, 500, 500]);
    await expectLedgerSound(server.deps.db, aurora);
  });

  it('R7.65 converting points pays the main wallet at the rate once; below the minimum or beyond the points is refused', async () => {
    const m = await member(450);
    const before = await balance(server.deps.db, m);
    const key = clientKey();
    const res = await convert(m, { points: 300, idempotencyKey: key });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({
      points: 300,
      amount: 300,
      pointBalance: 150,
      balance: before + 300,
      replayed: false,
    });
    const again = await convert(m, { points: 300, idempotencyKey: key });
    expect(again.value).toMatchObject({
      replayed: true,
      transactionId: res.value.transactionId,
      pointBalance: 150,
    });
    expect(await balance(server.deps.db, m)).toBe(before + 300);
    const small = await convert(m, { points: 99 });
    expect(small.status).toBe(409);
    expect(small.value).toMatchObject({ reason: 'minimum' });
    const much = await convert(m, { points: 200 });
    expect(much.status).toBe(409);
    expect(much.value).toMatchObject({ reason: 'points' });
    for (const bad of [0, -5, 2.5, 'lots'])
      expect((await convert(m, { points: bad })).errors?.[0]?.field).toBe('points');
    expect((await details(m)).items[0]).toMatchObject({ kind: 'convert', points: -300, balanceAfter: 150 });
    await expectLedgerSound(server.deps.db, aurora);
  });

  it('R9.16 points held for years are still there and still spend', async () => {
    const m = await member(600);
    await server.deps.db.query(
      `UPDATE point_entries SET created_at = now() - interval '5 years' WHERE member_id = $1`,
      [m.memberId],
    );
    expect(await points(m)).toBe(600);
    expect((await redeem(m, { rewardId: await item({ points: 600 }) })).status).toBe(200);
  });

  it('R2.90 R4.30 the demo player of every whitelabel has points and a redemption in each state', async () => {
    for (const merchant of ['aurora', 'jade', 'lumen']) {
      const demo = await sessionFor(server.deps.db, merchant, 'demo');
      const p = await get<{ points: number }>('/wps/relay/MCS2_getPointBalance', demo, undefined, merchant);
      // 12,000 welcome points less the redemptions, plus what the seeded rounds earned.
      expect(p.value.points, merchant).toBeGreaterThanOrEqual(10_500);
      const h = await get<{ total: number; items: Redemption[] }>(
        '/wps/relay/MCS2_getRedeemPointList',
        demo,
        {},
        merchant,
      );
      expect(new Set(h.value.items.map((r) => r.status)), merchant).toEqual(
        new Set(['approved', 'process', 'rejected']),
      );
      expect(h.value.items.find((r) => r.type === 'topup')?.mobile).toBeTruthy();
      expect(h.value.items.find((r) => r.type === 'physical')?.address).toBeTruthy();
      const d = await get<{ total: number; items: Entry[] }>(
        '/wps/relay/ODSFE2_MemTransDet',
        demo,
        {},
        merchant,
      );
      expect(
        d.value.items.map((e) => e.kind),
        merchant,
      ).toEqual(expect.arrayContaining(['adjust', 'redeem', 'refund']));
      await expectLedgerSound(server.deps.db, await merchantId(server.deps.db, merchant));
    }
  });
});
