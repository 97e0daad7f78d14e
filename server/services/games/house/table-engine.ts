import { fairIntegers } from '../fair/fair-random';
import type { TableEngine } from './table-engines';

/*
 * The live tables the house deals itself (table-engines.ts). Each round is read from the
 * member's seed pair like a slot spin (HMAC-SHA256 over `clientSeed:nonce`, rejection-sampled),
 * so a revealed seed recomputes every hand, roll and spin.
 */

/**
 * What each bet returns, in percent of the stake (stake included): 200 is even money, 0 a
 * loss. Baccarat's banker pays 0.95 to 1 (5 % commission) and player or banker bets are
 * returned on a tie; a dragon or tiger bet loses half on a tie; sic bo's big and small lose
 * on any triple; roulette has one zero. The house edge of the other tables is in their pays:
 * a fan tan fan pays 2.85 to 1 and odd or even 0.95 to 1; andar 0.9 to 1 (it is dealt first,
 * so it wins a little more often than bahar); meron and wala 0.9 to 1, returned on a draw. The
 * banker card games (niu niu, sam gong, teen patti) deal both hands from one deck and never tie,
 * so either side wins half the rounds: each side pays 0.95 to 1.
 */
export const TABLE_BETS: Record<TableEngine, readonly string[]> = {
  baccarat: ['player', 'banker', 'tie'],
  'dragon-tiger': ['dragon', 'tiger', 'tie'],
  sicbo: ['big', 'small', 'triple'],
  roulette: ['red', 'black', 'odd', 'even', 'zero'],
  'fan-tan': ['fan1', 'fan2', 'fan3', 'fan4', 'odd', 'even'],
  'andar-bahar': ['andar', 'bahar'],
  cockfight: ['meron', 'wala', 'draw'],
  'niu-niu': ['player', 'banker'],
  'sam-gong': ['player', 'banker'],
  'teen-patti': ['player', 'dealer'],
};

/** What a winning bet returns, percent of the stake, as the rules panel shows it. */
export const TABLE_PAYS: Record<TableEngine, Readonly<Record<string, number>>> = {
  baccarat: { player: 200, banker: 195, tie: 900 },
  'dragon-tiger': { dragon: 200, tiger: 200, tie: 900 },
  sicbo: { big: 200, small: 200, triple: 3100 },
  roulette: { red: 200, black: 200, odd: 200, even: 200, zero: 3600 },
  'fan-tan': { fan1: 385, fan2: 385, fan3: 385, fan4: 385, odd: 195, even: 195 },
  'andar-bahar': { andar: 190, bahar: 200 },
  cockfight: { meron: 190, wala: 190, draw: 4600 },
  'niu-niu': { player: 195, banker: 195 },
  'sam-gong': { player: 195, banker: 195 },
  'teen-patti': { player: 195, dealer: 195 },
};

/** A card as 0-51: rank (n % 13) + 1 from ace (1) to king (13), suit Math.floor(n / 13). */
export type Card = number;
export const cardRank = (card: Card): number => (card % 13) + 1;
const baccaratValue = (card: Card): number => (cardRank(card) >= 10 ? 0 : cardRank(card));
const points = (hand: readonly Card[]): number => hand.reduce((s, c) => s + baccaratValue(c), 0) % 10;

/**
 * The round as dealt: hands with their points, dice, or the round's number, and the winner.
 * Andar bahar's hands are andar and bahar (points: how many cards each got) and the joker
 * (points: its rank); the number is sic bo's total, roulette's pocket, fan tan's count of
 * beans or the cockfight's draw (0-99). At niu niu, sam gong and teen patti the hands are player
 * and banker (dealer), points: niu niu's value (0 no niu, 1-9, 10 niu niu), sam gong's (0-9, 10
 * three pictures) or teen patti's hand (TEEN_PATTI_HANDS index).
 */
export interface TableOutcome {
  hands: { side: string; cards: Card[]; points: number }[];
  dice: number[];
  number: number | null;
  /**
   * The side or result that won: player, banker, tie, dragon, tiger, big, small, triple, red,
   * black, zero, fan1-fan4, andar, bahar, meron, wala, draw.
   */
  result: string;
}

