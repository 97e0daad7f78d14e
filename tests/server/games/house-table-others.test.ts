import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as verifyPage from '../../../server/house/public/assets/table-deal.js';
import { fairIntegers } from '../../../server/services/games/fair/fair-random';
import { demoGames } from '../../../server/services/games/demo-catalogue/demo-games';
import { DEMO_VENDORS } from '../../../server/services/games/demo-catalogue/demo-vendors';
import {
  TABLE_BETS,
  TABLE_DRAWS,
  dealTable,
  tablePayout,
  tableReturnPercent,
  type TableOutcome,
} from '../../../server/services/games/house/table-engine';
import { TABLE_ENGINES, type TableEngine } from '../../../server/services/games/house/table-engines';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { launchGame, playTable, roundEntriesOf } from '../../support/house-tables';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/*
 * Fan tan, andar bahar and the cockfight, the house tables beside baccarat, dragon tiger, sic bo
 * and roulette (house-table.test.ts): their dealing on given draws, each bet's exact return to
 * player, the verify page's copy of the dealing, and rounds through the platform.
 */

/** Draws that shuffle andar bahar's deck into `deck` (Fisher-Yates run backwards). */
function drawsFor(deck: readonly number[]): number[] {
  const cards = Array.from({ length: 52 }, (_, i) => i);
  return Array.from({ length: 51 }, (_, i) => {
    const j = cards.indexOf(deck[i]!, i);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
    return j - i;
  });
}

