import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawNumbers, hits, lotteryPayout } from '../../../server/services/games/lottery/lottery-rules';
import { ensureCurrentDraws, settleDueDraws } from '../../../server/services/games/lottery/lottery-draws';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Draw {
  gameCode: string;
  drawNo: string;
  drawAt: string;
  status: string;
  serverSeedHash: string;
  serverSeed: string | null;
  numbers: Record<string, string[]> | null;
}

async function launchLotto(
  m: TestMember,
  query = 'lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&lottoGameCode=VN1&lottoView=betting&device=WEB',
) {
  const res = await server.call({ method: 'GET', url: `/wps/game/launchLotto?${query}`, token: m.token });
  return server.json<{ url: string; nodeId: number; gameName: string }>(res);
}
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') as string;

async function state(ticket: string) {
  return server.json<{ game: { current: Draw; playTypes: { code: string }[] }; balance: number }>(
    await server.call({ method: 'GET', url: `/house/api/lottery/state?ticket=${ticket}` }),
  ).value;
}
/** Bets close 5 s before a draw: start a betting test only with at least 20 s left on the draw. */
async function openDraw(ticket: string) {
  for (;;) {
    const s = await state(ticket);
    const left = new Date(s.game.current.drawAt).getTime() - Date.now();
    if (left > 20_000) return s;
    await new Promise((r) => setTimeout(r, left + 500));
  }
}

async function bet(ticket: string, body: Record<string, unknown>) {
  const res = await server.call({
    method: 'POST',
    url: '/house/api/lottery/bet',
    payload: { ticket, roundId: `b${Math.random().toString(36).slice(2, 12)}`, ...body },
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: string; value: { balance: number } },
  };
}

