import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';

/** The launch ticket of the game frame (never the member's session token). */
const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$', description: 'The frame’s launch ticket.' });
/** The player's id for the round: a retry with the same id never plays twice. */
const RoundId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,40}$', description: 'Client-chosen round id.' });
/** An amount as typed, e.g. "1.25": at most two decimals, more than zero. */
const Stake = Type.String({ maxLength: 24, description: 'Stake in major units, e.g. "1.25".' });

export const FairnessState = Type.Object({
  /** SHA-256 of the active server seed: the commitment shown before play. */
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  /** Rounds played with this pair; the next round uses nonce + 1. */
  nonce: Type.Integer(),
});

export const RevealedSeedSchema = Type.Object({
  serverSeed: Type.String(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  /** Rounds played with the pair (nonces 1 to this). */
  nonce: Type.Integer(),
});

/** What the game frame needs at start. */
export const getHouseSession = defineEndpoint({
  id: 'house.session',
  method: 'GET',
  path: '/house/api/session',
  token: false,
  encrypted: false,
  summary: 'The game, wallet, balance and fairness state behind a launch ticket.',
  request: Type.Object({ ticket: Ticket }, { additionalProperties: false }),
  response: Type.Object({
    game: Type.Object({
      nodeId: Type.Integer(),
      name: Type.String(),
      gameCode: Type.String(),
      icon: Type.String(),
      vendor: Type.String(),
      vendorTitle: Type.String(),
      gameType: Type.String(),
      engine: Type.Union([Type.String(), Type.Null()]),
    }),
    player: Type.String(),
    wallet: Type.String({
      description: '`main`, `vendor:<code>` (a vendor wallet) or `demo` (trial credit).',
    }),
    currency: Type.String(),
    /** Minor units. */
    balance: Type.Integer(),
    fairness: FairnessState,
    /** Stake limits in minor units. */
    limits: Type.Object({ minStake: Type.Integer(), maxStake: Type.Integer() }),
  }),
});

/** Reels, paylines and paytable: everything the verify view needs to recompute a spin. */
export const getSlotRules = defineEndpoint({
  id: 'house.slot-rules',
  method: 'GET',
  path: '/house/api/slot/rules',
  token: false,
  encrypted: false,
  summary: 'The house slot’s reel strips, paylines and paytable.',
  request: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({
    reels: Type.Array(Type.Array(Type.String())),
    rows: Type.Integer(),
    paylines: Type.Array(Type.Array(Type.Integer())),
    paytable: Type.Record(Type.String(), Type.Array(Type.Integer())),
    /** Return to player of the paytable, computed exactly from the strips. */
    rtp: Type.Number(),
  }),
});

export const SpinResult = Type.Object({
  roundId: Type.String(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  /** Balance after the round, minor units. */
  balance: Type.Integer(),
  stops: Type.Array(Type.Integer()),
  grid: Type.Array(Type.Array(Type.String())),
  wins: Type.Array(
    Type.Object({ line: Type.Integer(), symbol: Type.String(), count: Type.Integer(), pay: Type.Integer() }),
  ),
  /** The seed pair and nonce this round used (the seed itself is revealed on rotation). */
  fairness: FairnessState,
});

/** Play one spin: stake debited, outcome drawn, payout credited, in one transaction. */
export const spinSlot = defineEndpoint({
  id: 'house.slot-spin',
  method: 'POST',
  path: '/house/api/slot/spin',
  token: false,
  encrypted: false,
  summary: 'One round of the house slot through the seamless wallet.',
  request: Type.Object({ ticket: Ticket, roundId: RoundId, stake: Stake }, { additionalProperties: false }),
  response: SpinResult,
});

/**
 * A house table: baccarat, dragon tiger, sic bo, roulette, fan tan, andar bahar, the cockfight,
 * or a banker card game of the Cards & board lobby: niu niu, sam gong, teen patti (server/services/games/house/table-engine.ts).
 */
const TableEngine = Type.Union(
  [
    Type.Literal('baccarat'),
    Type.Literal('dragon-tiger'),
    Type.Literal('sicbo'),
    Type.Literal('roulette'),
    Type.Literal('fan-tan'),
    Type.Literal('andar-bahar'),
    Type.Literal('cockfight'),
    Type.Literal('niu-niu'),
    Type.Literal('sam-gong'),
    Type.Literal('teen-patti'),
  ],
  { description: 'The house table engine.' },
);

/** The bets of a house table and what each returns. */
export const getTableRules = defineEndpoint({
  id: 'house.table-rules',
  method: 'GET',
  path: '/house/api/table/rules',
  token: false,
  encrypted: false,
  summary: 'The bets of a house table and what a winning bet returns.',
  request: Type.Object({ engine: TableEngine }, { additionalProperties: false }),
  response: Type.Object({
    engine: Type.String(),
    bets: Type.Array(
      Type.Object({
        code: Type.String(),
        /** What a winning bet returns, percent of the stake, stake included (200 = even money). */
        returnPercent: Type.Integer(),
      }),
    ),
  }),
});

export const TableResult = Type.Object({
  roundId: Type.String(),
  bet: Type.String(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  /** Balance after the round, minor units. */
  balance: Type.Integer(),
  outcome: Type.Object({
    /**
     * Cards as 0-51: rank (n % 13) + 1 from ace to king, suit floor(n / 13) (spades, hearts, diamonds, clubs).
     * Andar bahar's hands are andar and bahar (points: their count of cards) and the joker (points: its rank).
     * Niu niu, sam gong and teen patti: player and banker (dealer), points the hand's value or kind.
     */
    hands: Type.Array(
      Type.Object({ side: Type.String(), cards: Type.Array(Type.Integer()), points: Type.Integer() }),
    ),
    dice: Type.Array(Type.Integer()),
    /** Sic bo's total, roulette's pocket, fan tan's count of beans or the cockfight's draw (0-99). */
    number: Type.Union([Type.Integer(), Type.Null()]),
    result: Type.String(),
  }),
  fairness: FairnessState,
});

/** Play one round of a house table: stake debited, round dealt, return credited, in one transaction. */
export const playTable = defineEndpoint({
  id: 'house.table-play',
  method: 'POST',
  path: '/house/api/table/play',
  token: false,
  encrypted: false,
  summary: 'One round of a house table through the seamless wallet.',
  request: Type.Object(
    { ticket: Ticket, roundId: RoundId, stake: Stake, bet: Type.String({ maxLength: 20 }) },
    { additionalProperties: false },
  ),
  response: TableResult,
});

/** Seeds of the member: the active commitment and the revealed ones, for the verify view. */
export const getFairSeeds = defineEndpoint({
  id: 'house.fair-seeds',
  method: 'GET',
  path: '/house/api/fair/seeds',
  token: false,
  encrypted: false,
  summary: 'The active seed commitment and the revealed seeds of the member.',
  request: Type.Object({ ticket: Ticket }, { additionalProperties: false }),
  response: Type.Object({ active: FairnessState, revealed: Type.Array(RevealedSeedSchema) }),
});

/** End the active seed pair (revealing it) and start a new one. */
export const rotateFairSeed = defineEndpoint({
  id: 'house.fair-rotate',
  method: 'POST',
  path: '/house/api/fair/rotate',
  token: false,
  encrypted: false,
  summary: 'Reveal the active server seed and commit to a new one, with an optional new client seed.',
  request: Type.Object(
    {
      ticket: Ticket,
      clientSeed: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ revealed: RevealedSeedSchema, next: FairnessState }),
});

/** The member's latest rounds of this game, with what verifies them. */
export const getHouseRounds = defineEndpoint({
  id: 'house.rounds',
  method: 'GET',
  path: '/house/api/rounds',
  token: false,
  encrypted: false,
  summary: 'The latest rounds of the framed game for its history panel.',
  request: Type.Object(
    { ticket: Ticket, count: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    list: Type.Array(
      Type.Object({
        roundId: Type.String(),
        stake: Type.Integer(),
        payout: Type.Integer(),
        status: Type.String(),
        createdAt: Type.String(),
        /** Outcome and fairness data (stops, nonce, seed hash...). */
        detail: Type.Record(Type.String(), Type.Unknown()),
      }),
    ),
  }),
});

export const houseGameEndpoints = [
  getHouseSession,
  getSlotRules,
  spinSlot,
  getTableRules,
  playTable,
  getFairSeeds,
  rotateFairSeed,
  getHouseRounds,
] as const;
