import type { Database, Queryable } from '../../../db/database';
import { newServerSeed, seedHash } from '../fair/fair-random';
import { seamlessWallet } from '../wallet/seamless-wallet';
import {
  fixtureOdds,
  pairing,
  playFixture,
  selectionWins,
  sportsPayout,
  type FixtureResult,
  type Odds,
  type Sport,
} from './sports-rules';

/*
 * The books' fixtures (docs/decisions/house-sports-book.md): created on first need on the
 * kick-off grid with a fresh server seed whose hash is public from then on, played exactly
 * once at kick-off, their bets settled through the seamless wallet in the same transaction.
 */

export interface FixtureRow {
  id: number;
  gameCode: string;
  fixtureNo: string;
  sport: Sport;
  home: string;
  away: string;
  kickOffAt: Date;
  odds: Odds;
  status: 'open' | 'played';
  serverSeedHash: string;
  /** Only once played. */
  serverSeed: string | null;
  result: FixtureResult | null;
}

interface Row {
  id: number;
  game_code: string;
  fixture_no: string;
  sport: Sport;
  home: string;
  away: string;
  kick_off_at: Date;
  odds: Odds;
  status: 'open' | 'played';
  server_seed: string;
  server_seed_hash: string;
  result: FixtureResult | null;
}

export const FIXTURE_COLUMNS =
  'id, game_code, fixture_no, sport, home, away, kick_off_at, odds, status, server_seed, server_seed_hash, result';

export function toFixture(r: Row): FixtureRow {
  return {
    id: Number(r.id),
    gameCode: r.game_code,
    fixtureNo: r.fixture_no,
    sport: r.sport,
    home: r.home,
    away: r.away,
    kickOffAt: r.kick_off_at,
    odds: r.odds,
    status: r.status,
    serverSeedHash: r.server_seed_hash,
    serverSeed: r.status === 'played' ? r.server_seed : null,
    result: r.result,
  };
}

export interface Book {
  id: number;
  gameCode: string;
  sport: Sport;
}

/** The fixture of a book at a kick-off, created on first need; concurrent creators agree on one row. */
export async function ensureFixture(
  q: Queryable,
  merchantId: number,
  book: Book,
  fixtureNo: string,
  kickOffAt: Date,
): Promise<FixtureRow> {
  const teams = pairing(book.sport, book.gameCode, fixtureNo);
  const seed = newServerSeed();
  await q.query(
    `INSERT INTO sports_fixtures (merchant_id, game_id, game_code, fixture_no, sport, home, away, kick_off_at, odds,
                                  server_seed, server_seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (merchant_id, game_code, fixture_no) DO NOTHING`,
    [
      merchantId,
      book.id,
      book.gameCode,
      fixtureNo,
      book.sport,
      teams.home,
      teams.away,
      kickOffAt,
      JSON.stringify(fixtureOdds(book.sport, teams)),
      seed,
      seedHash(seed),
    ],
  );
  const [row] = await q.query<Row>(
    `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures WHERE merchant_id = $1 AND game_code = $2 AND fixture_no = $3`,
    [merchantId, book.gameCode, fixtureNo],
  );
  return toFixture(row as Row);
}

/** The book's latest played fixtures, newest first. */
export async function playedFixtures(q: Queryable, merchantId: number, gameCode: string, count: number) {
  const rows = await q.query<Row>(
    `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures
      WHERE merchant_id = $1 AND game_code = $2 AND status = 'played' ORDER BY kick_off_at DESC LIMIT $3`,
    [merchantId, gameCode, count],
  );
  return rows.map(toFixture);
}

/**
 * Play every fixture whose kick-off has come exactly once, even with several processes on
 * one database: each is taken with `FOR UPDATE SKIP LOCKED` in its own transaction, played,
 * its bets settled, and marked played before the lock is released. `only` narrows it to
 * one merchant's book (a player's board plays its own due fixtures without waiting).
 */
export async function playDueFixtures(
  db: Database,
  playedBy: string,
  now = new Date(),
  only: { merchantId: number; gameCode: string } | null = null,
  max = 50,
): Promise<number> {
  let played = 0;
  for (; played < max; played++) {
    const done = await db.tx(async (q) => {
      const [row] = await q.query<Row & { merchant_id: number }>(
        `SELECT ${FIXTURE_COLUMNS}, merchant_id FROM sports_fixtures
          WHERE status = 'open' AND kick_off_at <= $1
            AND ($2::int IS NULL OR (merchant_id = $2 AND game_code = $3))
          ORDER BY kick_off_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now, only?.merchantId ?? null, only?.gameCode ?? null],
      );
      if (!row) return false;
      const teams = pairing(row.sport, row.game_code, row.fixture_no);
      const result = playFixture(row.sport, row.server_seed, row.game_code, row.fixture_no, teams);
      await q.query(
        `UPDATE sports_fixtures SET status = 'played', result = $2, played_at = now(), played_by = $3 WHERE id = $1`,
        [row.id, JSON.stringify(result), playedBy],
      );
      await settleBets(q, row.merchant_id, Number(row.id), result);
      return true;
    });
    if (!done) break;
  }
  return played;
}

/** Each open bet of a played fixture credited once (a losing one with 0) and marked settled. */
async function settleBets(q: Queryable, merchantId: number, fixtureId: number, result: FixtureResult) {
  const bets = await q.query<{
    id: number;
    market: string;
    selection: string;
    odds: number;
    stake: number;
    vendor: string;
    round_id: string;
  }>(
    `SELECT b.id, b.market, b.selection, b.odds, b.stake, r.vendor, r.round_id
       FROM sports_bets b JOIN game_rounds r ON r.id = b.round_pk
      WHERE b.fixture_id = $1 AND b.status = 'open' ORDER BY b.id`,
    [fixtureId],
  );
  for (const bet of bets) {
    const won = selectionWins(bet.market, bet.selection, result);
    const payout = sportsPayout(Number(bet.stake), Number(bet.odds), won);
    await seamlessWallet.credit(q, {
      merchantId,
      vendor: bet.vendor,
      roundId: bet.round_id,
      amount: payout,
      detail: { result, won },
    });
    await q.query(
      `UPDATE sports_bets SET status = 'settled', payout = $2, settled_at = now() WHERE id = $1`,
      [bet.id, payout],
    );
  }
}
