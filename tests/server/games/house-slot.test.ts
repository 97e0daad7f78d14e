import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotPayout, spinOutcome } from '../../../server/services/games/house/slot-engine';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Launch {
  url: string;
  nodeId: number;
  wallet: string;
}
interface Spin {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  stops: number[];
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

async function launchSlot(m: TestMember, query = 'gameType=RNG&vassalage=TSR') {
  const res = await server.call({ method: 'GET', url: `/wps/game/launchGame?${query}`, token: m.token });
  return { status: res.statusCode, body: server.json<Launch>(res) };
}
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') as string;

async function spin(ticket: string, stake: string, roundId = `r${Math.random().toString(36).slice(2, 12)}`) {
  const res = await server.call({
    method: 'POST',
    url: '/house/api/slot/spin',
    payload: { ticket, roundId, stake },
  });
  return { status: res.statusCode, body: server.json<Spin>(res) };
}
const main = (m: TestMember) =>
  balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: 'main' });

describe('house slot', () => {
  it('R4.18 R7.35 launching needs a session; the answer frames the house slot with a ticket', async () => {
    const anon = await server.call({ method: 'GET', url: '/wps/game/launchGame?gameType=RNG&vassalage=TSR' });
    expect(anon.statusCode).toBe(401);
    const fb = await server.call({ method: 'GET', url: '/wps/relay/GCS_gameLaunchFB' });
    expect(fb.statusCode).toBe(401);
    const m = await createTestMember(server.deps.db);
    const { body } = await launchSlot(m);
    expect(body.success).toBe(true);
    expect(body.value.url).toMatch(/^\/house\/slot\/\?ticket=[\w-]{20,}/);
    expect(body.value.wallet).toBe('main');
    const page = await server.call({ method: 'GET', url: '/house/slot/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/house/assets/slot.js');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('R7.66 launch URLs use the merchant’s launch CDNs when it has them', async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query(
      `UPDATE merchants SET settings = settings || '{"launchGameCDNs":["https://play1.example.com/"]}'::jsonb WHERE code = 'aurora'`,
    );
    server.deps.merchants.invalidate();
    try {
      expect((await launchSlot(m)).body.value.url).toMatch(
        /^https:\/\/play1\.example\.com\/house\/slot\/\?ticket=/,
      );
    } finally {
      await server.deps.db.query(
        `UPDATE merchants SET settings = settings - 'launchGameCDNs' WHERE code = 'aurora'`,
      );
      server.deps.merchants.invalidate();
    }
  });

  it('every spin debits the stake and credits the payout through the ledger; outcomes verify', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 100_00);
    const ticket = ticketOf((await launchSlot(m)).body.value.url);
    const session = server.json<{ balance: number; fairness: { serverSeedHash: string; nonce: number } }>(
      await server.call({ method: 'GET', url: `/house/api/session?ticket=${ticket}` }),
    ).value;
    expect(session.balance).toBe(100_00);
    let expected = 100_00;
    const spins: Spin[] = [];
    for (let i = 0; i < 12; i++) {
      const { status, body } = await spin(ticket, '1.00');
      expect(status).toBe(200);
      expected += body.value.payout - 100;
      expect(body.value.balance).toBe(expected);
      expect(body.value.fairness.serverSeedHash).toBe(session.fairness.serverSeedHash);
      expect(body.value.fairness.nonce).toBe(i + 1);
      spins.push(body.value);
    }
    expect(await main(m)).toBe(expected);
    // Reveal the seed and recompute every spin from it.
    const rotated = server.json<{
      revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
    }>(await server.call({ method: 'POST', url: '/house/api/fair/rotate', payload: { ticket } })).value
      .revealed;
    expect(createHash('sha256').update(rotated.serverSeed).digest('hex')).toBe(
      session.fairness.serverSeedHash,
    );
    expect(rotated.nonce).toBe(12);
    for (const s of spins) {
      const o = spinOutcome(rotated.serverSeed, rotated.clientSeed, s.fairness.nonce);
      expect(o.stops).toEqual(s.stops);
      expect(slotPayout(100, o.linePays)).toBe(s.payout);
    }
    // The first word of the first block decides reel one, as documented for players.
    const first = createHmac('sha256', rotated.serverSeed)
      .update(`${rotated.clientSeed}:1:0`)
      .digest()
      .readUInt32BE(0);
    if (first < Math.floor(2 ** 32 / 22) * 22) expect(spins[0]!.stops[0]).toBe(first % 22);
    // The records call lists the rounds with stake and payout.
    const rounds = server.json<{
      list: { stake: number; payout: number; status: string; gameName: string }[];
      total: number;
      totals: { stake: number; payout: number };
    }>(await server.call({ method: 'GET', url: '/wps/game/rounds?pageSize=50', token: m.token })).value;
    expect(rounds.total).toBe(12);
    expect(rounds.totals.stake).toBe(1200);
    expect(rounds.totals.payout).toBe(spins.reduce((s, x) => s + x.payout, 0));
    expect(rounds.list.every((r) => r.status === 'settled' && r.stake === 100)).toBe(true);
    const check = await verifyLedger(server.deps.db, m.merchantId);
    expect(check).toMatchObject({ unbalancedTransactions: [], driftedAccounts: [], negativeAccounts: [] });
  });

  it('refuses a stake above the balance, of 0, negative, with three decimals, or not a number; no money moves', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 5_00);
    const ticket = ticketOf((await launchSlot(m)).body.value.url);
    for (const [stake, code] of [
      ['5.01', 'INSUFFICIENT_FUNDS'],
      ['0', 'VALIDATION'],
      ['0.00', 'VALIDATION'],
      ['-1', 'VALIDATION'],
      ['1.005', 'VALIDATION'],
      ['abc', 'VALIDATION'],
      ['1e3', 'VALIDATION'],
    ] as const) {
      const r = await spin(ticket, stake);
      expect(r.body.success, stake).toBe(false);
      expect(r.body.code, stake).toBe(code);
    }
    expect(await main(m)).toBe(5_00);
    const rounds = await server.deps.db.query('SELECT 1 FROM game_rounds WHERE member_id = $1', [m.memberId]);
    expect(rounds).toHaveLength(0);
  });

  it('the same round id twice plays once: the retry is answered with the first result and charges nothing more', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 10_00);
    const ticket = ticketOf((await launchSlot(m)).body.value.url);
    const first = await spin(ticket, '1.00', 'same-round-1');
    expect(first.status).toBe(200);
    expect(first.body.replayed).toBeUndefined();
    const after = await main(m);
    const again = await spin(ticket, '1.00', 'same-round-1');
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.value).toEqual(first.body.value);
    // The player relaunched the game (a new ticket): the round is still theirs and answered the same.
    const relaunched = ticketOf((await launchSlot(m)).body.value.url);
    expect((await spin(relaunched, '1.00', 'same-round-1')).body.value).toEqual(first.body.value);
    // The same round id with another stake is refused, naming the first request.
    const other = await spin(ticket, '2.00', 'same-round-1');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(other.body.message).toContain('stake 100');
    expect(other.body.errors?.[0]?.field).toBe('roundId');
    expect(await main(m)).toBe(after);
    // Concurrent duplicates: exactly one plays, every one answers its result.
    const racing = await Promise.all(Array.from({ length: 5 }, () => spin(ticket, '1.00', 'race-round-1')));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(racing.filter((r) => !r.body.replayed)).toHaveLength(1);
    for (const r of racing) expect(r.body.value).toEqual(racing[0]?.body.value);
    expect(await main(m)).toBe(after - 1_00 + (racing[0]?.body.value.payout ?? 0));
  });

  it('refuses a launch of another merchant’s game, an unknown game or vendor, and a hidden vendor', async () => {
    const m = await createTestMember(server.deps.db);
    const [foreign] = await server.deps.db.query<{ id: number }>(
      `SELECT g.id FROM games g JOIN merchants x ON x.id = g.merchant_id WHERE x.code <> 'aurora' AND g.vassalage = 'TSR' LIMIT 1`,
    );
    if (foreign) {
      const r = await launchSlot(m, `gameType=RNG&vassalage=TSR&nodeId=${foreign.id}`);
      expect(r.status).toBe(404);
    }
    const otherMerchant = await server.deps.db.query<{ id: number }>(
      `INSERT INTO merchants (code, name, payload_key) VALUES ('zz-games', 'Z', 'k') RETURNING id`,
    );
    const [zgame] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO games (merchant_id, vendor_id, game_type, vassalage, game_code, name, search_name, min_bet, art_seed)
       SELECT $1, vendor_id, game_type, vassalage, game_code || '-z', name, search_name, min_bet, art_seed FROM games
        WHERE vassalage = 'TSR' LIMIT 1 RETURNING id`,
      [otherMerchant[0]!.id],
    );
    expect((await launchSlot(m, `gameType=RNG&vassalage=TSR&nodeId=${zgame!.id}`)).status).toBe(404);
    expect((await launchSlot(m, 'gameType=RNG&vassalage=TSR&nodeId=999999999')).body.code).toBe('NOT_FOUND');
    expect((await launchSlot(m, 'gameType=RNG&vassalage=NOPE')).body.code).toBe('NOT_FOUND');
    await server.deps.db.query(
      `UPDATE merchants SET settings = settings || '{"games":{"hiddenVendors":["TSR"]}}'::jsonb WHERE code = 'aurora'`,
    );
    server.deps.merchants.invalidate();
    const { invalidateVendorCache } = await import('../../../server/services/games/catalogue/vendor-lanes');
    invalidateVendorCache();
    try {
      const hidden = await launchSlot(m);
      expect(hidden.status).toBe(403);
      expect(hidden.body.code).toBe('DISABLED');
    } finally {
      await server.deps.db.query(`UPDATE merchants SET settings = settings - 'games' WHERE code = 'aurora'`);
      server.deps.merchants.invalidate();
      invalidateVendorCache();
    }
  });

  it('R6.5 a trial account plays with demo credit only and keeps no recent list or favourites', async () => {
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    const { body } = await launchSlot(trial);
    expect(body.value.wallet).toBe('demo');
    const ticket = ticketOf(body.value.url);
    const r = await spin(ticket, '2.00');
    expect(r.status).toBe(200);
    expect(await main(trial)).toBe(0);
    const demo = await balanceOf(server.deps.db, trial.merchantId, {
      memberId: trial.memberId,
      kind: 'demo',
    });
    expect(demo).toBe(2000_00 - 200 + r.body.value.payout);
    const recent = await server.call({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame?gameType=RNG',
      token: trial.token,
    });
    expect(recent.json().code).toBe('TRIAL_ACCOUNT');
    const fav = await server.call({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGame',
      token: trial.token,
      payload: { nodeId: body.value.nodeId, vendor: 'TSR', gameType: 'RNG' },
    });
    expect(fav.json().code).toBe('TRIAL_ACCOUNT');
    const board = server.json<{ list: { player: string }[] }>(
      await server.call({ method: 'GET', url: '/wps/relay/ODSFE2_getWinnerBoard' }),
    ).value.list;
    expect(
      board.some(
        (w) => w.player.startsWith(trial.username.slice(0, 2)) && w.player.endsWith(trial.username.slice(-2)),
      ),
    ).toBe(false);
  });

  it('a demo vendor’s slot plays from that vendor’s transfer wallet', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 3_00, 'USD', 'vendor:SPX');
    const { body } = await launchSlot(m, 'gameType=RNG&vassalage=SPX');
    expect(body.value.wallet).toBe('vendor:SPX');
    const r = await spin(ticketOf(body.value.url), '1.00');
    expect(r.status).toBe(200);
    const spx = await balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: 'vendor:SPX' });
    expect(spx).toBe(3_00 - 1_00 + r.body.value.payout);
    expect(await main(m)).toBe(0);
  });

  it('a ticket dies with the member’s sessions', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 1_00);
    const ticket = ticketOf((await launchSlot(m)).body.value.url);
    await server.deps.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [m.memberId]);
    const r = await spin(ticket, '1.00');
    expect(r.body.code).toBe('SESSION_EXPIRED');
    expect(await main(m)).toBe(1_00);
  });
});
