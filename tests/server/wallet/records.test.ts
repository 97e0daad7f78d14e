import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayString, todayAt, dayNumber } from '../../../schemas/api/wallet-rules';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { clientKey, fund } from '../../support/money';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = todayAt(0);
const daysAgo = (n: number) => dayString((dayNumber(today) as number) - n);

interface Movement {
  type: string;
  category: string;
  wallet: string;
  amount: number;
  balanceAfter: number;
  reference: string;
  detail: string;
}

async function record(m: TestMember, query: Record<string, unknown> = {}) {
  return api<{
    items: Movement[];
    total: number;
    totals: { moneyIn: number; moneyOut: number; net: number };
  }>(server, {
    method: 'GET',
    url: '/wps/v2/records/transactions',
    token: m.token,
    body: { startDate: daysAgo(6), endDate: today, ...query },
  });
}

describe('records', () => {
  it('R2.68 the account record lists every movement with type, amount, balance after and reference', async () => {
    const m = await createTestMember(server.deps.db);
    const dep = await api<{ reference: string }>(server, {
      method: 'POST',
      url: '/wps/v2/deposits',
      token: m.token,
      body: { channel: 'demo', amount: '200', idempotencyKey: clientKey() },
    });
    const w = await api<{ wallets: { code: string }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/wallets',
      token: m.token,
    });
    const vendor = w.value.wallets[0]?.code as string;
    await api(server, {
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      body: { mode: 'amount', from: 'main', to: vendor, amount: '50', idempotencyKey: clientKey() },
    });
    await playRound(server.deps.db, m, { stake: 10_00, payout: 25_00, gameName: 'Jade Reels' });
    const r = await record(m);
    expect(r.value.items.map((i) => [i.type, i.wallet, i.amount, i.balanceAfter])).toEqual([
      ['win', 'main', 25_00, 165_00],
      ['bet', 'main', -10_00, 140_00],
      ['transfer.wallet', vendor, 50_00, 50_00],
      ['transfer.wallet', 'main', -50_00, 150_00],
      ['deposit', 'main', 200_00, 200_00],
    ]);
    expect(r.value.items[4]?.reference).toBe(dep.value.reference);
    expect(r.value.items[0]).toMatchObject({ category: 'game', detail: 'Jade Reels' });
    expect(r.value.items[2]?.reference).toMatch(/^TX\d+$/);
    expect(r.value.totals).toEqual({ moneyIn: 275_00, moneyOut: 60_00, net: 215_00 });
    const games = await record(m, { category: 'game' });
    expect(games.value.total).toBe(2);
    const vendorOnly = await record(m, { wallet: vendor });
    expect(vendorOnly.value.items.map((i) => i.amount)).toEqual([50_00]);
    const paged = await record(m, { page: 2, pageSize: 2 });
    expect(paged.value.items.map((i) => i.type)).toEqual(['transfer.wallet', 'transfer.wallet']);
    expect(paged.value.total).toBe(5);
    const before = await record(m, { startDate: daysAgo(20), endDate: daysAgo(10) });
    expect(before.value.total).toBe(0);
  });

  it('shows no other member’s movements', async () => {
    const a = await createTestMember(server.deps.db);
    const b = await createTestMember(server.deps.db);
    await fund(server.deps.db, a, 10_00);
    expect((await record(b)).value.total).toBe(0);
  });

  it('R9.15 refuses an inverted, too long, too old or malformed range, naming the field', async () => {
    const m = await createTestMember(server.deps.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: today, endDate: daysAgo(1) }, 'endDate'],
      [{ startDate: daysAgo(367), endDate: today }, 'endDate'],
      [{ startDate: daysAgo(400), endDate: daysAgo(390) }, 'startDate'],
      [{ startDate: '2026-02-30', endDate: today }, 'startDate'],
      [{ startDate: 'yesterday', endDate: today }, 'startDate'],
    ];
    for (const [range, field] of cases) {
      const r = await record(m, range);
      expect(r.code, JSON.stringify(range)).toBe('VALIDATION');
      expect(r.errors?.[0]?.field).toBe(field);
    }
    // Twelve months back is allowed by the query.
    expect((await record(m, { startDate: daysAgo(360), endDate: today })).success).toBe(true);
  });

  it('R2.67 the betting record lists rounds with stake, payout, profit and totals', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 100_00);
    await playRound(server.deps.db, m, { stake: 10_00, payout: 0, gameType: 'RNG' });
    await playRound(server.deps.db, m, { stake: 5_00, payout: 12_50, gameType: 'LIVE', vendor: 'EVL' });
    await playRound(server.deps.db, m, { stake: 2_00, gameType: 'RNG' });
    const res = await api<{
      items: { gameType: string; stake: number; payout: number; profit: number; status: string }[];
      totals: { rounds: number; stake: number; payout: number; profit: number };
    }>(server, {
      method: 'GET',
      url: '/wps/v2/records/bets',
      token: m.token,
      body: { startDate: daysAgo(6), endDate: today },
    });
    expect(res.value.items.map((i) => [i.gameType, i.stake, i.payout, i.profit, i.status])).toEqual([
      ['RNG', 2_00, 0, 0, 'open'],
      ['LIVE', 5_00, 12_50, 7_50, 'settled'],
      ['RNG', 10_00, 0, -10_00, 'settled'],
    ]);
    expect(res.value.totals).toEqual({ rounds: 3, stake: 17_00, payout: 12_50, profit: -2_50 });
    const live = await api<{ total: number }>(server, {
      method: 'GET',
      url: '/wps/v2/records/bets',
      token: m.token,
      body: { startDate: daysAgo(6), endDate: today, gameType: 'LIVE' },
    });
    expect(live.value.total).toBe(1);
  });

  it('R2.69 personal profit sums settled rounds by day and by game type', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 100_00);
    await playRound(server.deps.db, m, { stake: 10_00, payout: 30_00, gameType: 'RNG' });
    await playRound(server.deps.db, m, { stake: 20_00, payout: 0, gameType: 'LIVE', vendor: 'EVL' });
    const yesterday = await playRound(server.deps.db, m, { stake: 4_00, payout: 1_00, gameType: 'RNG' });
    await server.deps.db.query(
      `UPDATE game_rounds SET created_at = created_at - interval '1 day' WHERE round_id = $1`,
      [yesterday],
    );
    await playRound(server.deps.db, m, { stake: 3_00, gameType: 'RNG' });
    const res = await api<{
      byDay: { date: string; stake: number; payout: number; profit: number; rounds: number }[];
      byGameType: { gameType: string; profit: number; rounds: number }[];
      totals: { stake: number; payout: number; profit: number; rounds: number };
    }>(server, {
      method: 'GET',
      url: '/wps/v2/records/profit',
      token: m.token,
      body: { startDate: daysAgo(6), endDate: today },
    });
    expect(res.value.byDay).toEqual([
      { date: today, rounds: 2, stake: 30_00, payout: 30_00, profit: 0 },
      { date: daysAgo(1), rounds: 1, stake: 4_00, payout: 1_00, profit: -3_00 },
    ]);
    expect(res.value.byGameType).toEqual([
      { gameType: 'LIVE', rounds: 1, stake: 20_00, payout: 0, profit: -20_00 },
      { gameType: 'RNG', rounds: 2, stake: 14_00, payout: 31_00, profit: 17_00 },
    ]);
    expect(res.value.totals).toEqual({ rounds: 3, stake: 34_00, payout: 31_00, profit: -3_00 });
  });
});
