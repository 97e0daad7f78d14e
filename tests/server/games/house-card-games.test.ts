import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as verifyPage from '../../../server/house/public/assets/table-deal.js';
import { demoGames } from '../../../server/services/games/demo-catalogue/demo-games';
import { DEMO_VENDORS } from '../../../server/services/games/demo-catalogue/demo-vendors';
import { fairIntegers } from '../../../server/services/games/fair/fair-random';
import {
  TABLE_BETS,
  TABLE_DRAWS,
  TABLE_PAYS,
  TEEN_PATTI_HANDS,
  dealTable,
  niuValue,
  samGongValue,
  tablePayout,
  tableReturnPercent,
  teenPattiHand,
  type TableOutcome,
} from '../../../server/services/games/house/table-engine';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { ROOM_STAKE_MULTIPLES, type RoomLevel } from '../../../schemas/api/room-levels';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { launchGame, playTable, roundEntriesOf, type LaunchableGame } from '../../support/house-tables';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/*
 * The Cards & board lobby's banker card games, niu niu, sam gong and teen patti: hands and deals
 * on given cards, each bet's exact return to player, the verify page's copy, and rounds through
 * the platform from a PvP game's launch.
 */

const CARD_GAMES = ['niu-niu', 'sam-gong', 'teen-patti'] as const;
type CardGame = (typeof CARD_GAMES)[number];

/** A card by name: rank A, 2-10, J, Q, K and suit s h d c (suits 0-3). */
const c = (name: string): number => {
  const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(name.slice(0, -1));
  return 'shdc'.indexOf(name.slice(-1)) * 13 + rank;
};
const hand = (names: string) => names.split(' ').map(c);

/** Draws that deal `cards` first (the player's, then the banker's): Fisher-Yates run backwards. */
function drawsFor(cards: readonly number[]): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  return cards.map((card, i) => {
    const j = deck.indexOf(card, i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    return j - i;
  });
}

