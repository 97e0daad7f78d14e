import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { FairnessState } from './house-games';

/*
 * The house blackjack (docs/decisions/house-blackjack.md): a round of several calls, each
 * keyed by the round id (and the decision's step), each answered once.
 */

/** The launch ticket of the game frame (never the member's session token). */
const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$', description: 'The frame’s launch ticket.' });
/** The player's id for the round: a retry with the same id never deals twice. */
const RoundId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,40}$', description: 'Client-chosen round id.' });

const Hand = Type.Object({
  /** Cards as 0-51: rank (n % 13) + 1 from ace to king, suit floor(n / 13) (spades, hearts, diamonds, clubs). */
  cards: Type.Array(Type.Integer()),
  /** The best total of the cards shown. */
  total: Type.Integer(),
  /** An ace counts 11 in the total. */
  soft: Type.Boolean(),
});

export const BlackjackRound = Type.Object({
  roundId: Type.String(),
  /** Decisions applied so far; the next act carries step + 1. */
  step: Type.Integer(),
  /** `player` while the player decides, `settled` once the return is credited. */
  status: Type.Union([Type.Literal('player'), Type.Literal('settled')]),
  player: Hand,
  /** While the player decides, the up card only: the hole card stays on the platform. */
  dealer: Type.Object({ ...Hand.properties, holeHidden: Type.Boolean() }),
  /** The decisions open now (none once settled). */
  actions: Type.Array(Type.Union([Type.Literal('hit'), Type.Literal('stand'), Type.Literal('double')])),
  doubled: Type.Boolean(),
  /** Everything staked, minor units (twice the first stake after a double). */
  stake: Type.Integer(),
  /** The return credited, minor units; 0 while open. */
  payout: Type.Integer(),
  result: Type.Union(
    [
      Type.Literal('open'),
      Type.Literal('blackjack'),
      Type.Literal('win'),
      Type.Literal('push'),
      Type.Literal('lose'),
      Type.Literal('bust'),
    ],
    { description: 'How the round ended for the player; `open` while it runs.' },
  ),
  /** Balance after the call, minor units. */
  balance: Type.Integer(),
  fairness: FairnessState,
});

/** Deal a round: the stake debited, the cards dealt, a natural settled at once. */
export const dealBlackjack = defineEndpoint({
  id: 'house.blackjack-deal',
  method: 'POST',
  path: '/house/api/blackjack/deal',
  token: false,
  encrypted: false,
  summary: 'Deal a house blackjack round through the seamless wallet.',
  request: Type.Object(
    {
      ticket: Ticket,
      roundId: RoundId,
      stake: Type.String({ maxLength: 24, description: 'Stake in major units, e.g. "1.25".' }),
    },
    { additionalProperties: false },
  ),
  response: BlackjackRound,
});

/** One decision on an open round; a double debits the second stake, the end credits the return. */
export const actBlackjack = defineEndpoint({
  id: 'house.blackjack-act',
  method: 'POST',
  path: '/house/api/blackjack/act',
  token: false,
  encrypted: false,
  summary: 'Hit, stand or double on an open house blackjack round.',
  request: Type.Object(
    {
      ticket: Ticket,
      roundId: RoundId,
      step: Type.Integer({ minimum: 1, maximum: 64, description: 'The decision’s number: 1 for the first.' }),
      action: Type.Union([Type.Literal('hit'), Type.Literal('stand'), Type.Literal('double')]),
    },
    { additionalProperties: false },
  ),
  response: BlackjackRound,
});

/** The member's open round at this table, so a reloaded page resumes it. */
export const getBlackjackState = defineEndpoint({
  id: 'house.blackjack-state',
  method: 'GET',
  path: '/house/api/blackjack/state',
  token: false,
  encrypted: false,
  summary: 'The open house blackjack round of the member at this table, if any.',
  request: Type.Object({ ticket: Ticket }, { additionalProperties: false }),
  response: Type.Object({ round: Type.Union([BlackjackRound, Type.Null()]) }),
});

export const houseBlackjackEndpoints = [dealBlackjack, actBlackjack, getBlackjackState] as const;
