import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';

/*
 * The house virtual sports book (docs/decisions/house-sports-book.md): fixtures on a
 * kick-off grid, a bet keyed by the player's bet id (answered once), the member's bets.
 */

/** The launch ticket of the game frame (never the member's session token). */
const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$', description: 'The frame’s launch ticket.' });

const Score = Type.Object({
  /** Goals (football) or maps won (esports) of the home side. */
  home: Type.Integer(),
  away: Type.Integer(),
});

export const SportsFixture = Type.Object({
  /** `YYYYMMDD-nnnn`: the n-th kick-off of the UTC day on the book's grid. */
  fixtureNo: Type.String(),
  kickOffAt: Type.String({ description: 'ISO time of kick-off; betting closes then.' }),
  home: Type.String(),
  away: Type.String(),
  /** `open` until kick-off, `played` once the result is drawn and its bets settled. */
  status: Type.Union([Type.Literal('open'), Type.Literal('played')]),
  /**
   * The markets in order, each with its selections' odds in hundredths (250 = 2.50, stake
   * included); null for a selection not offered. Football: `1x2` (home, draw, away), `ou25`
   * (over, under 2.5 goals). Esports: `winner` (home, away), `maps25` (over, under 2.5 maps).
   */
  markets: Type.Array(
    Type.Object({
      market: Type.String(),
      prices: Type.Array(
        Type.Object({ selection: Type.String(), odds: Type.Union([Type.Integer(), Type.Null()]) }),
      ),
    }),
  ),
  /** SHA-256 of the fixture's server seed, public before kick-off. */
  serverSeedHash: Type.String(),
  /** The seed itself, once played: with it the result is recomputed. */
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([Score, Type.Null()]),
  /**
   * The result model's weights, to recompute the result from the seed: football, each side's
   * goal weights for 0, 1, 2... goals (each side sums to 10000); esports, one number each, the
   * side's chance of a map out of 1000.
   */
  weights: Type.Object({ home: Type.Array(Type.Integer()), away: Type.Array(Type.Integer()) }),
});

export const SportsBet = Type.Object({
  betId: Type.String(),
  fixture: SportsFixture,
  market: Type.String(),
  selection: Type.String(),
  /** The odds taken when the bet was placed, hundredths. */
  odds: Type.Integer(),
  /** Minor units. */
  stake: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('settled')]),
  /** What was credited, minor units (stake included); 0 while open or lost. */
  payout: Type.Integer(),
});

/** The book's board: fixtures open for betting, then the latest played ones. */
export const getSportsBoard = defineEndpoint({
  id: 'house.sports-board',
  method: 'GET',
  path: '/house/api/sports/board',
  token: false,
  encrypted: false,
  summary: 'The house sports book’s open and latest played fixtures with their odds.',
  request: Type.Object({ ticket: Ticket }, { additionalProperties: false }),
  response: Type.Object({
    sport: Type.Union([Type.Literal('football'), Type.Literal('esports')]),
    /** The platform's clock when it answered, for the page's countdowns. */
    serverTime: Type.String(),
    fixtures: Type.Array(SportsFixture),
  }),
});

/** A bet on an open fixture: the stake debited through the seamless wallet at the fixture's odds. */
export const placeSportsBetCall = defineEndpoint({
  id: 'house.sports-bet',
  method: 'POST',
  path: '/house/api/sports/bet',
  token: false,
  encrypted: false,
  summary: 'Place a bet on a house sports book fixture.',
  request: Type.Object(
    {
      ticket: Ticket,
      betId: Type.String({
        pattern: '^[A-Za-z0-9_-]{6,40}$',
        description: 'Client-chosen bet id: a retry with the same id never bets twice.',
      }),
      fixtureNo: Type.String({ maxLength: 20 }),
      market: Type.String({ maxLength: 12 }),
      selection: Type.String({ maxLength: 12 }),
      stake: Type.String({ maxLength: 24, description: 'Stake in major units, e.g. "1.25".' }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ bet: SportsBet, balance: Type.Integer() }),
});

/** The member's latest bets at this book, open and settled. */
export const getMySportsBets = defineEndpoint({
  id: 'house.sports-bets',
  method: 'GET',
  path: '/house/api/sports/bets',
  token: false,
  encrypted: false,
  summary: 'The member’s latest bets at the house sports book, with results.',
  request: Type.Object(
    { ticket: Ticket, count: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ list: Type.Array(SportsBet), balance: Type.Integer() }),
});

export const houseSportsEndpoints = [getSportsBoard, placeSportsBetCall, getMySportsBets] as const;
