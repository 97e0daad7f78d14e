import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blackjackDeck,
  blackjackPayout,
  blackjackResult,
  dealBlackjack,
  replayBlackjack,
  type BlackjackAction,
  type BlackjackHand,
} from '../../../server/services/games/house/blackjack-engine';
import { seedHash } from '../../../server/services/games/fair/fair-random';
import { activeSeed } from '../../../server/services/games/fair/fair-seeds';
import { seamlessWallet } from '../../../server/services/games/wallet/seamless-wallet';
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

interface Round {
  roundId: string;
  step: number;
  status: 'player' | 'settled';
  player: { cards: number[]; total: number; soft: boolean };
  dealer: { cards: number[]; total: number; soft: boolean; holeHidden: boolean };
  actions: BlackjackAction[];
  doubled: boolean;
  stake: number;
  payout: number;
  result: string;
  balance: number;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

const SERVER_SEED = 'blackjack-test-server-seed';

/** A client seed whose first round (nonce 1) is dealt as `wanted` says. */
function clientSeedFor(wanted: (hand: BlackjackHand) => boolean): string {
  for (let i = 0; i < 5000; i++) {
    if (wanted(dealBlackjack(blackjackDeck(SERVER_SEED, `c${i}`, 1)))) return `c${i}`;
  }
  throw new Error('no such seed');
}
const OPEN = clientSeedFor((h) => h.phase === 'player');
const NATURAL = clientSeedFor((h) => h.phase === 'done' && blackjackResult(h) === 'blackjack');

interface Table {
  m: TestMember;
  ticket: string;
  url: string;
  wallet: 'main' | `vendor:${string}`;
  minBet: number;
  balance: () => Promise<number>;
}

/** Launch the first blackjack table for a new member with `funds`, its seed pair set to `clientSeed`. */
async function openTable(funds: number, clientSeed = OPEN): Promise<Table> {
  const m = await createTestMember(server.deps.db);
  const [table] = await server.deps.db.query<LaunchableGame & { min_bet: number }>(
    `SELECT id, game_type, vassalage, min_bet FROM games WHERE merchant_id = $1 AND game_type = 'LIVE' AND engine = 'blackjack'
      ORDER BY id LIMIT 1`,
    [m.merchantId],
  );
  const value = await launchGame(server, m, table!);
  await fundMember(server.deps.db, m, funds, 'USD', value.wallet);
  await activeSeed(server.deps.db, m.merchantId, m.memberId);
  await server.deps.db.query(
    `UPDATE fair_seeds SET server_seed = $3, server_seed_hash = $4, client_seed = $5
      WHERE merchant_id = $1 AND member_id = $2 AND active`,
    [m.merchantId, m.memberId, SERVER_SEED, seedHash(SERVER_SEED), clientSeed],
  );
  return {
    m,
    url: value.url,
    wallet: value.wallet,
    ticket: value.ticket,
    minBet: Number(table!.min_bet),
    balance: () => balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: value.wallet }),
  };
}

async function send(url: string, payload: Record<string, unknown>) {
  const res = await server.call({ method: 'POST', url, payload });
  return { status: res.statusCode, body: server.json<Round>(res) };
}
const deal = (t: Table, stake: string, roundId = `r${Math.random().toString(36).slice(2, 12)}`) =>
  send('/house/api/blackjack/deal', { ticket: t.ticket, roundId, stake });
const act = (t: Table, roundId: string, step: number, action: string) =>
  send('/house/api/blackjack/act', { ticket: t.ticket, roundId, step, action });
const fieldOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field);

/** The round's ledger postings on the member's wallet, in order: -stake, -double, +return. */
async function walletMoves(t: Table, roundId: string): Promise<{ kind: string; amount: number }[]> {
  const rows = await server.deps.db.query<{ kind: string; amount: number }>(
    `SELECT t.kind, e.amount FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.merchant_id = $1 AND t.reference LIKE $2 AND a.member_id = $3 ORDER BY t.id`,
    [t.m.merchantId, `round:%:m${t.m.memberId}-${roundId}`, t.m.memberId],
  );
  return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
}

