import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { answerOnce, memberKey } from '../../idempotency/first-answer';
import { framed, type FramedGame } from '../house/house-session';
import type { TicketHolder } from '../launch/game-tickets';
import { parseStake, refuseBelowMinStake } from '../wallet/parse-stake';
import { seamlessWallet } from '../wallet/seamless-wallet';
import {
  ensureFixture,
  FIXTURE_COLUMNS,
  playDueFixtures,
  playedFixtures,
  toFixture,
  type Book,
  type FixtureRow,
} from './sports-fixtures';
import {
  fixtureNoAt,
  isMarket,
  isSelection,
  kickOffOf,
  MARKETS,
  openKickOffs,
  pairing,
  resultWeights,
  sportOf,
} from './sports-rules';

/*
 * The house sports book's calls (docs/decisions/house-sports-book.md): the board of
 * fixtures, a bet, the member's bets. A bet moves money in one transaction that also keeps
 * its answer (answerOnce), so a retry with the same bet id answers the same, debited once.
 */

/** How many played fixtures the board shows under the open ones. */
const PLAYED_ON_BOARD = 3;

type Framed = { holder: TicketHolder; game: FramedGame };

/** The ticket's holder and book, refused when the ticket is not a house sports book's. */
async function sportsBook(
  db: Database,
  merchant: Merchant,
  ticket: string,
): Promise<Framed & { book: Book }> {
  const framedGame = await framed(db, merchant, ticket);
  const { game } = framedGame;
  if (game.engine !== 'sportsbook')
    throw ApiError.validation('ticket', 'this game is not a house sports book');
  return { ...framedGame, book: { id: game.id, gameCode: game.gameCode, sport: sportOf(game.vassalage) } };
}

/** A fixture as the browser sees it: the seed only once played, its hash from the start. */
export function publicFixture(f: FixtureRow) {
  return {
    fixtureNo: f.fixtureNo,
    kickOffAt: f.kickOffAt.toISOString(),
    home: f.home,
    away: f.away,
    status: f.status,
    // A list, in the markets' own order (home, draw, away): an object's keys would not keep it.
    markets: Object.entries(MARKETS[f.sport]).map(([market, selections]) => ({
      market,
      prices: selections.map((selection) => ({ selection, odds: f.odds[market]?.[selection] ?? null })),
    })),
    serverSeedHash: f.serverSeedHash,
    serverSeed: f.serverSeed,
    result: f.result,
    weights: resultWeights(f.sport, pairing(f.sport, f.gameCode, f.fixtureNo)),
  };
}

/** The book's open fixtures (created on first need) and its latest played ones; due ones are played first. */
export async function sportsBoard(db: Database, merchant: Merchant, ticket: string, now = new Date()) {
  const { book } = await sportsBook(db, merchant, ticket);
  await playDueFixtures(db, 'board', now, { merchantId: merchant.id, gameCode: book.gameCode });
  const open: FixtureRow[] = [];
  for (const at of openKickOffs(now))
    open.push(await ensureFixture(db, merchant.id, book, fixtureNoAt(at), at));
  const played = await playedFixtures(db, merchant.id, book.gameCode, PLAYED_ON_BOARD);
  return {
    sport: book.sport,
    serverTime: now.toISOString(),
    fixtures: [...open, ...played].map(publicFixture),
  };
}

export interface SportsBetInput {
  ticket: string;
  betId: string;
  fixtureNo: string;
  market: string;
  selection: string;
  stake: string;
}

const closed = () => ApiError.conflict('Betting on this fixture closed at kick-off', 'fixtureNo');

/**
 * A bet on an open fixture of the framed book at the fixture's odds. The fixture's row is
 * share-locked while the stake is taken, so a fixture is never played half way through a bet.
 */
