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
 * so it wins a little more often than bahar); meron and wala 0.9 to 1, returned on a draw.
 */
export const TABLE_BETS: Record<TableEngine, readonly string[]> = {
  baccarat: ['player', 'banker', 'tie'],
  'dragon-tiger': ['dragon', 'tiger', 'tie'],
  sicbo: ['big', 'small', 'triple'],
  roulette: ['red', 'black', 'odd', 'even', 'zero'],
  'fan-tan': ['fan1', 'fan2', 'fan3', 'fan4', 'odd', 'even'],
  'andar-bahar': ['andar', 'bahar'],
  cockfight: ['meron', 'wala', 'draw'],
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
 * beans or the cockfight's draw (0-99).
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

/** The cockfight: a draw of 100, 0-48 meron wins, 49-97 wala, 98-99 a draw. */
function fight([n]: readonly number[]): TableOutcome {
  const number = n!;
  return { hands: [], dice: [], number, result: number <= 48 ? 'meron' : number <= 97 ? 'wala' : 'draw' };
}

/**
 * The draws each table reads from its seed: cards of 52, dice of 6, pockets of 37, fan tan's
 * beans, andar bahar's shuffle (52, 51 ... 2) and the cockfight's 100.
 */
export const TABLE_DRAWS: Record<TableEngine, readonly number[]> = {
  baccarat: [52, 52, 52, 52, 52, 52],
  'dragon-tiger': [52, 52],
  sicbo: [6, 6, 6],
  roulette: [37],
  'fan-tan': [40],
  'andar-bahar': Array.from({ length: 51 }, (_, i) => 52 - i),
  cockfight: [100],
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
