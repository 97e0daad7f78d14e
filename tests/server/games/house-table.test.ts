import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dealTable,
  tableOutcome,
  tablePayout,
  tableReturnPercent,
} from '../../../server/services/games/house/table-engine';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { launchGame, playTable, type LaunchableGame } from '../../support/house-tables';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/** A card by rank (1 ace ... 13 king) in spades. */
const card = (rank: number) => rank - 1;

describe('house table rules', () => {
  it('baccarat: a natural stands; the player draws on 0-5; the banker draws by its total and the player’s third card', () => {
    // Player 9 (4, 5) against banker 6: a natural, nobody draws.
    const natural = dealTable('baccarat', [card(4), card(3), card(5), card(3), card(2), card(2)]);
    expect(natural.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(natural.result).toBe('player');
    // Player 5 (2, 3) draws an 8; banker 3 (1, 2) stands on a player's third 8.
    const standsOn8 = dealTable('baccarat', [card(2), card(1), card(3), card(2), card(8), card(5)]);
    expect(standsOn8.hands).toEqual([
      { side: 'player', cards: [card(2), card(3), card(8)], points: 3 },
      { side: 'banker', cards: [card(1), card(2)], points: 3 },
    ]);
    expect(standsOn8.result).toBe('tie');
    // Player 7 (king, 7) stands; banker 4 (ace, 3) draws as the player stood: banker 4 + 4 = 8.
    const bankerDraws = dealTable('baccarat', [card(13), card(1), card(7), card(3), card(4), card(9)]);
    expect(bankerDraws.hands[0]!.cards).toHaveLength(2);
    expect(bankerDraws.hands[1]).toEqual({ side: 'banker', cards: [card(1), card(3), card(4)], points: 8 });
    expect(bankerDraws.result).toBe('banker');
    // Banker 6 draws only on a player's third 6 or 7.
    const six = dealTable('baccarat', [card(1), card(3), card(1), card(3), card(6), card(2)]);
    expect(six.hands[1]!.cards).toHaveLength(3);
    const sixStands = dealTable('baccarat', [card(1), card(3), card(1), card(3), card(5), card(2)]);
    expect(sixStands.hands[1]!.cards).toHaveLength(2);
  });

  it('what each bet returns: even money, the banker’s commission, ties, triples, the zero', () => {
    const tie = dealTable('baccarat', [card(2), card(1), card(3), card(2), card(8), card(5)]);
    expect(tableReturnPercent('baccarat', 'tie', tie)).toBe(900);
    expect(tableReturnPercent('baccarat', 'player', tie)).toBe(100);
    const banker = dealTable('baccarat', [card(13), card(1), card(7), card(3), card(4), card(9)]);
    expect(tableReturnPercent('baccarat', 'banker', banker)).toBe(195);
    expect(tablePayout(1_00, 195)).toBe(1_95);
    expect(tablePayout(33, 195)).toBe(64);

    const dtTie = dealTable('dragon-tiger', [card(9), 13 + card(9)]);
    expect(dtTie.result).toBe('tie');
    expect(tableReturnPercent('dragon-tiger', 'dragon', dtTie)).toBe(50);
    expect(tableReturnPercent('dragon-tiger', 'tie', dtTie)).toBe(900);
    const kingWins = dealTable('dragon-tiger', [card(13), card(1)]);
    expect(kingWins.result).toBe('dragon');
    expect(tableReturnPercent('dragon-tiger', 'tiger', kingWins)).toBe(0);

    const triple = dealTable('sicbo', [5, 5, 5]);
    expect(triple).toMatchObject({ dice: [6, 6, 6], number: 18, result: 'triple' });
    expect(tableReturnPercent('sicbo', 'big', triple)).toBe(0);
    expect(tableReturnPercent('sicbo', 'triple', triple)).toBe(3100);
    expect(dealTable('sicbo', [0, 1, 2]).result).toBe('small');
    expect(dealTable('sicbo', [3, 3, 4]).result).toBe('big');

    const zero = dealTable('roulette', [0]);
    expect(zero.result).toBe('zero');
    expect(tableReturnPercent('roulette', 'even', zero)).toBe(0);
    expect(tableReturnPercent('roulette', 'zero', zero)).toBe(3600);
    const seven = dealTable('roulette', [7]);
    expect(seven.result).toBe('red');
    expect(tableReturnPercent('roulette', 'odd', seven)).toBe(200);
    expect(tableReturnPercent('roulette', 'black', seven)).toBe(0);
  });

  it('a round is read from the seed pair and nonce alone: the same three give the same round', () => {
    const a = tableOutcome('baccarat', 'seed', 'client', 4);
    expect(tableOutcome('baccarat', 'seed', 'client', 4)).toEqual(a);
    const spins = Array.from({ length: 200 }, (_, n) => tableOutcome('roulette', 'seed', 'client', n).number);
    expect(new Set(spins).size).toBeGreaterThan(25);
    expect(spins.every((n) => n !== null && n >= 0 && n <= 36)).toBe(true);
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
  outcome: { hands: { side: string; cards: number[]; points: number }[]; result: string };
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/** Launch the first baccarat table of a live vendor; the member's play wallet is funded. */
async function launchBaccarat(m: TestMember) {
  const [table] = await server.deps.db.query<LaunchableGame>(
    `SELECT id, game_type, vassalage FROM games WHERE merchant_id = $1 AND game_type = 'LIVE' AND engine = 'baccarat'
      ORDER BY id LIMIT 1`,
    [m.merchantId],
  );
  return { ...(await launchGame(server, m, table!)) };
}

const play = (ticket: string, stake: string, bet: string, roundId?: string) =>
  playTable<Round>(server, ticket, stake, bet, roundId);

describe('house tables on the platform', () => {
  it('a live baccarat table launches the house table page and every hand moves money through the ledger', async () => {
    const m = await createTestMember(server.deps.db);
    const launch = await launchBaccarat(m);
    expect(launch.url).toMatch(/^\/house\/table\/\?ticket=/);
    await fundMember(server.deps.db, m, 50_00, 'USD', launch.wallet);
    const wallet = () =>
      balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: launch.wallet });
    const rules = server.json<{ bets: { code: string; returnPercent: number }[] }>(
      await server.call({ method: 'GET', url: '/house/api/table/rules?engine=baccarat' }),
    ).value;
    expect(rules.bets).toEqual([
      { code: 'player', returnPercent: 200 },
      { code: 'banker', returnPercent: 195 },
      { code: 'tie', returnPercent: 900 },
    ]);
    let expected = 50_00;
    for (const bet of ['player', 'banker', 'tie', 'player', 'banker']) {
      const { status, body } = await play(launch.ticket, '2.00', bet);
      expect(status).toBe(200);
      const r = body.value;
      expect(r.stake).toBe(2_00);
      // The return is what the rules say for the dealt hands.
      expect(r.payout).toBe(tablePayout(2_00, tableReturnPercent('baccarat', bet, r.outcome as never)));
      expected += r.payout - r.stake;
      expect(r.balance).toBe(expected);
    }
    expect(await wallet()).toBe(expected);
    expect(await verifyLedger(server.deps.db, m.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  });

  it('refuses an unknown bet, a stake below the table minimum, and a bad stake, naming the field; no money moves', async () => {
    const m = await createTestMember(server.deps.db);
    const launch = await launchBaccarat(m);
    await fundMember(server.deps.db, m, 20_00, 'USD', launch.wallet);
    const wallet = () =>
      balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: launch.wallet });
    const refusals = [
      [await play(launch.ticket, '2.00', 'dragon'), 'bet'],
      [await play(launch.ticket, '0.10', 'player'), 'stake'],
      [await play(launch.ticket, '1.234', 'player'), 'stake'],
      [await play(launch.ticket, '30.00', 'player'), undefined],
    ] as const;
    for (const [res, field] of refusals) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      if (field) expect(JSON.stringify(res.body.errors)).toContain(`"field":"${field}"`);
    }
    expect(refusals[3][0].body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await wallet()).toBe(20_00);
    // A slot ticket is not a table's.
    const slot = server.json<{ url: string }>(
      await server.call({
        method: 'GET',
        url: '/wps/game/launchGame?gameType=RNG&vassalage=TSR',
        token: m.token,
      }),
    ).value;
    const slotTicket = new URL(slot.url, 'http://x').searchParams.get('ticket')!;
    expect(JSON.stringify((await play(slotTicket, '2.00', 'player')).body.errors)).toContain(
      '"field":"ticket"',
    );
  });

  it('the same round id sent 50 times at once plays once and answers each with that round', async () => {
    const m = await createTestMember(server.deps.db);
    const launch = await launchBaccarat(m);
    await fundMember(server.deps.db, m, 10_00, 'USD', launch.wallet);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => play(launch.ticket, '1.00', 'banker', 'same-round')),
    );
    const settled = answers.filter((a) => a.status === 200).map((a) => a.body.value);
    expect(settled.length).toBeGreaterThan(0);
    expect(new Set(settled.map((r) => JSON.stringify(r.outcome))).size).toBe(1);
    const first = settled[0]!;
    expect(await balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: launch.wallet })).toBe(
      10_00 - 1_00 + first.payout,
    );
    expect(first.fairness.nonce).toBe(1);
  });

  it('an existing catalogue is brought along: its demo live tables of the four categories get their engine, and a name promising a variant is renamed', async () => {
    const db = server.deps.db;
    const pick = async (category: string) =>
      (
        await db.query<{ id: number }>(
          `SELECT g.id FROM games g JOIN merchants m ON m.id = g.merchant_id
            WHERE m.code = 'aurora' AND g.game_type = 'LIVE' AND g.lobby_category = $1 ORDER BY g.id LIMIT 1`,
          [category],
        )
      )[0]!.id;
    const roulette = await pick('roulette');
    const blackjack = await pick('blackjack');
    // As a catalogue seeded before the house dealt tables holds them.
    await db.query(
      `UPDATE games SET engine = NULL, name = 'Lightning Roulette Royal', search_name = 'lightning roulette royal' WHERE id = $1`,
      [roulette],
    );
    await db.exec(
      fs.readFileSync(path.resolve('server/db/migrations/20261201T2300_house_tables.sql'), 'utf8'),
    );
    const rows = await db.query<{ id: number; engine: string | null; name: string; search_name: string }>(
      'SELECT id, engine, name, search_name FROM games WHERE id = ANY($1) ORDER BY id',
      [[roulette, blackjack]],
    );
    expect(rows.find((r) => r.id === roulette)).toMatchObject({
      engine: 'roulette',
      name: 'Speed Roulette Royal',
      search_name: 'speed roulette royal',
    });
    // Blackjack has an engine of its own (20261202T0500_house_blackjack.sql), never a table's.
    expect(rows.find((r) => r.id === blackjack)?.engine).toBe('blackjack');
  });
});