export async function placeSportsBet(
  db: Database,
  merchant: Merchant,
  input: SportsBetInput,
  now = () => new Date(),
) {
  const { holder, game, book } = await sportsBook(db, merchant, input.ticket);
  const kickOff = kickOffOf(input.fixtureNo);
  if (!kickOff) throw ApiError.validation('fixtureNo', 'is not a fixture of this book');
  if (!isMarket(book.sport, input.market))
    throw ApiError.validation('market', 'is not a market of this book');
  if (!isSelection(book.sport, input.market, input.selection))
    throw ApiError.validation('selection', 'is not a selection of this market');
  const stake = parseStake(input.stake);
  refuseBelowMinStake(stake, game.minStake, 'book');
  const call = {
    call: 'house.sports-bet',
    key: memberKey(holder.memberId, input.betId),
    keyField: 'betId',
    request: {
      game: game.id,
      fixtureNo: input.fixtureNo,
      market: input.market,
      selection: input.selection,
      stake,
    },
  };
  let fixture: FixtureRow | undefined;
  const before = async () => {
    const open = openKickOffs(now());
    if (kickOff.getTime() <= now().getTime()) throw closed();
    const last = open[open.length - 1] as Date;
    if (kickOff.getTime() > last.getTime())
      throw ApiError.validation('fixtureNo', 'is not open for betting yet');
    fixture = await ensureFixture(db, merchant.id, book, input.fixtureNo, kickOff);
  };
  // A retry of this bet is answered with its first answer, even once the fixture has kicked off.
  return answerOnce(
    db,
    merchant.id,
    call,
    async (q: Queryable) => {
      if (!fixture) throw closed();
      const [row] = await q.query<{ id: number; status: string; kick_off_at: Date }>(
        `SELECT id, status, kick_off_at FROM sports_fixtures WHERE id = $1 AND merchant_id = $2 FOR SHARE`,
        [fixture.id, merchant.id],
      );
      if (!row || row.status !== 'open' || now().getTime() >= row.kick_off_at.getTime()) throw closed();
      const odds = fixture.odds[input.market]?.[input.selection] ?? null;
      if (odds === null) throw ApiError.validation('selection', 'is not offered on this fixture');
      const { round, balance } = await seamlessWallet.debit(q, {
        merchantId: merchant.id,
        vendor: game.vassalage,
        roundId: `m${holder.memberId}-${input.betId}`,
        memberId: holder.memberId,
        currency: merchant.currency,
        wallet: holder.wallet,
        gameType: game.gameType,
        gameId: game.id,
        gameName: game.name,
        amount: stake,
        detail: {
          engine: 'sportsbook',
          fixtureNo: fixture.fixtureNo,
          home: fixture.home,
          away: fixture.away,
          market: input.market,
          selection: input.selection,
          odds,
          serverSeedHash: fixture.serverSeedHash,
        },
      });
      await q.query(
        `INSERT INTO sports_bets (merchant_id, member_id, fixture_id, round_pk, bet_id, market, selection, odds, stake)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          merchant.id,
          holder.memberId,
          row.id,
          round.id,
          input.betId,
          input.market,
          input.selection,
          odds,
          stake,
        ],
      );
      return {
        bet: {
          betId: input.betId,
          fixture: publicFixture(fixture),
          market: input.market,
          selection: input.selection,
          odds,
          stake,
          status: 'open' as const,
          payout: 0,
        },
        balance,
      };
    },
    { before },
  );
}

/** The member's latest bets at this book, open and settled, with their fixtures. */
export async function mySportsBets(db: Database, merchant: Merchant, ticket: string, count: number) {
  const { holder, game } = await sportsBook(db, merchant, ticket);
  const rows = await db.query<
    Parameters<typeof toFixture>[0] & {
      bet_id: string;
      market: string;
      selection: string;
      bet_odds: number;
      stake: number;
      bet_status: 'open' | 'settled';
      payout: number;
    }
  >(
    `SELECT ${FIXTURE_COLUMNS.split(', ')
      .map((c) => `f.${c}`)
      .join(
        ', ',
      )}, b.bet_id, b.market, b.selection, b.odds AS bet_odds, b.stake, b.status AS bet_status, b.payout
       FROM sports_bets b JOIN sports_fixtures f ON f.id = b.fixture_id
      WHERE b.merchant_id = $1 AND b.member_id = $2 AND f.game_id = $3
      ORDER BY b.created_at DESC, b.id DESC LIMIT $4`,
    [merchant.id, holder.memberId, game.id, count],
  );
  const balance = await seamlessWallet.balance(db, merchant.id, holder.memberId, holder.wallet);
  return {
    list: rows.map((r) => ({
      betId: r.bet_id,
      fixture: publicFixture(toFixture(r)),
      market: r.market,
      selection: r.selection,
      odds: Number(r.bet_odds),
      stake: Number(r.stake),
      status: r.bet_status,
      payout: Number(r.payout),
    })),
    balance,
  };
}
