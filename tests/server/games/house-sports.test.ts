import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '../../../server/services/games/fair/fair-random';
import { playDueFixtures } from '../../../server/services/games/sports/sports-fixtures';
import {
  fixtureNoAt,
  openKickOffs,
  pairing,
  playFixture,
  selectionWins,
  sportsPayout,
} from '../../../server/services/games/sports/sports-rules';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { launchGame, type LaunchableGame } from '../../support/house-tables';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Fixture {
  fixtureNo: string;
  kickOffAt: string;
  home: string;
  away: string;
  status: 'open' | 'played';
  markets: { market: string; prices: { selection: string; odds: number | null }[] }[];
  serverSeedHash: string;
  serverSeed: string | null;
  result: { home: number; away: number } | null;
}
interface Bet {
  betId: string;
  fixture: Fixture;
  market: string;
  selection: string;
  odds: number;
  stake: number;
  status: 'open' | 'settled';
  payout: number;
}

interface Book {
  m: TestMember;
  ticket: string;
  url: string;
  gameId: number;
  minBet: number;
  balance: () => Promise<number>;
}

/** Launch a vendor's sports book for a new member with `funds` in the wallet it plays from. */
async function openBook(vendor: string, funds: number): Promise<Book> {
  const m = await createTestMember(server.deps.db);
  const [game] = await server.deps.db.query<LaunchableGame & { min_bet: number }>(
    `SELECT id, game_type, vassalage, min_bet FROM games WHERE merchant_id = $1 AND vassalage = $2 AND game_code = $3`,
    [m.merchantId, vendor, `${vendor}-BOOK`],
  );
  const value = await launchGame(server, m, game!);
  if (funds > 0) await fundMember(server.deps.db, m, funds, 'USD', value.wallet);
  return {
    m,
    url: value.url,
    gameId: Number(game!.id),
    minBet: Number(game!.min_bet),
    ticket: value.ticket,
    balance: () => balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: value.wallet }),
  };
}

async function board(b: Book) {
  const res = await server.call({ method: 'GET', url: `/house/api/sports/board?ticket=${b.ticket}` });
  return server.json<{ sport: string; serverTime: string; fixtures: Fixture[] }>(res).value;
}
async function bet(b: Book, payload: Record<string, unknown>) {
  const res = await server.call({
    method: 'POST',
    url: '/house/api/sports/bet',
    payload: { ticket: b.ticket, ...payload },
  });
  return { status: res.statusCode, body: server.json<{ bet: Bet; balance: number }>(res) };
}
async function myBets(b: Book) {
  const res = await server.call({ method: 'GET', url: `/house/api/sports/bets?ticket=${b.ticket}&count=50` });
  return server.json<{ list: Bet[]; balance: number }>(res).value;
}
/** A selection's odds on a fixture. */
const price = (f: Fixture, market: string, selection: string) =>
  f.markets.find((m) => m.market === market)!.prices.find((p) => p.selection === selection)!.odds!;
const fieldOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field);

/** The member's ledger postings of one bet, in order. */
async function walletMoves(b: Book, betId: string) {
  const rows = await server.deps.db.query<{ kind: string; amount: number }>(
    `SELECT t.kind, e.amount FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.merchant_id = $1 AND t.reference LIKE $2 AND a.member_id = $3 ORDER BY t.id`,
    [b.m.merchantId, `round:%:m${b.m.memberId}-${betId}`, b.m.memberId],
  );
  return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
}

/** Move a fixture's kick-off into the past, as the clock would. */
async function kickOff(b: Book, fixtureNo: string) {
  await server.deps.db.query(
    `UPDATE sports_fixtures SET kick_off_at = now() - interval '1 second' WHERE merchant_id = $1 AND game_id = $2 AND fixture_no = $3`,
    [b.m.merchantId, b.gameId, fixtureNo],
  );
}