describe('fan tan, andar bahar and cockfight rules', () => {
  it('fan tan: 40 beans and the draw, taken away in fours; the remainder 1-4 is the fan, odd or even', () => {
    expect(dealTable('fan-tan', [0])).toEqual({ hands: [], dice: [], number: 40, result: 'fan4' });
    expect(dealTable('fan-tan', [1]).result).toBe('fan1');
    const three = dealTable('fan-tan', [39]);
    expect(three).toMatchObject({ number: 79, result: 'fan3' });
    expect(tableReturnPercent('fan-tan', 'fan3', three)).toBe(385);
    expect(tableReturnPercent('fan-tan', 'fan4', three)).toBe(0);
    expect(tableReturnPercent('fan-tan', 'odd', three)).toBe(195);
    expect(tableReturnPercent('fan-tan', 'even', three)).toBe(0);
    expect(tableReturnPercent('fan-tan', 'even', dealTable('fan-tan', [2]))).toBe(195);
    expect(tablePayout(10_00, 385)).toBe(38_50);
  });

  it('andar bahar: the first card is the joker; andar, bahar, andar... until a card of its rank', () => {
    // No swaps: the deck in order. The joker is A♠; A♥ (13) is the 13th card, an andar card.
    const inOrder = dealTable('andar-bahar', drawsFor(Array.from({ length: 52 }, (_, i) => i)));
    expect(inOrder.hands).toEqual([
      { side: 'andar', cards: [1, 3, 5, 7, 9, 11, 13], points: 7 },
      { side: 'bahar', cards: [2, 4, 6, 8, 10, 12], points: 6 },
      { side: 'joker', cards: [0], points: 1 },
    ]);
    expect(inOrder.result).toBe('andar');
    expect(tableReturnPercent('andar-bahar', 'andar', inOrder)).toBe(190);
    expect(tableReturnPercent('andar-bahar', 'bahar', inOrder)).toBe(0);
    // The joker K♣ (51), then 5♠ to andar and K♠ (12) to bahar.
    const bahar = dealTable(
      'andar-bahar',
      drawsFor([51, 4, 12, ...Array.from({ length: 49 }, (_, i) => i + 20)]),
    );
    expect(bahar.hands.map((h) => h.cards)).toEqual([[4], [12], [51]]);
    expect(bahar.result).toBe('bahar');
    expect(tableReturnPercent('andar-bahar', 'bahar', bahar)).toBe(200);
  });

  it('cockfight: 0-48 meron, 49-97 wala, 98-99 a draw, on which meron and wala bets are returned', () => {
    expect([0, 48, 49, 97, 98, 99].map((n) => dealTable('cockfight', [n]).result)).toEqual([
      'meron',
      'meron',
      'wala',
      'wala',
      'draw',
      'draw',
    ]);
    const draw = dealTable('cockfight', [98]);
    expect(draw.number).toBe(98);
    expect(tableReturnPercent('cockfight', 'meron', draw)).toBe(100);
    expect(tableReturnPercent('cockfight', 'wala', draw)).toBe(100);
    expect(tableReturnPercent('cockfight', 'draw', draw)).toBe(4600);
    expect(tableReturnPercent('cockfight', 'wala', dealTable('cockfight', [7]))).toBe(0);
    expect(tableReturnPercent('cockfight', 'meron', dealTable('cockfight', [7]))).toBe(190);
  });

  /**
   * Every equally likely round of a table, dealt by dealTable itself: all draws of fan tan and
   * the cockfight; for andar bahar, whose result depends only on where the joker's three other
   * cards lie among the 51 after it, one deck for each of the C(51, 3) places.
   */
  function everyRound(engine: TableEngine): TableOutcome[] {
    if (engine !== 'andar-bahar')
      return Array.from({ length: TABLE_DRAWS[engine][0]! }, (_, n) => dealTable(engine, [n]));
    const rounds: TableOutcome[] = [];
    for (let a = 1; a <= 51; a++)
      for (let b = a + 1; b <= 51; b++)
        for (let c = b + 1; c <= 51; c++) {
          // The joker A♠ (0); the other aces (13, 26, 39) at places a, b, c; twos to kings elsewhere.
          const others = Array.from({ length: 52 }, (_, i) => i).filter((i) => i % 13 !== 0);
          const deck = [0];
          for (let place = 1; place <= 51; place++)
            deck.push(place === a ? 13 : place === b ? 26 : place === c ? 39 : others.shift()!);
          rounds.push(dealTable(engine, drawsFor(deck)));
        }
    return rounds;
  }

  /** Each bet's exact chance to win and return to player, in 1/10000 of a percent. */
  const exact = (engine: TableEngine) => {
    const rounds = everyRound(engine);
    return Object.fromEntries(
      TABLE_BETS[engine].map((bet) => {
        const returns = rounds.map((o) => tableReturnPercent(engine, bet, o));
        const won = returns.filter((r) => r > 100).length;
        const total = returns.reduce((s, r) => s + r, 0);
        return [
          bet,
          {
            win: Math.round((won / rounds.length) * 1_000_000),
            rtp: Math.round((total / rounds.length) * 10_000),
          },
        ];
      }),
    );
  };

  it('each bet’s exact chance and return to player: fan tan 96.25 % and 97.5 %, andar 97.85 %, bahar 97 %, cockfight 95.1 % and 92 %', () => {
    const fanTan = exact('fan-tan');
    for (const fan of ['fan1', 'fan2', 'fan3', 'fan4'])
      expect(fanTan[fan]).toEqual({ win: 250_000, rtp: 962_500 });
    expect(fanTan.odd).toEqual({ win: 500_000, rtp: 975_000 });
    expect(fanTan.even).toEqual({ win: 500_000, rtp: 975_000 });

    // The first card of the joker's rank among 51 lands at place k with chance C(51 - k, 2) / C(51, 3);
    // andar gets the odd places: 10725 of 20825.
    const andarBahar = exact('andar-bahar');
    expect(andarBahar.andar).toEqual({
      win: Math.round((10725 / 20825) * 1_000_000),
      rtp: Math.round(((10725 * 190) / 20825) * 10_000),
    });
    expect(andarBahar.bahar).toEqual({
      win: Math.round((10100 / 20825) * 1_000_000),
      rtp: Math.round(((10100 * 200) / 20825) * 10_000),
    });

    const cockfight = exact('cockfight');
    expect(cockfight.meron).toEqual({ win: 490_000, rtp: 951_000 });
    expect(cockfight.wala).toEqual({ win: 490_000, rtp: 951_000 });
    expect(cockfight.draw).toEqual({ win: 20_000, rtp: 920_000 });

    for (const table of [fanTan, andarBahar, cockfight])
      for (const { rtp } of Object.values(table)) {
        expect(rtp).toBeGreaterThanOrEqual(900_000);
        expect(rtp).toBeLessThanOrEqual(980_000);
      }
  });

  it('the verify page’s copy of the dealing deals every table as the platform does', () => {
    expect(Object.keys(verifyPage.TABLE_DRAWS).sort()).toEqual([...TABLE_ENGINES].sort());
    for (const engine of TABLE_ENGINES) {
      expect(verifyPage.TABLE_DRAWS[engine]).toEqual(TABLE_DRAWS[engine]);
      for (let nonce = 0; nonce < 300; nonce++) {
        const draws = fairIntegers('verify-seed', `client:${nonce}`, TABLE_DRAWS[engine]);
        expect(verifyPage.dealTable(engine, draws), `${engine} #${nonce}`).toEqual(dealTable(engine, draws));
      }
    }
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Round {
  roundId: string;
  bet: string;
  stake: number;
  payout: number;
  balance: number;
  outcome: TableOutcome;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/** Launch a member's first table of an engine, as the lobby (or the cockfight's nav entry) does. */
async function launch(m: TestMember, engine: TableEngine) {
  const [game] = await server.deps.db.query<{
    id: number;
    game_type: string;
    vassalage: string;
    name: string;
  }>(
    `SELECT id, game_type, vassalage, name FROM games WHERE merchant_id = $1 AND engine = $2 ORDER BY id LIMIT 1`,
    [m.merchantId, engine],
  );
  return { ...(await launchGame(server, m, game!)), name: game!.name };
}

const play = (ticket: string, stake: string, bet: string, roundId?: string) =>
  playTable<Round>(server, ticket, stake, bet, roundId);

const roundEntries = (m: TestMember, roundId: string) => roundEntriesOf(server, m, roundId);

describe('fan tan, andar bahar and cockfight on the platform', () => {
  it.each([
    ['fan-tan', /^Fan Tan /, ['fan2', 'odd', 'even'], 'banker'],
    ['andar-bahar', /^Andar Bahar /, ['andar', 'bahar', 'andar'], 'fan1'],
    ['cockfight', /^Cockpit Arena Live$/, ['meron', 'wala', 'draw'], 'tie'],
  ] as const)(
    '%s launches the house table page; a wrong bet is refused naming the field; each round moves its stake and return through the ledger',
    async (engine, name, bets, wrong) => {
      const m = await createTestMember(server.deps.db);
      const table = await launch(m, engine);
      expect(table.name).toMatch(name);
      expect(table.url).toMatch(/^\/house\/table\/\?ticket=/);
      await fundMember(server.deps.db, m, 100_00, 'USD', table.wallet);
      const wallet = () =>
        balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: table.wallet });

      const rules = server.json<{ bets: { code: string; returnPercent: number }[] }>(
        await server.call({ method: 'GET', url: `/house/api/table/rules?engine=${engine}` }),
      ).value;
      expect(rules.bets.map((b) => b.code)).toEqual(TABLE_BETS[engine]);

      const refused = await play(table.ticket, '10.00', wrong);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toContain('"field":"bet"');
      expect(await wallet()).toBe(100_00);

      // 10.00: a live table's minimum is 1.00, 5.00 or 10.00.
      let expected = 100_00;
      for (const bet of bets) {
        const { status, body } = await play(table.ticket, '10.00', bet);
        expect(status).toBe(200);
        const r = body.value;
        expect(r.stake).toBe(10_00);
        expect(r.payout).toBe(tablePayout(10_00, tableReturnPercent(engine, bet, r.outcome)));
        expect(await roundEntries(m, r.roundId)).toEqual([
          ['bet', -10_00],
          ...(r.payout > 0 ? [['win', r.payout]] : []),
        ]);
        expected += r.payout - 10_00;
        expect(r.balance).toBe(expected);
        expect(await wallet()).toBe(expected);
      }
      expect(await verifyLedger(server.deps.db, m.merchantId)).toMatchObject({
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativeAccounts: [],
      });
    },
  );

  it('a fan tan round sent again with its round id is answered with its first result and charged once', async () => {
    const m = await createTestMember(server.deps.db);
    const table = await launch(m, 'fan-tan');
    await fundMember(server.deps.db, m, 10_00, 'USD', table.wallet);
    const first = await play(table.ticket, '1.00', 'fan3', 'fan-again');
    expect(first.status).toBe(200);
    const second = await play(table.ticket, '1.00', 'fan3', 'fan-again');
    expect(first.body.replayed).toBeFalsy();
    expect(second.body.replayed).toBe(true);
    expect(second.body.value).toEqual(first.body.value);
    expect(await balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: table.wallet })).toBe(
      10_00 - 1_00 + first.body.value.payout,
    );
    expect(await roundEntries(m, 'fan-again')).toEqual([
      ['bet', -1_00],
      ...(first.body.value.payout > 0 ? [['win', first.body.value.payout]] : []),
    ]);
  });

  it('an existing catalogue is brought along: its others tables are renamed and get engines as a fresh seed makes them, the cockfight its engine', async () => {
    const db = server.deps.db;
    const rowsOf = () =>
      db.query<{ id: number; name: string; search_name: string; engine: string | null }>(
        `SELECT g.id, g.name, g.search_name, g.engine FROM games g JOIN merchants m ON m.id = g.merchant_id
          WHERE m.code = 'aurora' AND (g.lobby_category = 'others' OR g.game_type = 'COCKFIGHT') ORDER BY g.id`,
      );
    const fresh = await rowsOf();
    expect(fresh.length).toBeGreaterThan(9);
    expect(new Set(fresh.map((r) => r.engine))).toEqual(new Set(['fan-tan', 'andar-bahar', 'cockfight']));
    // The fresh seed is the demo catalogue's: every others table is Fan Tan or Andar Bahar.
    const demo = demoGames(DEMO_VENDORS).filter((g) => g.lobbyCategory === 'others');
    expect(new Set(demo.map((g) => g.name.split(' ').slice(0, 2).join(' ')))).toEqual(
      new Set(['Fan Tan', 'Andar Bahar']),
    );
    // As a catalogue seeded before: Bull Bull where Andar Bahar is, Three Card Poker for Fan Tan's second room.
    await db.query(
      `UPDATE games g SET engine = NULL,
              name = CASE WHEN g.name LIKE 'Andar Bahar %' THEN 'Bull Bull' || substr(g.name, length('Andar Bahar') + 1)
                          WHEN g.name LIKE 'Fan Tan % 2' THEN 'Three Card Poker' || substr(g.name, length('Fan Tan') + 1, length(g.name) - length('Fan Tan') - 2)
                          ELSE g.name END
         FROM merchants m WHERE m.id = g.merchant_id AND m.code = 'aurora'
          AND (g.lobby_category = 'others' OR g.game_type = 'COCKFIGHT')`,
    );
    await db.query(`UPDATE games SET search_name = lower(name) WHERE lobby_category = 'others'`);
    const old = await rowsOf();
    expect(old.some((r) => /^Bull Bull /.test(r.name))).toBe(true);
    expect(old.some((r) => /^Three Card Poker \S+$/.test(r.name))).toBe(true);
    expect(old.every((r) => r.engine === null)).toBe(true);
    await db.exec(
      fs.readFileSync(
        path.resolve('server/db/migrations/20261202T0600_house_others_and_cockfight.sql'),
        'utf8',
      ),
    );
    expect(await rowsOf()).toEqual(fresh);
  });
});
