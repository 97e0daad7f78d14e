import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  applyAction,
  blackjackDeck,
  blackjackPayout,
  blackjackResult,
  dealBlackjack,
  DECK_SIZE,
  handTotal,
  replayBlackjack,
  type Card,
} from '../../../server/services/games/house/blackjack-engine';

/** A card by rank (1 ace ... 13 king): spades, or hearts with `suit` 1. */
const c = (rank: number, suit = 0): Card => suit * 13 + rank - 1;
/** A deck dealt in order (player, dealer up, player, dealer hole, then draws), padded with twos. */
const deck = (...ranks: number[]): Card[] => [...ranks.map((r) => c(r)), ...Array<Card>(30).fill(c(2))];

describe('house blackjack rules', () => {
  it('hand totals count an ace as 11 while that does not bust: a soft total', () => {
    expect(handTotal([c(1), c(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([c(1), c(1)])).toEqual({ total: 12, soft: true });
    expect(handTotal([c(1), c(1), c(9)])).toEqual({ total: 21, soft: true });
    expect(handTotal([c(13), c(12), c(11)])).toEqual({ total: 30, soft: false });
    expect(handTotal([c(1), c(13)])).toEqual({ total: 21, soft: true });
  });

  it('the dealer draws to 17 and stands on a soft 17', () => {
    // Player 10+8 stands; dealer 5+ace = soft 16 draws: ace makes soft 17, it stands.
    const soft17 = applyAction(dealBlackjack(deck(10, 5, 8, 1, 1, 9)), 'stand', deck(10, 5, 8, 1, 1, 9));
    expect(soft17.dealer).toEqual([c(5), c(1), c(1)]);
    expect(handTotal(soft17.dealer)).toEqual({ total: 17, soft: true });
    expect(blackjackResult(soft17)).toBe('win');
    // Dealer 10+2 draws 3 (15), then 4 (19): stands; player 18 loses.
    const d = deck(10, 10, 8, 2, 3, 4, 5);
    const drew = applyAction(dealBlackjack(d), 'stand', d);
    expect(drew.dealer).toEqual([c(10), c(2), c(3), c(4)]);
    expect(blackjackResult(drew)).toBe('lose');
    // Dealer 10+6 draws a king and busts.
    const b = deck(10, 10, 7, 6, 13);
    expect(blackjackResult(applyAction(dealBlackjack(b), 'stand', b))).toBe('win');
  });

  it('a natural ends the round at the deal and pays 3:2; natural against natural is a push', () => {
    const natural = dealBlackjack(deck(1, 9, 13, 7));
    expect(natural.phase).toBe('done');
    expect(allowedActions(natural)).toEqual([]);
    expect(blackjackResult(natural)).toBe('blackjack');
    expect(blackjackPayout(10_00, 'blackjack')).toBe(25_00);
    // Rounded down to a whole minor unit: 1.01 × 2.5 = 2.525.
    expect(blackjackPayout(1_01, 'blackjack')).toBe(2_52);
    expect(blackjackResult(dealBlackjack(deck(1, 1, 12, 11)))).toBe('push');
    // The dealer's natural ends the round: the player loses the one stake, never a double.
    const dealerNatural = dealBlackjack(deck(9, 1, 2, 13));
    expect(dealerNatural.phase).toBe('done');
    expect(blackjackResult(dealerNatural)).toBe('lose');
  });

  it('a push returns the stake', () => {
    const d = deck(10, 10, 8, 8);
    const hand = applyAction(dealBlackjack(d), 'stand', d);
    expect(blackjackResult(hand)).toBe('push');
    expect(blackjackPayout(5_00, 'push')).toBe(5_00);
  });

  it('double takes exactly one card on the first two, stands, and counts the stake twice', () => {
    const d = deck(5, 10, 6, 7, 10, 2);
    const start = dealBlackjack(d);
    expect(allowedActions(start)).toEqual(['hit', 'stand', 'double']);
    const doubled = applyAction(start, 'double', d);
    expect(doubled.player).toEqual([c(5), c(6), c(10)]);
    expect(doubled).toMatchObject({ doubled: true, phase: 'done' });
    // Dealer 17 stands; player 21 wins even money on both stakes.
    expect(doubled.dealer).toEqual([c(10), c(7)]);
    expect(blackjackResult(doubled)).toBe('win');
    expect(blackjackPayout(2 * 5_00, 'win')).toBe(20_00);
    // After a hit the double is gone; the hand given is left as it was.
    const h = deck(5, 10, 6, 7, 2);
    const hit = applyAction(dealBlackjack(h), 'hit', h);
    expect(hit.player).toEqual([c(5), c(6), c(2)]);
    expect(allowedActions(hit)).toEqual(['hit', 'stand']);
    expect(() => applyAction(hit, 'double', h)).toThrow(/not allowed/);
    // The hand given is left as it was.
    applyAction(start, 'hit', d);
    expect(start.player).toHaveLength(2);
  });

  it('a bust loses at once, the dealer does not draw; a hit to 21 stands by itself', () => {
    const d = deck(10, 10, 6, 6, 13);
    const bust = applyAction(dealBlackjack(d), 'hit', d);
    expect(bust.phase).toBe('done');
    expect(bust.dealer).toHaveLength(2);
    expect(blackjackResult(bust)).toBe('bust');
    expect(blackjackPayout(5_00, 'bust')).toBe(0);
    const t = deck(10, 10, 6, 7, 5, 9);
    const twentyOne = applyAction(dealBlackjack(t), 'hit', t);
    expect(handTotal(twentyOne.player).total).toBe(21);
    expect(twentyOne.phase).toBe('done');
    expect(twentyOne.dealer).toEqual([c(10), c(7)]);
    expect(blackjackResult(twentyOne)).toBe('win');
  });

  it('the seed pair, nonce and decisions recompute a round; the deck is enough for any round', () => {
    const cards = blackjackDeck('seed', 'client', 3);
    expect(cards).toHaveLength(DECK_SIZE);
    expect(blackjackDeck('seed', 'client', 3)).toEqual(cards);
    expect(cards.every((x) => x >= 0 && x < 52)).toBe(true);
    let hand = dealBlackjack(cards);
    while (hand.phase === 'player') hand = applyAction(hand, 'hit', cards);
    expect(replayBlackjack(cards, hand.actions)).toEqual(hand);
    // A long round: aces only, the player hits to a soft 21 (11 cards) and stands by itself, the
    // dealer draws to a soft 17 (7 cards). No round can need more than 21 + 17 of the 40 cards.
    const aces = Array<Card>(DECK_SIZE).fill(c(1));
    let longest = dealBlackjack(aces);
    while (longest.phase === 'player') longest = applyAction(longest, 'hit', aces);
    expect(longest.player).toHaveLength(11);
    expect(longest.dealer).toHaveLength(7);
    expect(blackjackResult(longest)).toBe('win');
  });
});