describe('house blackjack on the platform', () => {
  it('a live blackjack table launches the blackjack page; deal and double move money through the ledger to the minor unit, and the revealed seed recomputes the round', async () => {
    const t = await openTable(100_00);
    expect(t.url).toMatch(/^\/house\/blackjack\/\?ticket=/);
    // A plain page: its script a file, so the frame's strict policy holds.
    const page = await server.call({ method: 'GET', url: '/house/blackjack/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/house/assets/blackjack.js');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const dealt = await deal(t, '5.05', 'double-round');
    expect(dealt.status).toBe(200);
    const open = dealt.body.value;
    expect(open).toMatchObject({ status: 'player', step: 0, stake: 5_05, payout: 0, result: 'open' });
    expect(open.actions).toEqual(['hit', 'stand', 'double']);
    // The hole card stays on the platform: the up card only, and nothing else about the deck.
    expect(open.dealer.cards).toHaveLength(1);
    expect(open.dealer.holeHidden).toBe(true);
    expect(Object.keys(open).sort()).toEqual([
      'actions',
      'balance',
      'dealer',
      'doubled',
      'fairness',
      'payout',
      'player',
      'result',
      'roundId',
      'stake',
      'status',
      'step',
    ]);
    expect(open.balance).toBe(100_00 - 5_05);
    expect(await t.balance()).toBe(100_00 - 5_05);
    // The reloaded page finds it.
    const state = server.json<{ round: Round | null }>(
      await server.call({ method: 'GET', url: `/house/api/blackjack/state?ticket=${t.ticket}` }),
    ).value;
    expect(state.round).toEqual(open);

    const doubled = (await act(t, 'double-round', 1, 'double')).body.value;
    expect(doubled).toMatchObject({ status: 'settled', step: 1, doubled: true, stake: 10_10, actions: [] });
    expect(doubled.player.cards).toHaveLength(3);
    expect(doubled.dealer.holeHidden).toBe(false);
    expect(doubled.dealer.total).toBeGreaterThanOrEqual(doubled.player.total > 21 ? 2 : 17);
    const expected = replayBlackjack(blackjackDeck(SERVER_SEED, OPEN, 1), ['double']);
    expect(doubled.player.cards).toEqual(expected.player);
    expect(doubled.dealer.cards).toEqual(expected.dealer);
    expect(doubled.result).toBe(blackjackResult(expected));
    expect(doubled.payout).toBe(blackjackPayout(10_10, blackjackResult(expected)));
    expect(doubled.balance).toBe(100_00 - 10_10 + doubled.payout);
    expect(await t.balance()).toBe(doubled.balance);
    const moves = await walletMoves(t, 'double-round');
    expect(moves.slice(0, 2)).toEqual([
      { kind: 'bet', amount: -5_05 },
      { kind: 'bet', amount: -5_05 },
    ]);
    expect(moves.slice(2)).toEqual(doubled.payout > 0 ? [{ kind: 'win', amount: doubled.payout }] : []);
    const [round] = await server.deps.db.query<{ stake: number; payout: number; status: string }>(
      `SELECT stake, payout, status FROM game_rounds WHERE round_id = $1`,
      [`m${t.m.memberId}-double-round`],
    );
    expect(round).toMatchObject({ stake: 10_10, payout: doubled.payout, status: 'settled' });

    // The round over, the seed may be revealed: it deals the same cards again.
    const rotated = server.json<{ revealed: { serverSeed: string; clientSeed: string } }>(
      await server.call({ method: 'POST', url: '/house/api/fair/rotate', payload: { ticket: t.ticket } }),
    ).value;
    expect(rotated.revealed).toMatchObject({ serverSeed: SERVER_SEED, clientSeed: OPEN });
    expect(await verifyLedger(server.deps.db, t.m.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  });

  it('a natural settles at the deal and pays 3:2, rounded down to the minor unit', async () => {
    const t = await openTable(20_00, NATURAL);
    const r = (await deal(t, '1.01', 'natural-round')).body.value;
    expect(r).toMatchObject({
      status: 'settled',
      result: 'blackjack',
      stake: 1_01,
      payout: 2_52,
      actions: [],
    });
    expect(r.player.total).toBe(21);
    expect(r.dealer.cards).toHaveLength(2);
    expect(r.balance).toBe(20_00 - 1_01 + 2_52);
    expect(await walletMoves(t, 'natural-round')).toEqual([
      { kind: 'bet', amount: -1_01 },
      { kind: 'win', amount: 2_52 },
    ]);
  });

  it('retries answer the same and move no money twice; a step out of turn or reused for another action is refused', async () => {
    const t = await openTable(50_00);
    const first = await deal(t, '2.00', 'retry-round');
    const again = await deal(t, '2.00', 'retry-round');
    expect(again.body.value).toEqual(first.body.value);
    expect(again.body.replayed).toBe(true);
    expect(await t.balance()).toBe(48_00);
    // Another round while this one is open: refused, naming the round id, nothing charged.
    const second = await deal(t, '2.00', 'other-round');
    expect(second.status).toBe(409);
    expect(fieldOf(second.body)).toEqual(['roundId']);
    // Revealing the seed now would show the cards to come.
    const rotate = await server.call({
      method: 'POST',
      url: '/house/api/fair/rotate',
      payload: { ticket: t.ticket },
    });
    expect(rotate.statusCode).toBe(409);

    const skipped = await act(t, 'retry-round', 2, 'stand');
    expect(skipped.status).toBe(409);
    expect(fieldOf(skipped.body)).toEqual(['step']);
    const stood = await act(t, 'retry-round', 1, 'stand');
    const stoodAgain = await act(t, 'retry-round', 1, 'stand');
    expect(stoodAgain.body.value).toEqual(stood.body.value);
    expect(stoodAgain.body.replayed).toBe(true);
    const other = await act(t, 'retry-round', 1, 'hit');
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(fieldOf(other.body)).toEqual(['step']);
    const after = await act(t, 'retry-round', 2, 'hit');
    expect(fieldOf(after.body)).toEqual(['roundId']);
    const r = stood.body.value;
    expect(r.status).toBe('settled');
    expect(await t.balance()).toBe(50_00 - 2_00 + r.payout);
    expect((await walletMoves(t, 'retry-round')).length).toBe(r.payout > 0 ? 2 : 1);
  });

  it('50 decisions sent at once on the same round: one applies, every answer is that one', async () => {
    const t = await openTable(50_00);
    await deal(t, '3.00', 'race-round');
    const actions = ['double', 'stand', 'hit'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => act(t, 'race-round', 1, actions[i % 3]!)),
    );
    const applied = answers.filter((a) => a.status === 200).map((a) => a.body.value);
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map((r) => JSON.stringify({ ...r, balance: 0 }))).size).toBe(1);
    const one = applied[0]!;
    expect(answers.filter((a) => a.status === 200 && !a.body.replayed)).toHaveLength(1);
    const [row] = await server.deps.db.query<{ step: number; hand: BlackjackHand }>(
      `SELECT step, hand FROM blackjack_rounds WHERE member_id = $1 AND round_id = 'race-round'`,
      [t.m.memberId],
    );
    expect(row!.step).toBe(1);
    expect(row!.hand.actions).toHaveLength(1);
    const staked = one.doubled ? 6_00 : 3_00;
    expect(await t.balance()).toBe(50_00 - staked + one.payout);
    const debits = (await walletMoves(t, 'race-round')).filter((m) => m.kind === 'bet');
    expect(debits).toHaveLength(one.doubled ? 2 : 1);
  });

  it('refuses bad input naming the field, and nothing changes', async () => {
    const t = await openTable(3_00);
    const below = ((t.minBet - 1) / 100).toFixed(2);
    const refusals = [
      [await deal(t, below), 'stake'],
      [await deal(t, '1.234'), 'stake'],
      [await deal(t, 'abc'), 'stake'],
      [await act(t, 'no-such-round', 1, 'hit'), 'roundId'],
      [await act(t, 'no-such-round', 1, 'split'), 'action'],
    ] as const;
    for (const [res, field] of refusals) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(fieldOf(res.body)).toContain(field);
    }
    expect(await t.balance()).toBe(3_00);

    // A double the wallet cannot pay: refused, the round stays as it was.
    const r = (await deal(t, '2.00', 'short-round')).body.value;
    const short = await act(t, 'short-round', 1, 'double');
    expect(short.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await t.balance()).toBe(1_00);
    const state = server.json<{ round: Round | null }>(
      await server.call({ method: 'GET', url: `/house/api/blackjack/state?ticket=${t.ticket}` }),
    ).value;
    expect(state.round).toMatchObject({ step: 0, player: r.player, actions: ['hit', 'stand', 'double'] });
    // A hit first: double is then not allowed, named as the action.
    const hit = (await act(t, 'short-round', 1, 'hit')).body.value;
    if (hit.status === 'player') {
      const late = await act(t, 'short-round', 2, 'double');
      expect(late.status).toBe(400);
      expect(fieldOf(late.body)).toEqual(['action']);
    }
    // A slot ticket is not a blackjack table's.
    const slot = server.json<{ url: string }>(
      await server.call({
        method: 'GET',
        url: '/wps/game/launchGame?gameType=RNG&vassalage=TSR',
        token: t.m.token,
      }),
    ).value;
    const slotTicket = new URL(slot.url, 'http://x').searchParams.get('ticket')!;
    const wrong = await send('/house/api/blackjack/deal', {
      ticket: slotTicket,
      roundId: 'slot-round',
      stake: '2.00',
    });
    expect(fieldOf(wrong.body)).toEqual(['ticket']);
  });

  it('a raised round the seamless wallet rolls back returns both stakes', async () => {
    const t = await openTable(10_00);
    const key = { merchantId: t.m.merchantId, vendor: 'TSR', roundId: `m${t.m.memberId}-raised-round` };
    await server.deps.db.tx(async (q) => {
      await seamlessWallet.debit(q, {
        ...key,
        memberId: t.m.memberId,
        currency: 'USD',
        wallet: t.wallet,
        gameType: 'LIVE',
        gameId: null,
        gameName: 'Blackjack',
        amount: 2_00,
      });
      const raised = await seamlessWallet.raise(q, { ...key, amount: 2_00 });
      expect(raised.round.stake).toBe(4_00);
      expect(raised.balance).toBe(6_00);
    });
    const back = await server.deps.db.tx((q) => seamlessWallet.rollback(q, key));
    expect(back.round.status).toBe('rolled_back');
    expect(back.balance).toBe(10_00);
    expect(await t.balance()).toBe(10_00);
    expect(await verifyLedger(server.deps.db, t.m.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  });
});

describe('the blackjack tables’ names', () => {
  it('promise no variant the house does not play, in a fresh catalogue and in one seeded before', async () => {
    const db = server.deps.db;
    const rowsOf = () =>
      db.query<{ id: number; name: string; search_name: string; engine: string | null }>(
        `SELECT g.id, g.name, g.search_name, g.engine FROM games g JOIN merchants m ON m.id = g.merchant_id
          WHERE m.code = 'aurora' AND g.lobby_category = 'blackjack' ORDER BY g.id`,
      );
    const fresh = await rowsOf();
    expect(fresh.length).toBeGreaterThan(9);
    expect(fresh.every((r) => /^(VIP |Speed )?Blackjack /.test(r.name) && r.engine === 'blackjack')).toBe(
      true,
    );
    // As a catalogue seeded with the old names.
    await db.query(
      `UPDATE games g SET
              name = CASE WHEN g.name LIKE 'VIP Blackjack %' THEN 'Infinite Blackjack' || substr(g.name, length('VIP Blackjack') + 1)
                          WHEN g.name LIKE 'Speed Blackjack %' THEN 'Blackjack Party' || substr(g.name, length('Speed Blackjack') + 1)
                          ELSE g.name END
         FROM merchants m WHERE m.id = g.merchant_id AND m.code = 'aurora' AND g.lobby_category = 'blackjack'`,
    );
    await db.query(`UPDATE games SET search_name = lower(name) WHERE lobby_category = 'blackjack'`);
    expect((await rowsOf()).some((r) => r.name.startsWith('Infinite Blackjack '))).toBe(true);
    await db.exec(
      fs.readFileSync(path.resolve('server/db/migrations/20261202T0610_blackjack_table_names.sql'), 'utf8'),
    );
    expect(await rowsOf()).toEqual(fresh);
  });
});
