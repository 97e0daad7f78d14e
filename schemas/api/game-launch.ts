import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { PRIZE_MODES } from './game-rules';
import { GameTypeSchema } from './game-shapes';
import { RoomLevelSchema, VendorCode } from './games';

const Language = Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' }));
/** Where the game's back button goes: a path of this site. */
const BackUrl = Type.Optional(Type.String({ pattern: '^/[\\w./?=&%-]{0,200}$' }));

/** What a launch answers: the address the /game page frames. */
export const LaunchResult = Type.Object({
  /** The game's address (on one of the merchant's launch CDNs, or this site). */
  url: Type.String(),
  nodeId: Type.Integer(),
  gameType: GameTypeSchema,
  vassalage: Type.String(),
  gameName: Type.String(),
  /** The wallet the game plays from: real money in `main` or a vendor wallet, trial credit in `demo`. */
  wallet: Type.String({ description: '`main`, `vendor:<code>` (a vendor wallet) or `demo` (trial credit).' }),
});

/** Start a game (spec §7 /wps/game/launchGame). Login required; hidden vendors refused. */
export const launchGame = defineEndpoint({
  id: 'games.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  token: true,
  encrypted: false,
  summary: 'The address of a game for the /game frame; notes the game as recently played.',
  request: Type.Object(
    {
      gameType: GameTypeSchema,
      vassalage: VendorCode,
      /** The game (nodeId); when absent the vendor's lobby or first game. */
      nodeId: Type.Optional(Type.Integer({ minimum: 1 })),
      /** The vendor's game code, as an alternative to nodeId. */
      gameId: Type.Optional(Type.String({ pattern: '^[\\w.-]{1,40}$' })),
      /**
       * The PvP room joined (its stake level): the table then holds the room's minimum stake,
       * the game's minimum bet times the level's multiple. Only PvP games have rooms.
       */
      room: Type.Optional(RoomLevelSchema),
      playType: Type.Optional(Type.String({ pattern: '^[a-z0-9]{1,12}$' })),
      language: Language,
      backUrl: BackUrl,
    },
    { additionalProperties: false },
  ),
  response: LaunchResult,
});

/**
 * Start the FB sports book (spec §7 GCS_gameLaunchFB, the /fbsports page). Not marked (t)
 * in the spec, yet a launch needs a session: the server refuses without one.
 */
export const launchSportsFB = defineEndpoint({
  id: 'games.launch-fb',
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  token: false,
  encrypted: false,
  summary: 'The address of the FB sports book (or another sports vendor) for the /game frame.',
  request: Type.Object(
    { vassalage: Type.Optional(VendorCode), language: Language, backUrl: BackUrl },
    { additionalProperties: false },
  ),
  response: LaunchResult,
});

/** Open the lottery (spec §7 lottery lobby: lottoArea VN, launchMode LOTT...). Design: this path. */
export const launchLottery = defineEndpoint({
  id: 'games.launch-lottery',
  method: 'GET',
  path: '/wps/game/launchLotto',
  token: true,
  encrypted: false,
  summary: 'The address of the lottery lobby or betting view of a lottery game.',
  request: Type.Object(
    {
      lottoArea: Type.Literal('VN'),
      launchMode: Type.Literal('LOTT'),
      lottoPrizeMode: Type.Unsafe<(typeof PRIZE_MODES)[number]>({ type: 'string', enum: [...PRIZE_MODES] }),
      /** The lottery game (e.g. VN1); the first of the prize mode's vendor when absent. */
      lottoGameCode: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,10}$' })),
      /** The vendor of the game (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT). */
      vendor: Type.Optional(VendorCode),
      lottoView: Type.Union([Type.Literal('betting'), Type.Literal('lobby')]),
      playType: Type.Optional(Type.String({ pattern: '^[a-z0-9]{1,12}$' })),
      device: Type.Optional(Type.String({ maxLength: 10 })),
      backUrl: BackUrl,
      language: Language,
    },
    { additionalProperties: false },
  ),
  response: LaunchResult,
});

/** A round as the member's records show it (stake and payout in minor units). */
export const RoundRecordSchema = Type.Object({
  roundId: Type.String(),
  vendor: Type.String(),
  gameType: Type.String(),
  nodeId: Type.Union([Type.Integer(), Type.Null()]),
  gameName: Type.String(),
  wallet: Type.String({ description: '`main`, `vendor:<code>` (a vendor wallet) or `demo` (trial credit).' }),
  currency: Type.String(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('rolled_back')]),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});

/** The member's game rounds, newest first (what the betting record lists). */
export const getGameRounds = defineEndpoint({
  id: 'games.rounds',
  method: 'GET',
  path: '/wps/game/rounds',
  token: true,
  encrypted: false,
  summary: 'A page of the member’s game rounds with stake, payout and status, plus totals of the range.',
  request: Type.Object(
    {
      gameType: Type.Optional(GameTypeSchema),
      /** ISO date-time, inclusive. */
      from: Type.Optional(Type.String({ format: 'date-time' })),
      /** ISO date-time, exclusive. */
      to: Type.Optional(Type.String({ format: 'date-time' })),
      pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    list: Type.Array(RoundRecordSchema),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    hasMore: Type.Boolean(),
    /** Sums over every round of the range (all pages), in minor units. */
    totals: Type.Object({ stake: Type.Integer(), payout: Type.Integer() }),
  }),
});

export const gameLaunchEndpoints = [launchGame, launchSportsFB, launchLottery, getGameRounds] as const;
