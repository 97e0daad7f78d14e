import { fairIntegers } from '../fair/fair-random';

/*
 * The house blackjack (docs/decisions/house-blackjack.md). Pure rules: the platform's round
 * (play-blackjack.ts) and the tests read the same functions.
 *
 * Cards come from a continuous shuffler, each drawn from the full 52, and the whole round's
 * card order is fixed when it is dealt: the round reads DECK_SIZE cards from the member's seed
 * pair at its nonce and deals them in order (player, dealer, player, dealer hole, then every
 * hit, double and dealer draw as it happens). A revealed seed and the player's decisions
 * therefore recompute the round.
 */

/** A card as 0-51: rank (n % 13) + 1 from ace (1) to king (13), suit Math.floor(n / 13). */
export type Card = number;

/**
 * Cards read for a round, enough for any: the player can hold at most 21 cards (each counts at
 * least 1 and a hand at 21 stops), the dealer at most 17 (it draws below 17 only).
 */
export const DECK_SIZE = 40;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** How a finished round ended for the player. */
export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  player: Card[];
  dealer: Card[];
  /** The next card of the deck to deal. */
  next: number;
  /** The player doubled: the stake counts twice. */
  doubled: boolean;
  /** `player` while the player decides; `done` once the round is over. */
  phase: 'player' | 'done';
  /** The decisions taken, in order: with the seed they recompute the round. */
  actions: BlackjackAction[];
}

const value = (card: Card): number => Math.min((card % 13) + 1, 10);

/** A hand's best total: aces count 11 when that does not bust (`soft`), else 1. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + value(c), 0);
  const soft = cards.some((c) => value(c) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

/** Two cards making 21: an ace and a ten-valued card. */
export const isNatural = (cards: readonly Card[]): boolean =>
  cards.length === 2 && handTotal(cards).total === 21;

/** The round's cards from the seed pair at its nonce. */
export function blackjackDeck(serverSeed: string, clientSeed: string, nonce: number): Card[] {
  return fairIntegers(serverSeed, `${clientSeed}:${nonce}`, Array<number>(DECK_SIZE).fill(52));
}

function draw(hand: BlackjackHand, deck: readonly Card[]): Card {
  const card = deck[hand.next];
  if (card === undefined) throw new Error('blackjack deck exhausted');
  hand.next += 1;
  return card;
}

/** The dealer draws to 17 and stands on every 17, soft ones included. */
function dealerPlays(hand: BlackjackHand, deck: readonly Card[]): void {
  while (handTotal(hand.dealer).total < 17) hand.dealer.push(draw(hand, deck));
  hand.phase = 'done';
}

/**
 * The first four cards: player, dealer up card, player, dealer hole card. A natural on either
 * side ends the round at once (the dealer checks its hole card), so a player never loses more
 * than the first stake to a dealer's blackjack.
 */
export function dealBlackjack(deck: readonly Card[]): BlackjackHand {
  const [p1, d1, p2, d2] = deck as [Card, Card, Card, Card];
  const hand: BlackjackHand = {
    player: [p1, p2],
    dealer: [d1, d2],
    next: 4,
    doubled: false,
    phase: 'player',
    actions: [],
  };
  if (isNatural(hand.player) || isNatural(hand.dealer)) hand.phase = 'done';
  return hand;
}

/** The decisions open to the player now: double only on the first two cards. */
export function allowedActions(hand: BlackjackHand): BlackjackAction[] {
  if (hand.phase !== 'player') return [];
  return hand.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
}

/**
 * One decision, as a new hand (the given one is left as it was). A hit that busts ends the
 * round (the dealer does not draw); a hit to 21 stands by itself; a double takes exactly one
 * card and stands. The caller checks the action is allowed (allowedActions).
 */
export function applyAction(
  before: BlackjackHand,
  action: BlackjackAction,
  deck: readonly Card[],
): BlackjackHand {
  if (!allowedActions(before).includes(action)) throw new Error(`${action} is not allowed now`);
  const hand: BlackjackHand = {
    ...before,
    player: [...before.player],
    dealer: [...before.dealer],
    actions: [...before.actions, action],
  };
  if (action === 'double') hand.doubled = true;
  if (action !== 'stand') hand.player.push(draw(hand, deck));
  const total = handTotal(hand.player).total;
  if (total > 21) hand.phase = 'done';
  else if (action !== 'hit' || total === 21) dealerPlays(hand, deck);
  return hand;
}

/** How a finished round ended. */
export function blackjackResult(hand: BlackjackHand): BlackjackResult {
  const player = handTotal(hand.player).total;
  const dealer = handTotal(hand.dealer).total;
  const playerNatural = isNatural(hand.player) && hand.actions.length === 0;
  const dealerNatural = isNatural(hand.dealer);
  if (playerNatural && dealerNatural) return 'push';
  if (playerNatural) return 'blackjack';
  if (dealerNatural) return 'lose';
  if (player > 21) return 'bust';
  if (dealer > 21 || player > dealer) return 'win';
  return player === dealer ? 'push' : 'lose';
}

/** What a result returns, percent of everything staked (stake included): blackjack pays 3:2. */
export const RESULT_RETURN_PERCENT: Record<BlackjackResult, number> = {
  blackjack: 250,
  win: 200,
  push: 100,
  lose: 0,
  bust: 0,
};

/** The payout of a finished round in minor units, rounded down to a whole minor unit. */
export function blackjackPayout(totalStake: number, result: BlackjackResult): number {
  return Math.floor((totalStake * RESULT_RETURN_PERCENT[result]) / 100);
}

/**
 * Replay a round from its deck and decisions: what the verify page does with a revealed
 * seed, and what the tests check the platform against.
 */
export function replayBlackjack(deck: readonly Card[], actions: readonly BlackjackAction[]): BlackjackHand {
  let hand = dealBlackjack(deck);
  for (const action of actions) hand = applyAction(hand, action, deck);
  return hand;
}