/** Red numbers of a European wheel. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/**
 * Baccarat from a continuous shuffler (each card drawn from the full 52): player and banker
 * two cards each, then the third-card rules (punto banco).
 */
function dealBaccarat(cards: readonly Card[]): TableOutcome {
  const [p1, b1, p2, b2, c5, c6] = cards as [Card, Card, Card, Card, Card, Card];
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = points(player) >= 8 || points(banker) >= 8;
  const next = [c5, c6];
  if (!natural) {
    let playerThird: number | null = null;
    if (points(player) <= 5) {
      playerThird = next.shift()!;
      player.push(playerThird);
    }
    const b = points(banker);
    const third = playerThird === null ? null : baccaratValue(playerThird);
    const bankerDraws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && (third === 6 || third === 7));
    if (bankerDraws) banker.push(next.shift()!);
  }
  const p = points(player);
  const bk = points(banker);
  return {
    hands: [
      { side: 'player', cards: player, points: p },
      { side: 'banker', cards: banker, points: bk },
    ],
    dice: [],
    number: null,
    result: p > bk ? 'player' : bk > p ? 'banker' : 'tie',
  };
}

/** Dragon tiger: one card each, the higher rank wins (ace low); equal ranks tie. */
function dealDragonTiger([dragon, tiger]: readonly Card[]): TableOutcome {
  const d = cardRank(dragon!);
  const t = cardRank(tiger!);
  return {
    hands: [
      { side: 'dragon', cards: [dragon!], points: d },
      { side: 'tiger', cards: [tiger!], points: t },
    ],
    dice: [],
    number: null,
    result: d > t ? 'dragon' : t > d ? 'tiger' : 'tie',
  };
}

function rollSicBo(rolls: readonly number[]): TableOutcome {
  const dice = rolls.map((r) => r + 1);
  const total = dice.reduce((s, d) => s + d, 0);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  return { hands: [], dice, number: total, result: triple ? 'triple' : total >= 11 ? 'big' : 'small' };
}

function spinWheel([n]: readonly number[]): TableOutcome {
  const number = n!;
  return { hands: [], dice: [], number, result: number === 0 ? 'zero' : RED.has(number) ? 'red' : 'black' };
}

/**
 * Fan tan: the dealer's cup covers 40 to 79 beans (40 + a draw of 40, so every remainder is
 * equally likely); they are taken away in fours, and the 1 to 4 left is the result.
 */
function countBeans([n]: readonly number[]): TableOutcome {
  const count = 40 + n!;
  return { hands: [], dice: [], number: count, result: `fan${count % 4 || 4}` };
}

/** Fan tan's remainder (1-4) of an outcome. */
const fanOf = (outcome: TableOutcome): number => Number(outcome.result.slice(3));

/**
 * Andar bahar from one deck: the draws shuffle it (Fisher-Yates, the i-th draw picks among the
 * 52 - i cards not yet placed), the first card is the joker, then the cards go to andar and
 * bahar in turn, andar first, until one has the joker's rank: its side wins.
 */
function dealAndarBahar(draws: readonly number[]): TableOutcome {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  draws.forEach((d, i) => {
    const j = i + d;
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  });
  const [joker, ...rest] = deck as [Card, ...Card[]];
  const andar: Card[] = [];
  const bahar: Card[] = [];
  for (const card of rest) {
    (andar.length === bahar.length ? andar : bahar).push(card);
    if (cardRank(card) === cardRank(joker)) break;
  }
  return {
    hands: [
      { side: 'andar', cards: andar, points: andar.length },
      { side: 'bahar', cards: bahar, points: bahar.length },
      { side: 'joker', cards: [joker], points: cardRank(joker) },
    ],
    dice: [],
    number: null,
    result: andar.length > bahar.length ? 'andar' : 'bahar',
  };
}

/**
 * The first cards of one deck the draws shuffle (Fisher-Yates, the i-th draw picks among the
 * 52 - i cards not yet placed), as andar bahar shuffles its deck.
 */
