import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '../../../server/services/games/fair/fair-random';
import {
  pairing,
  playFixture,
  selectionWins,
  sportsPayout,
  type FixtureResult,
  type Sport,
} from '../../../server/services/games/sports/sports-rules';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Two real server processes on one PostgreSQL database, each running its sports scheduler
 * (every 50 ms here instead of every 2 s): the fixtures kicking off at once are raced for by
 * both, and each must be played once and each bet settled once, the money moved exactly once.
 */
const FUNDS = 1000_00;
const STAKE = 1_00;

let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let m: TestMember;
beforeAll(async () => {
  database = await processDatabase();
  m = await database.withDb((db) => createTestMember(db));
  const env = { ...database.env, SPORTS_TICK_MS: '50' };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 240_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

interface BoardFixture {
  fixtureNo: string;
  kickOffAt: string;
  status: 'open' | 'played';
  markets: { market: string; prices: { selection: string; odds: number | null }[] }[];
  serverSeedHash: string;
  serverSeed: string | null;
  result: FixtureResult | null;
}
type Wallet = 'main' | `vendor:${string}`;
interface Book {
  gameId: number;
  ticket: string;
  wallet: Wallet;
}

/** Every house sports book of the member's site, launched through one process or the other. */
async function launchBooks(): Promise<Book[]> {
  const games = await database.withDb((db) =>
    db.query<{ id: number; vassalage: string }>(
      `SELECT id, vassalage FROM games WHERE merchant_id = $1 AND engine = 'sportsbook' ORDER BY id`,
      [m.merchantId],
    ),
  );
  const books: Book[] = [];
  for (const [i, g] of games.entries()) {
    const res = await callProcess(
      i % 2 ? b : a,
      `/wps/game/launchGame?gameType=SPORTS&vassalage=${g.vassalage}&nodeId=${g.id}`,
      { token: m.token },
    );
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const value = res.body.value as { url: string; wallet: Wallet };
    books.push({
      gameId: Number(g.id),
      ticket: new URL(value.url, 'http://x').searchParams.get('ticket') as string,
      wallet: value.wallet,
    });
  }
  return books;
}

describe('the sports book across two server processes', () => {
  it('each fixture kicking off is played once with one revealed seed, each bet settled and paid once', async () => {
    const books = await launchBooks();
    expect(books.length).toBeGreaterThanOrEqual(2);
    // Each wallet the books play from gets its funds once.
    const wallets = [...new Set(books.map((x) => x.wallet))];
    await database.withDb(async (db) => {
      for (const w of wallets) await fundMember(db, m, FUNDS, 'USD', w);
    });

    // Before kick-off: every selection of every open fixture of every book, through both processes.
    const hashes = new Map<string, string>();
    const placed: { betId: string; wallet: Wallet }[] = [];
    for (const [i, book] of books.entries()) {
      const board = await callProcess(i % 2 ? a : b, `/house/api/sports/board?ticket=${book.ticket}`);
      // Not one about to kick off by the clock: a bet on it could come too late.
      const open = (board.body.value as { fixtures: BoardFixture[] }).fixtures.filter(
        (f) => f.status === 'open' && Date.parse(f.kickOffAt) - Date.now() > 20_000,
      );
      const bets = open.flatMap((f) => {
        hashes.set(`${book.gameId}:${f.fixtureNo}`, f.serverSeedHash);
        return f.markets.flatMap((mk) =>
          mk.prices.map((p) => ({
            betId: `${book.gameId}-${f.fixtureNo}-${mk.market}-${p.selection}`,
            fixtureNo: f.fixtureNo,
            market: mk.market,
            selection: p.selection,
          })),
        );
      });
      const answers = await Promise.all(
        bets.map((x, j) =>
          callProcess(j % 2 ? a : b, '/house/api/sports/bet', {
            method: 'POST',
            body: { ticket: book.ticket, ...x, stake: (STAKE / 100).toFixed(2) },
          }),
        ),
      );
      for (const r of answers) expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      placed.push(...bets.map((x) => ({ betId: x.betId, wallet: book.wallet })));
    }
    expect(hashes.size).toBeGreaterThanOrEqual(8);

    // Kick-off for all of them at once, as the clock would: both schedulers race for them.
    const gameIds = books.map((x) => x.gameId);
    await database.withDb((db) =>
      db.query(
        `UPDATE sports_fixtures SET kick_off_at = now() - interval '1 second'
          WHERE merchant_id = $1 AND game_id = ANY($2::bigint[]) AND status = 'open'`,
        [m.merchantId, gameIds],
      ),
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left] = await database.withDb((db) =>
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sports_bets WHERE member_id = $1 AND status <> 'settled'`,
          [m.memberId],
        ),
      );
      if (left!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${left!.n} bets still open after a minute`);
      await new Promise((r) => setTimeout(r, 200));
    }

    await database.withDb(async (db) => {
      const fixtures = await db.query<{
        id: number;
        game_id: number;
        game_code: string;
        fixture_no: string;
        sport: Sport;
        status: string;
        server_seed: string;
        server_seed_hash: string;
        result: FixtureResult;
        played_by: string;
      }>(
        `SELECT id, game_id, game_code, fixture_no, sport, status, server_seed, server_seed_hash, result, played_by
           FROM sports_fixtures WHERE merchant_id = $1 AND game_id = ANY($2::bigint[])`,
        [m.merchantId, gameIds],
      );
      const ours = fixtures.filter((f) => hashes.has(`${f.game_id}:${f.fixture_no}`));
      expect(ours).toHaveLength(hashes.size);
      const pids = new Set<string>();
      for (const f of ours) {
        expect(f.status).toBe('played');
        // One seed: the one committed on the board before kick-off, and the result is its draw.
        expect(f.server_seed_hash).toBe(hashes.get(`${f.game_id}:${f.fixture_no}`));
        expect(seedHash(f.server_seed)).toBe(f.server_seed_hash);
        const teams = pairing(f.sport, f.game_code, f.fixture_no);
        expect(f.result).toEqual(playFixture(f.sport, f.server_seed, f.game_code, f.fixture_no, teams));
        // Played by a scheduler (no board was asked after kick-off), of one of the two processes.
        const pid = /^[^:]+:(\d+):/.exec(f.played_by)?.[1];
        expect([String(a.proc.pid), String(b.proc.pid)]).toContain(pid);
        pids.add(pid as string);
      }
      // Both schedulers took part: the fixtures really were raced for.
      expect(pids.size).toBe(2);

      const bets = await db.query<{
        bet_id: string;
        fixture_id: number;
        market: string;
        selection: string;
        odds: number;
        stake: number;
        status: string;
        payout: number;
      }>(
        `SELECT bet_id, fixture_id, market, selection, odds, stake, status, payout FROM sports_bets WHERE member_id = $1`,
        [m.memberId],
      );
      expect(bets).toHaveLength(placed.length);
      const resultOf = new Map(ours.map((f) => [Number(f.id), f.result]));
      for (const x of bets) {
        expect(x.status).toBe('settled');
        const won = selectionWins(x.market, x.selection, resultOf.get(Number(x.fixture_id)) as FixtureResult);
        expect(Number(x.payout)).toBe(sportsPayout(Number(x.stake), Number(x.odds), won));
      }
      expect(bets.some((x) => Number(x.payout) > 0)).toBe(true);

      // The ledger: each bet's round has one stake debited and at most one win credited, as paid.
      const moves = await db.query<{ reference: string; kind: string; n: number; amount: number }>(
        `SELECT t.reference, t.kind, count(*)::int AS n, sum(e.amount)::bigint AS amount
           FROM ledger_transactions t
           JOIN ledger_entries e ON e.transaction_id = t.id
           JOIN ledger_accounts acc ON acc.id = e.account_id AND acc.member_id = $2
          WHERE t.merchant_id = $1 AND t.reference LIKE 'round:%' GROUP BY t.reference, t.kind`,
        [m.merchantId, m.memberId],
      );
      const payoutOf = new Map(bets.map((x) => [x.bet_id, Number(x.payout)]));
      const byBet = new Map<string, { kind: string; n: number; amount: number }[]>();
      for (const r of moves) {
        const betId = /:m\d+-(.+)$/.exec(r.reference)?.[1] as string;
        byBet.set(betId, [...(byBet.get(betId) ?? []), { kind: r.kind, n: r.n, amount: Number(r.amount) }]);
      }
      expect(byBet.size).toBe(placed.length);
      for (const [betId, rows] of byBet) {
        const payout = payoutOf.get(betId) as number;
        expect(
          rows.sort((x, y) => x.kind.localeCompare(y.kind)),
          betId,
        ).toEqual([
          { kind: 'bet', n: 1, amount: -STAKE },
          ...(payout > 0 ? [{ kind: 'win', n: 1, amount: payout }] : []),
        ]);
      }
      for (const w of wallets) {
        const inWallet = placed.filter((x) => x.wallet === w);
        const paid = inWallet.reduce((s, x) => s + (payoutOf.get(x.betId) as number), 0);
        expect(await balanceOf(db, m.merchantId, { memberId: m.memberId, kind: w })).toBe(
          FUNDS - inWallet.length * STAKE + paid,
        );
      }
      expect(await verifyLedger(db, m.merchantId)).toMatchObject({
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativeAccounts: [],
      });
    });
    // Neither scheduler met a conflict (a second settlement of a settled round is refused).
    expect([...a.lines, ...b.lines].filter((l) => l.includes('sports scheduler tick failed'))).toEqual([]);
  }, 120_000);
});
