// The house tables' dealing, recomputed in the browser from a revealed seed: the same rules
// as the platform's (server/services/games/house/table-engine.ts), written again here so a
// player can check a round without trusting the platform's code.

/**
 * The draws each table reads from its seed: cards of 52, dice of 6, pockets of 37, fan tan's
 * beans (40 + a draw of 40), andar bahar's shuffle (52, 51 ... 2), the cockfight's 100 and the
 * banker card games' shuffle of their 10 or 6 cards (52, 51 ...).
 */
export const TABLE_DRAWS = {
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

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const rank = (card) => (card % 13) + 1;
const value = (card) => (rank(card) >= 10 ? 0 : rank(card));
const total = (hand) => hand.reduce((s, c) => s + value(c), 0) % 10;

/** Punto banco from a continuous shuffler: two cards each, then the third-card rules. */
function baccarat([p1, b1, p2, b2, ...rest]) {
  const player = [p1, p2];
  const banker = [b1, b2];
  if (total(player) < 8 && total(banker) < 8) {
    const third = total(player) <= 5 ? rest.shift() : undefined;
    if (third !== undefined) player.push(third);
    const b = total(banker);
    const v = third === undefined ? null : value(third);
    const draws =
      v === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && v !== 8) ||
          (b === 4 && v >= 2 && v <= 7) ||
          (b === 5 && v >= 4 && v <= 7) ||
          (b === 6 && v >= 6 && v <= 7);
    if (draws) banker.push(rest.shift());
  }
  const p = total(player);
  const k = total(banker);
  return {
    hands: [
      { side: 'player', cards: player, points: p },
      { side: 'banker', cards: banker, points: k },
    ],
    dice: [],
    number: null,
    result: p > k ? 'player' : k > p ? 'banker' : 'tie',
  };
}

/**
 * Andar bahar: the draws shuffle one deck (the i-th picks among the cards from position i on),
 * the first card is the joker, then andar, bahar, andar... until a card has the joker's rank.
 */
function andarBahar(draws) {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  draws.forEach((d, i) => {
    const j = i + d;
    [deck[i], deck[j]] = [deck[j], deck[i]];
  });
  const [joker, ...rest] = deck;
  const andar = [];
  const bahar = [];
  for (const card of rest) {
    (andar.length === bahar.length ? andar : bahar).push(card);
    if (rank(card) === rank(joker)) break;
  }
  return {
    hands: [
      { side: 'andar', cards: andar, points: andar.length },
      { side: 'bahar', cards: bahar, points: bahar.length },
      { side: 'joker', cards: [joker], points: rank(joker) },
    ],
    dice: [],
    number: null,
    result: andar.length > bahar.length ? 'andar' : 'bahar',
  };
}

/** The first cards of one deck the draws shuffle, as andar bahar's deck is shuffled. */
function shuffled(draws) {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  draws.forEach((d, i) => {
    const j = i + d;
    [deck[i], deck[j]] = [deck[j], deck[i]];
  });
  return deck.slice(0, draws.length);
}

/** Ties go to the highest card: rank (king high, or ace high at teen patti), then ♠ ♥ ♣ ♦. */
const SUIT_ORDER = [3, 2, 0, 1];
const strength = (card, aceHigh) =>
  (aceHigh && rank(card) === 1 ? 14 : rank(card)) * 4 + SUIT_ORDER[Math.floor(card / 13)];
const count = (card) => Math.min(rank(card), 10);

/** Niu niu: niu when three cards sum to a multiple of 10; then the total mod 10 (0 is 10, niu niu). */
function niu(hand) {
  const c = hand.map(count);
  const sum = c.reduce((s, x) => s + x, 0);
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let d = b + 1; d < 5; d++) if ((c[a] + c[b] + c[d]) % 10 === 0) return [sum % 10 || 10];
  return [0];
}

/** Sam gong: three pictures is 10, otherwise the count mod 10. */
const samGong = (hand) => [
  hand.every((c) => rank(c) > 10) ? 10 : hand.reduce((s, c) => s + count(c), 0) % 10,
];

/** Teen patti: trail 5, pure sequence 4, sequence 3, colour 2, pair 1, high card 0; then the ranks. */
function teenPatti(hand) {
  const r = hand.map((c) => (rank(c) === 1 ? 14 : rank(c))).sort((x, y) => y - x);
  const colour = hand.every((c) => Math.floor(c / 13) === Math.floor(hand[0] / 13));
  const lowAce = r[0] === 14 && r[1] === 3 && r[2] === 2;
  if (r[0] === r[2]) return [5, ...r];
  if ((r[0] - r[1] === 1 && r[1] - r[2] === 1) || lowAce)
    return [colour ? 4 : 3, ...(lowAce ? [3, 2, 1] : r)];
  if (colour) return [2, ...r];
  if (r[0] === r[1]) return [1, r[0], r[2]];
  if (r[1] === r[2]) return [1, r[1], r[0]];
  return [0, ...r];
}

/** Player's cards, then the banker's (dealer's); the higher hand wins, then the highest card. */
function bankerGame(engine, draws) {
  const cards = shuffled(draws);
  const player = cards.slice(0, cards.length / 2);
  const banker = cards.slice(cards.length / 2);
  const key = engine === 'niu-niu' ? niu : engine === 'sam-gong' ? samGong : teenPatti;
  const [p, b] = [key(player), key(banker)];
  let order = 0;
  for (let i = 0; i < p.length && order === 0; i++) order = p[i] - b[i];
  const aceHigh = engine === 'teen-patti';
  const top = (hand) => Math.max(...hand.map((c) => strength(c, aceHigh)));
  if (order === 0) order = top(player) - top(banker);
  const other = engine === 'teen-patti' ? 'dealer' : 'banker';
  return {
    hands: [
      { side: 'player', cards: player, points: p[0] },
      { side: other, cards: banker, points: b[0] },
    ],
    dice: [],
    number: null,
    result: order > 0 ? 'player' : other,
  };
}

/** The round the draws make, in the shape the platform answers it. */
export function dealTable(engine, draws) {
  if (engine === 'baccarat') return baccarat(draws);
  if (engine === 'andar-bahar') return andarBahar(draws);
  if (engine === 'niu-niu' || engine === 'sam-gong' || engine === 'teen-patti')
    return bankerGame(engine, draws);
  if (engine === 'fan-tan') {
    // 40 to 79 beans taken away in fours: the 1 to 4 left is the result.
    const count = 40 + draws[0];
    return { hands: [], dice: [], number: count, result: `fan${count % 4 || 4}` };
  }
  if (engine === 'cockfight') {
    const n = draws[0];
    return { hands: [], dice: [], number: n, result: n <= 48 ? 'meron' : n <= 97 ? 'wala' : 'draw' };
  }
  if (engine === 'dragon-tiger') {
    const [d, t] = draws.map(rank);
    return {
      hands: [
        { side: 'dragon', cards: [draws[0]], points: d },
        { side: 'tiger', cards: [draws[1]], points: t },
      ],
      dice: [],
      number: null,
      result: d > t ? 'dragon' : t > d ? 'tiger' : 'tie',
    };
  }
  if (engine === 'sicbo') {
    const dice = draws.map((r) => r + 1);
    const sum = dice[0] + dice[1] + dice[2];
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    return { hands: [], dice, number: sum, result: triple ? 'triple' : sum >= 11 ? 'big' : 'small' };
  }
  const n = draws[0];
  return { hands: [], dice: [], number: n, result: n === 0 ? 'zero' : RED.has(n) ? 'red' : 'black' };
}