function shuffled(draws: readonly number[]): Card[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  draws.forEach((d, i) => {
    const j = i + d;
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  });
  return deck.slice(0, draws.length);
}

/** Suit order for ties: spades, hearts, clubs, diamonds (suits 0-3 are ♠ ♥ ♦ ♣). */
const SUIT_ORDER = [3, 2, 0, 1];
/** A card's place among the 52 for ties: rank (king high, or ace high), then suit. */
const cardStrength = (card: Card, aceHigh = false): number => {
  const rank = cardRank(card);
  return (aceHigh && rank === 1 ? 14 : rank) * 4 + SUIT_ORDER[Math.floor(card / 13)]!;
};
const highest = (hand: readonly Card[], aceHigh = false): number =>
  Math.max(...hand.map((c) => cardStrength(c, aceHigh)));
/** A card's count at niu niu and sam gong: ace 1, two to nine their pips, ten and pictures 10. */
const countOf = (card: Card): number => Math.min(cardRank(card), 10);

/**
 * Niu niu (bull bull): a hand of five has niu when three of its cards sum to a multiple of 10;
 * its value is then the other two cards' sum mod 10, 10 when that is 0 (niu niu, the best).
 * Without niu it is 0. Any three that make niu leave the same value (the total mod 10).
 */
export function niuValue(hand: readonly Card[]): number {
  const counts = hand.map(countOf);
  const total = counts.reduce((s, c) => s + c, 0);
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++)
        if ((counts[a]! + counts[b]! + counts[c]!) % 10 === 0) return total % 10 || 10;
  return 0;
}

/** Sam gong: three pictures (J, Q, K) is 10, the best; otherwise the count mod 10. */
export function samGongValue(hand: readonly Card[]): number {
  if (hand.every((c) => cardRank(c) > 10)) return 10;
  return hand.reduce((s, c) => s + countOf(c), 0) % 10;
}

/** Teen patti's hands, from the lowest: high card, pair, colour, sequence, pure sequence, trail. */
export const TEEN_PATTI_HANDS = [
  'high-card',
  'pair',
  'colour',
  'sequence',
  'pure-sequence',
  'trail',
] as const;

/**
 * A teen patti hand's rank (an index of TEEN_PATTI_HANDS) and its ranks to compare, highest
 * first, ace high: a pair's rank before its odd card; A-2-3 is the lowest sequence (3, 2, 1).
 */
export function teenPattiHand(hand: readonly Card[]): { rank: number; key: number[] } {
  const ranks = hand.map((c) => (cardRank(c) === 1 ? 14 : cardRank(c))).sort((a, b) => b - a);
  const [a, b, c] = ranks as [number, number, number];
  const colour = hand.every((card) => Math.floor(card / 13) === Math.floor(hand[0]! / 13));
  const lowAce = a === 14 && b === 3 && c === 2;
  const sequence = (a - b === 1 && b - c === 1) || lowAce;
  if (a === c) return { rank: 5, key: ranks };
  if (sequence) return { rank: colour ? 4 : 3, key: lowAce ? [3, 2, 1] : ranks };
  if (colour) return { rank: 2, key: ranks };
  if (a === b || b === c) return { rank: 1, key: a === b ? [a, c] : [b, a] };
  return { rank: 0, key: ranks };
}