describe('house lottery', () => {
  it('R7.36 R2.6 the lottery lobby launch opens the betting view of the asked game', async () => {
    const m = await createTestMember(server.deps.db);
    const l = await launchLotto(m);
    expect(l.success).toBe(true);
    expect(l.value.url).toMatch(/^\/house\/lottery\/\?ticket=[\w-]+.*view=betting/);
    expect(l.value.gameName).toBe('Vietnam 1-Minute');
    const elott = await launchLotto(m, 'lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Elott&lottoView=lobby');
    expect(elott.value.gameName).toBe('E-Lotto 2-Minute');
    const bad = await server.call({
      method: 'GET',
      url: '/wps/game/launchLotto?lottoArea=US&launchMode=LOTT&lottoPrizeMode=Lott&lottoView=betting',
      token: m.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('R7.37 the game menu lists the prize mode’s games with the open draw’s seed hash, no token', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB',
    });
    const v = server.json<{ games: { gameCode: string; current: Draw; playTypes: unknown[] }[] }>(res).value;
    expect(v.games.map((g) => g.gameCode)).toEqual(['VN1', 'VN5', 'SEA3', 'LT10']);
    expect(v.games[0]!.current).toMatchObject({ status: 'open', serverSeed: null });
    expect(v.games[0]!.current.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const e = server.json<{ games: { gameCode: string }[] }>(
      await server.call({ method: 'GET', url: '/lgw/vn/games/game_menu?prizeMode=Elott' }),
    ).value;
    expect(e.games.map((g) => g.gameCode)).toEqual(['EL2']);
  });

  it("R3.5 prize mode ZY is the merchant's own lottery: its menu and its launch are the LOTT vendor's", async () => {
    const zy = server.json<{ games: { gameCode: string; vendor: string }[] }>(
      await server.call({ method: 'GET', url: '/lgw/vn/games/game_menu?prizeMode=ZY&device=WEB' }),
    ).value;
    expect(zy.games.map((g) => [g.gameCode, g.vendor])).toEqual([['LT10', 'LOTT']]);
    const m = await createTestMember(server.deps.db);
    const launched = await server.call({
      method: 'GET',
      url: '/wps/game/launchLotto?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=ZY&lottoView=lobby',
      token: m.token,
    });
    expect(server.json<{ vassalage: string }>(launched).value.vassalage).toBe('LOTT');
  });

  it('R7.46 takes bets on the open draw, draws once, settles through the wallet; results verify', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 20_00);
    const ticket = ticketOf((await launchLotto(m)).value.url);
    const s = await openDraw(ticket);
    const drawNo = s.game.current.drawNo;
    const bets = [
      { playType: 'de', pick: '07', stake: '1.00' },
      { playType: 'lo', pick: '42', stake: '2.00' },
      { playType: 'de3', pick: '123', stake: '0.50' },
    ];
    for (const b of bets) expect((await bet(ticket, { drawNo, ...b })).status).toBe(200);
    const main = () => balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: 'main' });
    expect(await main()).toBe(20_00 - 350);
    // Its time comes (moved forward for this draw only), then the scheduler runs twice.
    await server.deps.db.query(
      `UPDATE lottery_draws SET draw_at = now() - interval '1 second' WHERE game_code = 'VN1' AND draw_no = $1`,
      [drawNo],
    );
    expect(await settleDueDraws(server.deps.db, 'test-a')).toBeGreaterThanOrEqual(1);
    expect(await settleDueDraws(server.deps.db, 'test-a')).toBe(0);
    const opened = server.json<{ list: Draw[] }>(
      await server.call({ method: 'GET', url: '/lgw/vn/numeros/opened/game?count=100&gameCode=VN1' }),
    ).value.list;
    const drawn = opened.find((d) => d.drawNo === drawNo)!;
    expect(drawn.status).toBe('drawn');
    expect(drawNumbers(drawn.serverSeed!, 'VN1', drawNo)).toEqual(drawn.numbers);
    const n = drawn.numbers as ReturnType<typeof drawNumbers>;
    const expected =
      lotteryPayout(100, 'de', hits(n, 'de', '07')) +
      lotteryPayout(200, 'lo', hits(n, 'lo', '42')) +
      lotteryPayout(50, 'de3', hits(n, 'de3', '123'));
    expect(await main()).toBe(20_00 - 350 + expected);
    type Mine = {
      draw: Draw;
      bets: { playType: string; pick: string; stake: number; payout: number; status: string }[];
    };
    const myOpened = async (who: TestMember | null, query = '') => {
      const res = await server.call({
        method: 'GET',
        url: `/lotto/lgw/games/opened/numero${query}`,
        ...(who ? { token: who.token } : {}),
      });
      return { status: res.statusCode, list: server.json<{ list: Mine[] }>(res).value?.list ?? [] };
    };
    const mine = (await myOpened(m)).list;
    expect(mine[0]!.draw.drawNo).toBe(drawNo);
    expect(mine[0]!.draw).toMatchObject({
      status: 'drawn',
      numbers: drawn.numbers,
      serverSeed: drawn.serverSeed,
    });
    expect(mine[0]!.bets.every((b) => b.status === 'settled')).toBe(true);
    // Each bet with its pick, stake and payout (minor units).
    expect(mine[0]!.bets.map((b) => [b.playType, b.pick, b.stake, b.payout])).toEqual([
      ['de', '07', 100, lotteryPayout(100, 'de', hits(n, 'de', '07'))],
      ['lo', '42', 200, lotteryPayout(200, 'lo', hits(n, 'lo', '42'))],
      ['de3', '123', 50, lotteryPayout(50, 'de3', hits(n, 'de3', '123'))],
    ]);
    expect((await myOpened(m, '?gameCode=VN5')).list).toEqual([]);
    // Another member bet on nothing; without a session the call is refused.
    expect((await myOpened(await createTestMember(server.deps.db))).list).toEqual([]);
    expect((await myOpened(null)).status).toBe(401);
    const rounds = server.json<{ list: { status: string }[] }>(
      await server.call({ method: 'GET', url: '/wps/game/rounds?gameType=LOTT', token: m.token }),
    ).value.list;
    expect(rounds).toHaveLength(3);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
  });

  it('R7.42 opened numbers default to 100 and refuse more', async () => {
    const res = await server.call({ method: 'GET', url: '/lgw/vn/numeros/opened/game' });
    expect(res.statusCode).toBe(200);
    expect(
      (await server.call({ method: 'GET', url: '/lgw/vn/numeros/opened/game?count=101' })).statusCode,
    ).toBe(400);
    expect(
      (await server.call({ method: 'GET', url: '/lgw/vn/numeros/opened/game?gameCode=ZZ9' })).statusCode,
    ).toBe(404);
  });

  it('refuses bad picks, closed draws, stakes above the balance; no money moves', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 1_00);
    const ticket = ticketOf(
      (
        await launchLotto(
          m,
          'lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&lottoGameCode=LT10&vendor=LOTT&lottoView=betting',
        )
      ).value.url,
    );
    const drawNo = (await openDraw(ticket)).game.current.drawNo;
    for (const [body, code] of [
      [{ drawNo, playType: 'de', pick: '123', stake: '0.10' }, 'VALIDATION'],
      [{ drawNo, playType: 'de3', pick: '12', stake: '0.10' }, 'VALIDATION'],
      [{ drawNo, playType: 'xx', pick: '12', stake: '0.10' }, 'VALIDATION'],
      [{ drawNo, playType: 'de', pick: 'ab', stake: '0.10' }, 'VALIDATION'],
      [{ drawNo: '20000101-0001', playType: 'de', pick: '12', stake: '0.10' }, 'CONFLICT'],
      [{ drawNo, playType: 'de', pick: '12', stake: '1.01' }, 'INSUFFICIENT_FUNDS'],
      [{ drawNo, playType: 'de', pick: '12', stake: '0.001' }, 'VALIDATION'],
    ] as const) {
      const r = await bet(ticket, body);
      expect(r.body.code, JSON.stringify(r.body)).toBe(code);
    }
    expect(await balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: 'main' })).toBe(1_00);
  });

  it('scheduled draws run exactly once when several processes draw at the same time', async () => {
    await ensureCurrentDraws(server.deps.db);
    const future = new Date(Date.now() + 3_600_000);
    const before = await server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lottery_draws WHERE status = 'open' AND draw_at <= $1`,
      [future],
    );
    const counts = await Promise.all(
      ['p1', 'p2', 'p3'].map((p) => settleDueDraws(server.deps.db, p, future)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(before[0]!.n);
    const left = await server.deps.db.query(
      `SELECT 1 FROM lottery_draws WHERE status = 'open' AND draw_at <= $1`,
      [future],
    );
    expect(left).toHaveLength(0);
  });
});