describe('niu niu, sam gong and teen patti rules', () => {
  it('niu niu: niu when three cards make a multiple of 10, valued by the other two; no niu is 0, niu niu 10', () => {
    expect(niuValue(hand('Ks Qh 10d 3c 4s'))).toBe(7); // 10+10+10, then 3+4
    expect(niuValue(hand('As 9h Kd 5c 5s'))).toBe(10); // 1+9+10, then 5+5: niu niu
    expect(niuValue(hand('2s 3h 5d 7c 6s'))).toBe(3); // 2+3+5, then 7+6 = 13
    expect(niuValue(hand('As 2h 4d 8c 9s'))).toBe(0); // no three make 10, 20 or 30
  });

  it('sam gong: the total’s last digit, three pictures beat all', () => {
    expect(samGongValue(hand('Js Qh Kd'))).toBe(10);
    expect(samGongValue(hand('10s Qh Kd'))).toBe(0);
    expect(samGongValue(hand('As 9h 9d'))).toBe(9);
    expect(samGongValue(hand('7s 8h Kd'))).toBe(5);
  });

  it('teen patti: trail > pure sequence > sequence > colour > pair > high card, ace high, A-2-3 the lowest sequence', () => {
    const kind = (names: string) => TEEN_PATTI_HANDS[teenPattiHand(hand(names)).rank];
    expect(kind('7s 7h 7d')).toBe('trail');
    expect(kind('Qh Kh Ah')).toBe('pure-sequence');
    expect(kind('As 2h 3d')).toBe('sequence');
    expect(teenPattiHand(hand('As 2h 3d')).key).toEqual([3, 2, 1]);
    expect(kind('2c 9c Jc')).toBe('colour');
    expect(kind('5s 5h Kd')).toBe('pair');
    expect(teenPattiHand(hand('5s Kh Kd')).key).toEqual([13, 5]);
    expect(kind('As 9h 4d')).toBe('high-card');
  });

  it('deals the player’s cards, then the banker’s; the higher hand wins, equal hands go to the highest card', () => {
    const niu = dealTable('niu-niu', drawsFor(hand('Ks Qh 10d 3c 4s As 2h 4d 8c 9s')));
    expect(niu.hands).toEqual([
      { side: 'player', cards: hand('Ks Qh 10d 3c 4s'), points: 7 },
      { side: 'banker', cards: hand('As 2h 4d 8c 9s'), points: 0 },
    ]);
    expect(niu.result).toBe('player');
    expect(tableReturnPercent('niu-niu', 'player', niu)).toBe(195);
    expect(tableReturnPercent('niu-niu', 'banker', niu)).toBe(0);
    // Both niu 7: the banker's K♠ beats the player's K♥ (spades above hearts).
    const sameNiu = dealTable('niu-niu', drawsFor(hand('Kh Qh 10h 3h 4h Ks Qs Js 3s 4c')));
    expect(sameNiu.hands.map((h) => h.points)).toEqual([7, 7]);
    expect(sameNiu.result).toBe('banker');

    const sam = dealTable('sam-gong', drawsFor(hand('Js Qh Kd 9s 9h Ad')));
    expect(sam.hands.map((h) => h.points)).toEqual([10, 9]);
    expect(sam.result).toBe('player');
    // 5 points each, both with a king: the banker's K♣ beats the player's K♦ (clubs above diamonds).
    const sam5 = dealTable('sam-gong', drawsFor(hand('7s 8h Kd 8d 7h Kc')));
    expect(sam5.hands.map((h) => h.points)).toEqual([5, 5]);
    expect(sam5.result).toBe('banker');
    expect(tableReturnPercent('sam-gong', 'banker', sam5)).toBe(195);

    const tp = dealTable('teen-patti', drawsFor(hand('As 2h 3d Ks Kh 4c')));
    expect(tp.hands).toEqual([
      { side: 'player', cards: hand('As 2h 3d'), points: 3 },
      { side: 'dealer', cards: hand('Ks Kh 4c'), points: 1 },
    ]);
    expect(tp.result).toBe('player');
    expect(tableReturnPercent('teen-patti', 'dealer', tp)).toBe(0);
    // Pairs of kings, both with a 4: the dealer's K♠ beats the player's K♥.
    const tpTie = dealTable('teen-patti', drawsFor(hand('Kh Kd 4s Ks Kc 4h')));
    expect(tpTie.result).toBe('dealer');
    expect(tableReturnPercent('teen-patti', 'dealer', tpTie)).toBe(195);
    expect(tablePayout(10_00, 195)).toBe(19_50);
  });

  /**
   * Exact return to player, by symmetry: the draws shuffle one deck uniformly (each draw picks
   * among the cards not yet placed), so a deal and the deal with the player's and the banker's
   * cards swapped are equally likely; swapping swaps the winner (checked below on every deal
   * tried), and two hands of one deck never tie (their highest cards differ). So each side wins
   * exactly half the rounds, and a bet paying 0.95:1 returns 195 / 2 = 97.5 %.
   */
  it('each bet wins exactly half the rounds and returns exactly 97.5 %: swapping the hands swaps the winner, and hands never tie', () => {
    for (const engine of CARD_GAMES) {
      const [first, second] = TABLE_BETS[engine] as [string, string];
      expect([first, second].map((bet) => TABLE_PAYS[engine][bet])).toEqual([195, 195]);
      const cards = TABLE_DRAWS[engine].length;
      let returned = 0;
      const deals = 2000;
      for (let nonce = 0; nonce < deals; nonce++) {
        const draws = fairIntegers('rtp-seed', `client:${nonce}`, TABLE_DRAWS[engine]);
        const round = dealTable(engine, draws);
        const [p, b] = round.hands as [TableOutcome['hands'][0], TableOutcome['hands'][0]];
        const swapped = dealTable(engine, drawsFor([...b.cards, ...p.cards]));
        expect([round.result, swapped.result].sort(), `${engine} #${nonce}`).toEqual([first, second].sort());
        expect(new Set([...p.cards, ...b.cards]).size).toBe(cards);
        for (const bet of [first, second])
          returned += tableReturnPercent(engine, bet, round) + tableReturnPercent(engine, bet, swapped);
      }
      // Over each deal and its swap, every bet returns 195 % in exactly one of the two.
      expect(returned / (deals * 2 * 2)).toBe(97.5);
    }
  });

  it('the verify page deals the card games as the platform does', () => {
    for (const engine of CARD_GAMES) {
      expect(verifyPage.TABLE_DRAWS[engine]).toEqual(TABLE_DRAWS[engine]);
      for (let nonce = 0; nonce < 1000; nonce++) {
        const draws = fairIntegers('verify-cards', `client:${nonce}`, TABLE_DRAWS[engine]);
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
}

/** Launch a member's first PvP game of an engine, as the Cards & board page's rooms do (in a room when named). */
async function launch(m: TestMember, engine: CardGame, room?: RoomLevel) {
  const [game] = await server.deps.db.query<LaunchableGame & { name: string }>(
    `SELECT id, game_type, vassalage, name FROM games
      WHERE merchant_id = $1 AND game_type = 'PVP' AND engine = $2 AND enabled ORDER BY id LIMIT 1`,
    [m.merchantId, engine],
  );
  return { ...(await launchGame(server, m, game!, room)), name: game!.name, gameId: game!.id };
}

/** The table's stake limits as its page reads them. */
async function limitsOf(ticket: string) {
  const res = await server.call({ method: 'GET', url: `/house/api/session?ticket=${ticket}` });
  return server.json<{ limits: { minStake: number; maxStake: number } }>(res).value.limits;
}

const play = (ticket: string, stake: string, bet: string, roundId?: string) =>
  playTable<Round>(server, ticket, stake, bet, roundId);

const roundEntries = (m: TestMember, roundId: string) => roundEntriesOf(server, m, roundId);

describe('the Cards & board games on the platform', () => {
  it.each([
    ['niu-niu', /^Niu Niu \S+$/, ['player', 'banker'], 'dealer'],
    ['sam-gong', /^Sam Gong \S+$/, ['banker', 'player'], 'tie'],
    ['teen-patti', /^Teen Patti \S+$/, ['dealer', 'player'], 'banker'],
  ] as const)(
    '%s: a PvP game launches the house table page; a wrong bet is refused naming the field; each round moves its stake and return through the ledger',
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
      expect(rules.bets.map((b) => [b.code, b.returnPercent])).toEqual(
        TABLE_BETS[engine].map((b) => [b, 195]),
      );

      const refused = await play(table.ticket, '10.00', wrong);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toContain('"field":"bet"');
      expect(await wallet()).toBe(100_00);

      let expected = 100_00;
      for (const bet of bets) {
        const { status, body } = await play(table.ticket, '10.00', bet);
        expect(status).toBe(200);
        const r = body.value;
        expect(r.stake).toBe(10_00);
        expect(r.outcome.hands.map((h) => h.cards.length)).toEqual(engine === 'niu-niu' ? [5, 5] : [3, 3]);
        expect(r.payout).toBe(r.outcome.result === bet ? 19_50 : 0);
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

  it('a table joined from a PvP room holds the room’s minimum stake: a VIP room refuses less than 200 times the game’s minimum bet, moving no money, and takes it', async () => {
    const m = await createTestMember(server.deps.db);
    const table = await launch(m, 'niu-niu', 'vip');
    const [{ min_bet: minBet }] = (await server.deps.db.query<{ min_bet: number }>(
      'SELECT min_bet FROM games WHERE id = $1',
      [table.gameId],
    )) as [{ min_bet: number }];
    const vipMin = minBet * 200;
    expect(ROOM_STAKE_MULTIPLES.vip).toBe(200);
    expect(await limitsOf(table.ticket)).toMatchObject({ minStake: vipMin });
    await fundMember(server.deps.db, m, vipMin + 100_00, 'USD', table.wallet);
    const wallet = () =>
      balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: table.wallet });

    for (const below of [minBet, vipMin - 1]) {
      const refused = await play(table.ticket, (below / 100).toFixed(2), 'player', `vip-low-${below}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'stake' })]);
      // The least stake goes with the refusal, so the table says it in the player's words.
      expect(refused.body.value).toEqual({ minStake: vipMin });
      expect(await roundEntries(m, `vip-low-${below}`)).toEqual([]);
    }
    expect(await wallet()).toBe(vipMin + 100_00);

    const taken = await play(table.ticket, (vipMin / 100).toFixed(2), 'player');
    expect(taken.status).toBe(200);
    expect(taken.body.value.stake).toBe(vipMin);
    expect(await wallet()).toBe(100_00 + taken.body.value.payout);
  });

  it('a high-stakes room holds 50 times the minimum bet; the same game launched without a room keeps its own minimum', async () => {
    const m = await createTestMember(server.deps.db);
    const high = await launch(m, 'sam-gong', 'high');
    const plain = await launch(m, 'sam-gong');
    const [{ min_bet: minBet }] = (await server.deps.db.query<{ min_bet: number }>(
      'SELECT min_bet FROM games WHERE id = $1',
      [plain.gameId],
    )) as [{ min_bet: number }];
    expect(await limitsOf(high.ticket)).toMatchObject({ minStake: minBet * 50 });
    expect(await limitsOf(plain.ticket)).toMatchObject({ minStake: minBet });
    await fundMember(server.deps.db, m, 10_00, 'USD', plain.wallet);
    const refused = await play(high.ticket, (minBet / 100).toFixed(2), 'player');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'stake' })]);
    const taken = await play(plain.ticket, (minBet / 100).toFixed(2), 'player');
    expect(taken.status).toBe(200);
    expect(taken.body.value.stake).toBe(minBet);
  });

  it('a teen patti round sent again with its round id is answered with its first result and charged once', async () => {
    const m = await createTestMember(server.deps.db);
    const table = await launch(m, 'teen-patti');
    await fundMember(server.deps.db, m, 10_00, 'USD', table.wallet);
    const first = await play(table.ticket, '1.00', 'player', 'tp-again');
    expect(first.status).toBe(200);
    const second = await play(table.ticket, '1.00', 'player', 'tp-again');
    expect(second.body.replayed).toBe(true);
    expect(second.body.value).toEqual(first.body.value);
    expect(await balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: table.wallet })).toBe(
      10_00 - 1_00 + first.body.value.payout,
    );
    expect(await roundEntries(m, 'tp-again')).toEqual([
      ['bet', -1_00],
      ...(first.body.value.payout > 0 ? [['win', first.body.value.payout]] : []),
    ]);
  });

  it('an existing catalogue is brought along: its PvP games become the six card games a fresh seed makes, the rest hidden', async () => {
    const db = server.deps.db;
    const shown = () =>
      db.query<{ id: number; game_code: string; name: string; search_name: string; engine: string | null }>(
        `SELECT g.id, g.game_code, g.name, g.search_name, g.engine FROM games g JOIN merchants m ON m.id = g.merchant_id
          WHERE m.code = 'aurora' AND g.game_type = 'PVP' AND g.enabled ORDER BY g.id`,
      );
    const fresh = await shown();
    const demo = demoGames(DEMO_VENDORS).filter((g) => g.vendor.gameType === 'PVP');
    expect(fresh.map((r) => [r.game_code, r.name, r.engine])).toEqual(
      demo.map((g) => [g.gameCode, g.name, g.engine]),
    );
    expect(fresh).toHaveLength(4 * 6);
    // As a catalogue seeded before: twelve games a vendor, the old names, no engines.
    const OLD = [
      'Texas Holdem',
      'Niu Niu',
      'Mahjong 2P',
      'Blackjack Duel',
      'Pai Gow',
      'Dou Di Zhu',
      'Tongits',
      'Pusoy',
      'Sam Gong',
      'Rummy',
      'Chinese Chess',
      'Teen Patti',
    ];
    const [{ id: merchantId }] = (await db.query<{ id: number }>(
      `SELECT id FROM merchants WHERE code = 'aurora'`,
    )) as [{ id: number }];
    await db.query(
      `UPDATE games g SET engine = NULL, name = ($2::text[])[g.sort_order + 1] || ' ' || split_part(v.title, ' ', 1)
         FROM game_vendors v WHERE v.id = g.vendor_id AND g.merchant_id = $1 AND g.game_type = 'PVP'`,
      [merchantId, OLD],
    );
    await db.query(
      `INSERT INTO games (merchant_id, vendor_id, game_type, vassalage, game_code, name, search_name, classify,
                          min_bet, popularity, has_trial, art_seed, sort_order)
       SELECT g.merchant_id, g.vendor_id, 'PVP', g.vassalage,
              g.vassalage || '-' || lpad((g.sort_order + 7)::text, 4, '0'),
              ($2::text[])[g.sort_order + 7] || ' ' || split_part(v.title, ' ', 1), '', 'table', 100, 0, false, 1, g.sort_order + 6
         FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE g.merchant_id = $1 AND g.game_type = 'PVP'`,
      [merchantId, OLD],
    );
    await db.query(`UPDATE games SET search_name = lower(name) WHERE game_type = 'PVP'`);
    const old = await shown();
    expect(old).toHaveLength(4 * 12);
    expect(old.some((r) => r.name === 'Texas Holdem Chess')).toBe(true);
    expect(old.every((r) => r.engine === null)).toBe(true);
    await db.exec(
      fs.readFileSync(path.resolve('server/db/migrations/20261202T0700_house_card_games.sql'), 'utf8'),
    );
    expect(await shown()).toEqual(fresh);
    // The hidden games' rows stay, so rounds and favourites that name them stay valid.
    const [{ hidden }] = (await db.query<{ hidden: number }>(
      `SELECT count(*)::int AS hidden FROM games WHERE merchant_id = $1 AND game_type = 'PVP' AND NOT enabled`,
      [merchantId],
    )) as [{ hidden: number }];
    expect(hidden).toBe(4 * 6);
  });
});