/** Compare by the first differing number: positive when `x` is higher. */
const compareKeys = (x: readonly number[], y: readonly number[]): number => {
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

/**
 * A banker card game from one deck: the player's cards first, then the banker's (the dealer's at
 * teen patti). The higher hand wins; on equal hands the one with the highest card (rank, then
 * suit) wins. The hands share no card, so there is never a tie.
 */
function dealBanker(engine: 'niu-niu' | 'sam-gong' | 'teen-patti', draws: readonly number[]): TableOutcome {
  const cards = shuffled(draws);
  const n = cards.length / 2;
  const player = cards.slice(0, n);
  const banker = cards.slice(n);
  const aceHigh = engine === 'teen-patti';
  const keyOf = (hand: Card[]): number[] => {
    if (engine === 'niu-niu') return [niuValue(hand)];
    if (engine === 'sam-gong') return [samGongValue(hand)];
    const h = teenPattiHand(hand);
    return [h.rank, ...h.key];
  };
  const [p, b] = [keyOf(player), keyOf(banker)];
  const order = compareKeys(p, b) || highest(player, aceHigh) - highest(banker, aceHigh);
  const other = engine === 'teen-patti' ? 'dealer' : 'banker';
  return {
    hands: [
      { side: 'player', cards: player, points: p[0]! },
      { side: other, cards: banker, points: b[0]! },
    ],
    dice: [],
    number: null,
    result: order > 0 ? 'player' : other,
  };
}

/** The cockfight: a draw of 100, 0-48 meron wins, 49-97 wala, 98-99 a draw. */
function fight([n]: readonly number[]): TableOutcome {
  const number = n!;
  return { hands: [], dice: [], number, result: number <= 48 ? 'meron' : number <= 97 ? 'wala' : 'draw' };
}

/**
 * The draws each table reads from its seed: cards of 52, dice of 6, pockets of 37, fan tan's
 * beans, andar bahar's shuffle (52, 51 ... 2), the cockfight's 100, and the banker card games'
 * shuffle of their 10 or 6 cards (52, 51 ...).
 */
export const TABLE_DRAWS: Record<TableEngine, readonly number[]> = {
  baccarat: [52, 52, 52, 52, 52, 52],
  'dragon-tiger': [52, 52],
  sicbo: [6, 6, 6],
  roulette: [37],
  'fan-tan': [40],
  'andar-bahar': Array.from({ length: 51 }, (_, i) => 52 - i),
  cockfight: [100],
  'niu-niu': Array.from({ length: 10 }, (_, i) => 52 - i),
  'sam-gong': Array.from({ length: 6 }, (_, i) => 52 - i),
  'teen-patti': Array.from({ length: 6 }, (_, i) => 52 - i),
};

export function tableOutcome(
  engine: TableEngine,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): TableOutcome {
  return dealTable(engine, fairIntegers(serverSeed, `${clientSeed}:${nonce}`, TABLE_DRAWS[engine]));
}

/** The round the draws make (TABLE_DRAWS names each table's), in drawing order. */
export function dealTable(engine: TableEngine, draws: readonly number[]): TableOutcome {
  switch (engine) {
    case 'baccarat':
      return dealBaccarat(draws);
    case 'dragon-tiger':
      return dealDragonTiger(draws);
    case 'sicbo':
      return rollSicBo(draws);
    case 'roulette':
      return spinWheel(draws);
    case 'fan-tan':
      return countBeans(draws);
    case 'andar-bahar':
      return dealAndarBahar(draws);
    case 'cockfight':
      return fight(draws);
    case 'niu-niu':
    case 'sam-gong':
    case 'teen-patti':
      return dealBanker(engine, draws);
  }
}

/** What a bet returns on an outcome, percent of the stake (stake included). */
export function tableReturnPercent(engine: TableEngine, bet: string, outcome: TableOutcome): number {
  if (engine === 'roulette' && outcome.number !== null && outcome.number > 0) {
    if (bet === 'odd') return outcome.number % 2 === 1 ? 200 : 0;
    if (bet === 'even') return outcome.number % 2 === 0 ? 200 : 0;
  }
  if (engine === 'fan-tan' && (bet === 'odd' || bet === 'even'))
    return (fanOf(outcome) % 2 === 1) === (bet === 'odd') ? (TABLE_PAYS[engine][bet] ?? 0) : 0;
  if (bet === outcome.result) return TABLE_PAYS[engine][bet] ?? 0;
  if (outcome.result === 'tie' && engine === 'baccarat') return 100;
  if (outcome.result === 'tie' && engine === 'dragon-tiger') return 50;
  if (outcome.result === 'draw' && engine === 'cockfight') return 100;
  return 0;
}

/** The payout in minor units, rounded down to a whole minor unit. */
export function tablePayout(stakeMinor: number, returnPercent: number): number {
  return Math.floor((stakeMinor * returnPercent) / 100);
}
