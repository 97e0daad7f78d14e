// The felt of a house table: the hands, dice, pocket, beans or fighters of a round, drawn in
// fixed-size boxes so nothing moves when a round lands. Words come from the page (`words(key)`).

const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Pip positions (row, column of a 3 × 3 grid) of each die face. */
const PIPS = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [1, 3],
    [3, 1],
    [3, 3],
  ],
  5: [
    [1, 1],
    [1, 3],
    [2, 2],
    [3, 1],
    [3, 3],
  ],
  6: [
    [1, 1],
    [1, 3],
    [2, 1],
    [2, 3],
    [3, 1],
    [3, 3],
  ],
};
/** Red pockets of a single-zero wheel. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function node(tag, className, text) {
  const n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  return n;
}

/** A card 0-51 as its rank and suit ("Q♥"). */
export function cardName(card) {
  return `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
}

function cardFace(card) {
  if (card === null) {
    const back = node('span', 'card back');
    back.setAttribute('aria-hidden', 'true');
    return back;
  }
  const suit = Math.floor(card / 13);
  return node('span', `card${suit === 1 || suit === 2 ? ' red' : ''}`, cardName(card));
}

function die(value) {
  const face = node('span', 'die');
  face.setAttribute('role', 'img');
  face.setAttribute('aria-label', String(value ?? '?'));
  for (const [row, col] of value ? PIPS[value] : []) {
    const pip = node('span', 'pip');
    pip.style.gridArea = `${row} / ${col}`;
    face.append(pip);
  }
  return face;
}

/** The sides dealt cards at each card table, before a round (card backs). */
const SIDES = { baccarat: ['player', 'banker'], 'dragon-tiger': ['dragon', 'tiger'] };
/** Fan tan's most beans (40 + 39): the bean grid keeps room for all of them, in fours. */
const MOST_BEANS = 79;
const SVG = 'http://www.w3.org/2000/svg';

/**
 * Fan tan: the beans in fours, the way the dealer takes them away, the last 1 to 4 (the
 * result) marked; the count beside them. Before a round the cup hides them.
 */
function drawBeans(body, outcome, words) {
  const count = outcome?.number ?? null;
  const left = count === null ? 0 : count % 4 || 4;
  const groups = node('div', `beans${count === null ? ' covered' : ''}`);
  groups.setAttribute('role', 'img');
  groups.setAttribute(
    'aria-label',
    count === null
      ? words('cup')
      : `${words('beans').replace('{count}', count)}, ${words('left').replace('{count}', left)}`,
  );
  const full = count === null ? 0 : (count - left) / 4;
  for (let g = 0; g < Math.ceil(MOST_BEANS / 4); g++) {
    const last = count !== null && g === full;
    const group = node('span', `group${last ? ' left' : ''}`);
    const beans = g < full ? 4 : last ? left : 0;
    for (let b = 0; b < beans; b++) group.append(node('span', 'bean'));
    groups.append(group);
  }
  const tally = node('p', 'tally');
  tally.setAttribute('aria-hidden', 'true');
  tally.append(
    node('output', 'bean-count', count === null ? '?' : words('beans').replace('{count}', count)),
    node('output', 'fan', count === null ? '\u00a0' : words('left').replace('{count}', left)),
  );
  body.replaceChildren(groups, tally);
}

/** A card in a row where later cards overlap earlier ones when the row is too narrow for all. */
function slot(card, match) {
  const s = node('span', `slot${match ? ' match' : ''}`);
  s.append(cardFace(card));
  return s;
}

/** Andar bahar: the joker, then the andar and bahar rows; the card that matched it marked. */
function drawAndarBahar(body, outcome, words) {
  const [andar, bahar, joker] = outcome?.hands ?? [
    { side: 'andar', cards: [], points: null },
    { side: 'bahar', cards: [], points: null },
    { side: 'joker', cards: [null], points: null },
  ];
  const jokerBox = node('div', 'joker');
  jokerBox.append(node('h3', '', words('joker')), cardFace(joker.cards[0]));
  const rows = node('div', 'rows');
  rows.append(
    ...[andar, bahar].map((h) => {
      const won = outcome?.result === h.side;
      const row = node('div', `hand row${won ? ' won' : ''}`);
      const cards = node('div', 'spread');
      cards.append(...h.cards.map((c, i) => slot(c, won && i === h.cards.length - 1)));
      const points = node('output', 'points', h.points === null ? '\u00a0' : String(h.points));
      points.setAttribute('aria-label', `${words('cards')} ${h.points ?? ''}`.trim());
      row.append(node('h3', '', words(h.side)), cards, points);
      return row;
    }),
  );
  body.replaceChildren(jokerBox, rows);
}

/** A rooster, drawn in the fighter's colour (currentColor); wala's faces the other way. */
function rooster() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('aria-hidden', 'true');
  const shapes = [
    ['path', { d: 'M22 32 C10 26 6 14 12 6 C14 16 20 22 26 26 Z', class: 'tail' }],
    ['ellipse', { cx: 30, cy: 38, rx: 16, ry: 12 }],
    ['path', { d: 'M36 30 L40 16 L50 16 L48 28 L42 40 Z' }],
    ['circle', { cx: 45, cy: 17, r: 7 }],
    ['path', { d: 'M39 12 L41 5 L44 10 L46 4 L48 10 L51 7 L51 13 Z', class: 'comb' }],
    ['path', { d: 'M51 15 L59 18 L51 21 Z', class: 'beak' }],
    ['circle', { cx: 47, cy: 16, r: 1.6, class: 'eye' }],
    ['path', { d: 'M26 49 L24 60 M34 49 L36 60', class: 'legs' }],
  ];
  for (const [tag, attrs] of shapes) {
    const shape = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, String(v));
    svg.append(shape);
  }
  return svg;
}

/** The cockfight: meron (red) and wala (blue), the winner marked; on a draw neither. */
function drawFighters(body, outcome, words) {
  const fighters = ['meron', 'wala'].map((side) => {
    const state = !outcome ? '' : outcome.result === side ? ' won' : outcome.result === 'draw' ? '' : ' lost';
    const figure = node('figure', `fighter ${side}${state}`);
    const caption = node('figcaption', '', words(side));
    const badge = node('span', 'badge', words('winner'));
    // The badge keeps its room on every fighter, so the felt does not move when one wins.
    badge.setAttribute('aria-hidden', state === ' won' ? 'false' : 'true');
    figure.append(rooster(), caption, badge);
    return figure;
  });
  const vs = node('span', 'vs', 'VS');
  vs.setAttribute('aria-hidden', 'true');
  const ring = node('div', 'fighters');
  ring.append(fighters[0], vs, fighters[1]);
  body.replaceChildren(ring);
}

/** The banker card games: each side's number of cards, and who plays against the player. */
const BANKER_GAMES = {
  'niu-niu': { cards: 5, other: 'banker' },
  'sam-gong': { cards: 3, other: 'banker' },
  'teen-patti': { cards: 3, other: 'dealer' },
};
const TEEN_PATTI_HANDS = ['highCard', 'pair', 'colour', 'sequence', 'pureSequence', 'trail'];

/** A banker card game's hand in words: "Niu 7", "Niu Niu", "No niu", "7 points", "Trail". */
export function handName(engine, points, words) {
  if (engine === 'niu-niu')
    return points === 0
      ? words('noNiu')
      : points === 10
        ? words('niuNiu')
        : words('niuN').replace('{n}', points);
  if (engine === 'sam-gong')
    return points === 10 ? words('threePictures') : words('pointsN').replace('{n}', points);
  return words(TEEN_PATTI_HANDS[points]);
}

/** Niu niu, sam gong or teen patti: the player's and the banker's (dealer's) hands, named. */
function drawBankerHands(body, engine, outcome, words) {
  const game = BANKER_GAMES[engine];
  const hands = outcome?.hands ?? [
    { side: 'player', cards: Array(game.cards).fill(null), points: null },
    { side: game.other, cards: Array(game.cards).fill(null), points: null },
  ];
  body.replaceChildren(
    ...hands.map((h) => {
      const won = outcome?.result === h.side;
      const hand = node('div', `hand${won ? ' won' : ''}`);
      const cards = node('div', 'cards');
      cards.append(...h.cards.map(cardFace));
      const name = node(
        'output',
        'hand-name',
        h.points === null ? '\u00a0' : handName(engine, h.points, words),
      );
      const badge = node('span', 'badge', words('winner'));
      badge.setAttribute('aria-hidden', won ? 'false' : 'true');
      hand.append(node('h3', '', words(h.side)), cards, name, badge);
      return hand;
    }),
  );
}

/**
 * Draw a round on the felt: `outcome` as the platform answers it, or null for the table at
 * rest (card backs, blank dice, the wheel's pocket unknown, the beans under the cup).
 */
export function drawFelt(body, engine, outcome, words) {
  body.dataset.engine = engine;
  if (engine === 'fan-tan') return drawBeans(body, outcome, words);
  if (engine === 'andar-bahar') return drawAndarBahar(body, outcome, words);
  if (engine === 'cockfight') return drawFighters(body, outcome, words);
  if (BANKER_GAMES[engine]) return drawBankerHands(body, engine, outcome, words);
  if (SIDES[engine]) {
    const hands =
      outcome?.hands ?? SIDES[engine].map((side) => ({ side, cards: [null, null], points: null }));
    body.replaceChildren(
      ...hands.map((h) => {
        const hand = node('div', `hand${outcome?.result === h.side ? ' won' : ''}`);
        const title = node('h3', '', words(h.side));
        const cards = node('div', 'cards');
        cards.append(...(engine === 'dragon-tiger' && !outcome ? [null] : h.cards).map(cardFace));
        const points = node('output', 'points', h.points === null ? '\u00a0' : String(h.points));
        points.setAttribute('aria-label', `${words('points')} ${h.points ?? ''}`.trim());
        hand.append(title, cards, points);
        return hand;
      }),
    );
    return;
  }
  if (engine === 'sicbo') {
    const dice = node('div', 'dice');
    dice.append(...(outcome?.dice ?? [null, null, null]).map(die));
    body.replaceChildren(dice);
    return;
  }
  const n = outcome?.number ?? null;
  const pocket = node('output', `pocket${n === 0 ? ' zero' : n !== null && RED.has(n) ? ' red' : ''}`);
  pocket.textContent = n === null ? '?' : String(n);
  body.replaceChildren(pocket);
}

/**
 * The round's result in words: "Banker wins", "Tie", "14 · Big", "7 · Red", "57 · Fan 1 · Odd",
 * "Andar wins", "Meron wins", "Draw", "Dealer wins".
 */
export function resultText(engine, outcome, words) {
  if (engine === 'fan-tan')
    return `${outcome.number} · ${words(outcome.result)} · ${words(outcome.number % 2 === 1 ? 'odd' : 'even')}`;
  if (engine === 'andar-bahar' || engine === 'cockfight' || BANKER_GAMES[engine])
    return outcome.result === 'draw'
      ? words('draw')
      : words('sideWins').replace('{side}', words(outcome.result));
  if (SIDES[engine])
    return outcome.result === 'tie'
      ? words('tie')
      : words('sideWins').replace('{side}', words(outcome.result));
  return `${outcome.number} · ${words(outcome.result)}`;
}