describe('house sports book on the platform', () => {
  it('a sports book launches the sports page; its board shows the next fixtures with odds and committed seeds', async () => {
    const b = await openBook('SBK', 0);
    expect(b.url).toMatch(/^\/house\/sports\/\?ticket=/);
    const page = await server.call({ method: 'GET', url: '/house/sports/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/house/assets/sports.js');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const value = await board(b);
    const now = new Date(value.serverTime);
    expect(value.sport).toBe('football');
    const open = value.fixtures.filter((f) => f.status === 'open');
    expect(open.map((f) => f.fixtureNo)).toEqual(openKickOffs(now).map(fixtureNoAt));
    for (const f of open) {
      expect(f.serverSeed).toBeNull();
      expect(f.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(f.markets.map((m) => [m.market, m.prices.map((p) => p.selection)])).toEqual([
        ['1x2', ['home', 'draw', 'away']],
        ['ou25', ['over', 'under']],
      ]);
      expect(new Date(f.kickOffAt).getTime()).toBeGreaterThan(now.getTime());
    }
    // Every process, and every member, sees the same fixture with the same seed commitment.
    const other = await openBook('SBK', 0);
    const second = value.fixtures[1]!;
    expect((await board(other)).fixtures.find((x) => x.fixtureNo === second.fixtureNo)).toEqual(second);
    // An esports book plays best-of-three matches.
    const e = await board(await openBook('AV', 0));
    expect(e.sport).toBe('esports');
    expect(e.fixtures[0]!.markets.map((m) => [m.market, m.prices.map((p) => p.selection)])).toEqual([
      ['winner', ['home', 'away']],
      ['maps25', ['over', 'under']],
    ]);
  });

  it('a bet debits once through the ledger; a retry with the same bet id answers the same and changes nothing', async () => {
    const b = await openBook('FBS', 50_00);
    const f = (await board(b)).fixtures[1]!;
    const placed = await bet(b, {
      betId: 'bet-once-1',
      fixtureNo: f.fixtureNo,
      market: '1x2',
      selection: 'home',
      stake: '2.50',
    });
    expect(placed.status).toBe(200);
    expect(placed.body.value).toMatchObject({
      balance: 47_50,
      bet: {
        betId: 'bet-once-1',
        market: '1x2',
        selection: 'home',
        odds: price(f, '1x2', 'home'),
        stake: 2_50,
        status: 'open',
      },
    });
    const again = await bet(b, {
      betId: 'bet-once-1',
      fixtureNo: f.fixtureNo,
      market: '1x2',
      selection: 'home',
      stake: '2.50',
    });
    expect(again.body.value).toEqual(placed.body.value);
    expect(again.body.replayed).toBe(true);
    expect(await walletMoves(b, 'bet-once-1')).toEqual([{ kind: 'bet', amount: -2_50 }]);
    expect(await b.balance()).toBe(47_50);
    // The same id for another bet is refused, naming it.
    const other = await bet(b, {
      betId: 'bet-once-1',
      fixtureNo: f.fixtureNo,
      market: '1x2',
      selection: 'away',
      stake: '2.50',
    });
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(fieldOf(other.body)).toEqual(['betId']);
    // The bet is a round of the member's betting record, open until kick-off.
    const [round] = await server.deps.db.query<{ game_type: string; status: string; stake: number }>(
      `SELECT game_type, status, stake FROM game_rounds WHERE merchant_id = $1 AND round_id = $2`,
      [b.m.merchantId, `m${b.m.memberId}-bet-once-1`],
    );
    expect(round).toMatchObject({ game_type: 'SPORTS', status: 'open' });
    expect((await myBets(b)).list.map((x) => x.betId)).toEqual(['bet-once-1']);
  });

  it('50 placements sent at once with the same bet id: exactly one debit', async () => {
    const b = await openBook('SBK', 10_00);
    const f = (await board(b)).fixtures[1]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        bet(b, {
          betId: 'same-id-race',
          fixtureNo: f.fixtureNo,
          market: 'ou25',
          selection: 'over',
          stake: '1.00',
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => JSON.stringify(a.body.value))).size).toBe(1);
    expect(answers.filter((a) => a.status === 200 && !a.body.replayed)).toHaveLength(1);
    expect(await walletMoves(b, 'same-id-race')).toEqual([{ kind: 'bet', amount: -1_00 }]);
    expect(await b.balance()).toBe(9_00);
  });

  it('50 different bets sent at once with money for 7: exactly 7 placed, the balance never below zero', async () => {
    const b = await openBook('ATH', 7_00);
    const f = (await board(b)).fixtures[1]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bet(b, {
          betId: `many-${i}-bets`,
          fixtureNo: f.fixtureNo,
          market: '1x2',
          selection: 'draw',
          stake: '1.00',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'INSUFFICIENT_FUNDS')).toBe(
      true,
    );
    expect(await b.balance()).toBe(0);
    expect((await myBets(b)).list).toHaveLength(7);
    expect(await verifyLedger(server.deps.db, b.m.merchantId)).toMatchObject({ negativeAccounts: [] });
  });

  it('refuses a bet after kick-off, and bad input, naming the field; nothing changes', async () => {
    const b = await openBook('IMES', 20_00);
    const open = (await board(b)).fixtures.filter((f) => f.status === 'open');
    // Not the first fixture: it may kick off while the test runs.
    const f = open[1]!;
    const good = { fixtureNo: f.fixtureNo, market: 'winner', selection: 'home', stake: '1.00' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, market: '1x2' }, 'market'],
      [{ ...good, selection: 'draw' }, 'selection'],
      [{ ...good, selection: 'over' }, 'selection'],
      [{ ...good, stake: '0' }, 'stake'],
      [{ ...good, stake: 'abc' }, 'stake'],
      [{ ...good, stake: '1.001' }, 'stake'],
      [{ ...good, stake: '99999999' }, 'stake'],
      [{ ...good, fixtureNo: 'x' }, 'fixtureNo'],
      [{ ...good, fixtureNo: '20261302-0001' }, 'fixtureNo'],
      // Beyond the fixtures open for betting.
      [
        { ...good, fixtureNo: fixtureNoAt(new Date(Date.parse(open[open.length - 1]!.kickOffAt) + 120_000)) },
        'fixtureNo',
      ],
      // A fixture that has kicked off.
      [{ ...good, fixtureNo: fixtureNoAt(new Date(Date.parse(open[0]!.kickOffAt) - 120_000)) }, 'fixtureNo'],
    ];
    if (b.minBet > 1) cases.push([{ ...good, stake: ((b.minBet - 1) / 100).toFixed(2) }, 'stake']);
    for (const [payload, field] of cases) {
      const res = await bet(b, {
        betId: `bad-${field}-${Math.random().toString(36).slice(2, 8)}`,
        ...payload,
      });
      expect(res.status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(fieldOf(res.body), JSON.stringify(payload)).toEqual([field]);
    }
    // The fixture kicks off while the page still offers it: refused, naming the fixture.
    await kickOff(b, f.fixtureNo);
    const late = await bet(b, { betId: 'late-bet-1', ...good });
    expect(late.status).toBe(409);
    expect(fieldOf(late.body)).toEqual(['fixtureNo']);
    expect(await b.balance()).toBe(20_00);
    expect(await myBets(b)).toMatchObject({ list: [], balance: 20_00 });
    const [{ n }] = (await server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_rounds WHERE merchant_id = $1 AND member_id = $2`,
      [b.m.merchantId, b.m.memberId],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('at kick-off the result is drawn once from the committed seed, even with settlement run five times at once, and each bet is paid once', async () => {
    const b = await openBook('SBK', 100_00);
    const f = (await board(b)).fixtures[2]!;
    const selections: [string, string][] = [
      ['1x2', 'home'],
      ['1x2', 'draw'],
      ['1x2', 'away'],
      ['ou25', 'over'],
      ['ou25', 'under'],
    ];
    for (const [market, selection] of selections) {
      const res = await bet(b, {
        betId: `settle-${market}-${selection}`,
        fixtureNo: f.fixtureNo,
        market,
        selection,
        stake: '3.33',
      });
      expect(res.status).toBe(200);
    }
    expect(await b.balance()).toBe(100_00 - 5 * 3_33);
    await kickOff(b, f.fixtureNo);
    const only = { merchantId: b.m.merchantId, gameCode: 'SBK-BOOK' };
    const runs = await Promise.all(
      Array.from({ length: 5 }, (_, i) => playDueFixtures(server.deps.db, `p${i}`, new Date(), only)),
    );
    expect(runs.reduce((s, n) => s + n, 0)).toBe(1);
    expect(await playDueFixtures(server.deps.db, 'again', new Date(), only)).toBe(0);

    const [row] = await server.deps.db.query<{
      server_seed: string;
      server_seed_hash: string;
      result: { home: number; away: number };
    }>(
      `SELECT server_seed, server_seed_hash, result FROM sports_fixtures WHERE merchant_id = $1 AND game_id = $2 AND fixture_no = $3`,
      [b.m.merchantId, b.gameId, f.fixtureNo],
    );
    // The seed revealed is the one committed before kick-off, and it recomputes the result.
    expect(seedHash(row!.server_seed)).toBe(f.serverSeedHash);
    expect(row!.result).toEqual(
      playFixture(
        'football',
        row!.server_seed,
        'SBK-BOOK',
        f.fixtureNo,
        pairing('football', 'SBK-BOOK', f.fixtureNo),
      ),
    );

    const mine = await myBets(b);
    expect(mine.list).toHaveLength(5);
    let paid = 0;
    for (const x of mine.list) {
      const won = selectionWins(x.market, x.selection, row!.result);
      const payout = sportsPayout(3_33, price(f, x.market, x.selection), won);
      expect(x).toMatchObject({
        status: 'settled',
        payout,
        fixture: { status: 'played', serverSeed: row!.server_seed, result: row!.result },
      });
      expect(await walletMoves(b, x.betId)).toEqual(
        payout > 0
          ? [
              { kind: 'bet', amount: -3_33 },
              { kind: 'win', amount: payout },
            ]
          : [{ kind: 'bet', amount: -3_33 }],
      );
      paid += payout;
    }
    // One selection of each market won.
    expect(mine.list.filter((x) => x.payout > 0)).toHaveLength(2);
    expect(await b.balance()).toBe(100_00 - 5 * 3_33 + paid);
    expect(mine.balance).toBe(100_00 - 5 * 3_33 + paid);
    // The played fixture shows on the board with its seed and score.
    const played = (await board(b)).fixtures.find((x) => x.fixtureNo === f.fixtureNo);
    expect(played).toMatchObject({ status: 'played', serverSeed: row!.server_seed, result: row!.result });
    const [{ settled }] = (await server.deps.db.query<{ settled: number }>(
      `SELECT count(*)::int AS settled FROM game_rounds WHERE merchant_id = $1 AND member_id = $2 AND status = 'settled'`,
      [b.m.merchantId, b.m.memberId],
    )) as [{ settled: number }];
    expect(settled).toBe(5);
    expect(await verifyLedger(server.deps.db, b.m.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  });
});

describe('the sports books’ engine', () => {
  it('a catalogue seeded before the sports book is brought along by its migration', async () => {
    const db = server.deps.db;
    const shown = () =>
      db.query<{ game_code: string; engine: string | null }>(
        `SELECT game_code, engine FROM games WHERE game_type = 'SPORTS' ORDER BY merchant_id, game_code`,
      );
    const fresh = await shown();
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((g) => g.engine === 'sportsbook')).toBe(true);
    await db.query(`UPDATE games SET engine = NULL WHERE game_type = 'SPORTS'`);
    await db.exec(
      fs.readFileSync(path.resolve('server/db/migrations/20261202T0910_sports_books_engine.sql'), 'utf8'),
    );
    expect(await shown()).toEqual(fresh);
  });
});
