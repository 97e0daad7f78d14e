import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { OPENED_NUMBERS_COUNT } from './game-rules';

const PrizeModeParam = Type.Optional(
  Type.Union([Type.Literal('Lott'), Type.Literal('ZY'), Type.Literal('Elott'), Type.Literal('SEA')], {
    description: 'Prize mode: Lott (lottery), Elott (e-lottery), SEA, ZY.',
  }),
);
const GameCode = Type.String({ pattern: '^[A-Z0-9]{2,10}$', description: 'A lottery game code, e.g. VN1.' });

/** Numbers of a drawn draw by prize tier (Vietnam style: 27 numbers). */
export const DrawNumbersSchema = Type.Object({
  special: Type.Array(Type.String()),
  first: Type.Array(Type.String()),
  second: Type.Array(Type.String()),
  third: Type.Array(Type.String()),
  fourth: Type.Array(Type.String()),
  fifth: Type.Array(Type.String()),
  sixth: Type.Array(Type.String()),
  seventh: Type.Array(Type.String()),
});

/** A draw. The seed hash is public from the moment the draw opens; the seed once drawn. */
export const DrawSchema = Type.Object({
  gameCode: Type.String(),
  drawNo: Type.String(),
  /** ISO time the draw is drawn (betting closes a few seconds before). */
  drawAt: Type.String(),
  /** ISO time betting closes. */
  closesAt: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('drawn')]),
  serverSeedHash: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  numbers: Type.Union([DrawNumbersSchema, Type.Null()]),
});

export const PlayTypeInfo = Type.Object({
  /** de, de3 or lo. */
  code: Type.String(),
  /** Digits a pick has. */
  digits: Type.Integer(),
  /** Payout for a stake of 1 per hit. */
  pays: Type.Number(),
});

/** A lottery game of the menu. */
export const LotteryMenuGame = Type.Object({
  gameCode: Type.String(),
  name: Type.String(),
  vendor: Type.String(),
  gameType: Type.Union([Type.Literal('LOTT'), Type.Literal('ELOTT')]),
  nodeId: Type.Integer(),
  icon: Type.String(),
  drawEverySeconds: Type.Integer(),
  current: DrawSchema,
  /** The latest drawn draw, if any. */
  last: Type.Union([DrawSchema, Type.Null()]),
  playTypes: Type.Array(PlayTypeInfo),
});

/** The lottery game menu (spec §7 /lgw/vn/games/game_menu: prizeMode, device WEB). */
export const getLotteryMenu = defineEndpoint({
  id: 'lottery.menu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  token: false,
  encrypted: false,
  summary: 'The lottery games of a prize mode with their open draw, last result and play types.',
  request: Type.Object(
    { prizeMode: PrizeModeParam, device: Type.Optional(Type.String({ maxLength: 10 })) },
    { additionalProperties: false },
  ),
  response: Type.Object({ prizeMode: Type.String(), games: Type.Array(LotteryMenuGame) }),
});

/** The member's recently played lottery games (spec §7 /lgw/vn/games/game_menu/recent). */
export const getRecentLotteryMenu = defineEndpoint({
  id: 'lottery.menu-recent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  token: true,
  encrypted: false,
  summary: 'The lottery games the member bet on or opened lately, latest first.',
  request: Type.Object(
    { prizeMode: PrizeModeParam, device: Type.Optional(Type.String({ maxLength: 10 })) },
    { additionalProperties: false },
  ),
  response: Type.Object({ games: Type.Array(LotteryMenuGame) }),
});

/** Opened numbers (spec §7 /lgw/vn/numeros/opened/game, count 100). */
export const getOpenedNumbers = defineEndpoint({
  id: 'lottery.opened',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  token: false,
  encrypted: false,
  summary: 'The latest drawn draws with their numbers and revealed seeds, newest first.',
  request: Type.Object(
    {
      count: Type.Integer({ minimum: 1, maximum: 100, default: OPENED_NUMBERS_COUNT }),
      gameCode: Type.Optional(GameCode),
      prizeMode: PrizeModeParam,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ list: Type.Array(DrawSchema) }),
});

/**
 * The member's opened numbers (spec §7 /lotto/lgw/games/opened/numero, token): drawn
 * draws the member bet on, with their bets and payouts.
 */
export const getMyOpenedNumbers = defineEndpoint({
  id: 'lottery.my-opened',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  token: true,
  encrypted: false,
  summary: 'Draws the member bet on (newest first) with each bet’s pick, stake and payout.',
  request: Type.Object(
    { count: Type.Integer({ minimum: 1, maximum: 100, default: 20 }), gameCode: Type.Optional(GameCode) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    list: Type.Array(
      Type.Object({
        draw: DrawSchema,
        bets: Type.Array(
          Type.Object({
            playType: Type.String(),
            pick: Type.String(),
            stake: Type.Integer(),
            payout: Type.Integer(),
            status: Type.String(),
          }),
        ),
      }),
    ),
  }),
});

const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' });

/** The lottery frame's state: its game, the open draw, recent results and the member's open bets. */
export const getLotteryState = defineEndpoint({
  id: 'house.lottery-state',
  method: 'GET',
  path: '/house/api/lottery/state',
  token: false,
  encrypted: false,
  summary: 'State of the framed lottery game.',
  request: Type.Object({ ticket: Ticket }, { additionalProperties: false }),
  response: Type.Object({
    game: LotteryMenuGame,
    /** Latest results, newest first. */
    opened: Type.Array(DrawSchema),
    myBets: Type.Array(
      Type.Object({
        drawNo: Type.String(),
        playType: Type.String(),
        pick: Type.String(),
        stake: Type.Integer(),
        payout: Type.Integer(),
        status: Type.String(),
      }),
    ),
    balance: Type.Integer(),
    wallet: Type.String(),
    currency: Type.String(),
    /** The server's clock, so the countdown does not trust the player's. */
    now: Type.String(),
  }),
});

/** Bet on the open draw: the stake is debited now, the payout credited when it is drawn. */
export const placeLotteryBet = defineEndpoint({
  id: 'house.lottery-bet',
  method: 'POST',
  path: '/house/api/lottery/bet',
  token: false,
  encrypted: false,
  summary: 'One lottery bet on the open draw, through the seamless wallet.',
  request: Type.Object(
    {
      ticket: Ticket,
      roundId: Type.String({ pattern: '^[A-Za-z0-9_-]{6,40}$' }),
      drawNo: Type.String({ pattern: '^\\d{8}-\\d{4}$' }),
      playType: Type.Union([Type.Literal('de'), Type.Literal('de3'), Type.Literal('lo')]),
      /** Digits: two for de and lo, three for de3. */
      pick: Type.String({ pattern: '^\\d{2,3}$' }),
      stake: Type.String({ maxLength: 24 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    drawNo: Type.String(),
    playType: Type.String(),
    pick: Type.String(),
    stake: Type.Integer(),
    balance: Type.Integer(),
  }),
});

export const lotteryEndpoints = [
  getLotteryMenu,
  getRecentLotteryMenu,
  getOpenedNumbers,
  getMyOpenedNumbers,
  getLotteryState,
  placeLotteryBet,
] as const;
