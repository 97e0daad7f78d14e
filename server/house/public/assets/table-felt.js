// The felt of a house table: the hands, dice or pocket of a round, drawn in fixed-size boxes
// so nothing moves when a round lands. Words come from the page (`words(key)`).

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

/**
 * Draw a round on the felt: `outcome` as the platform answers it, or null for the table at
 * rest (card backs, blank dice, the wheel's pocket unknown).
 */
export function drawFelt(body, engine, outcome, words) {
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

/** The round's result in words: "Banker wins", "Tie", "14 · Big", "7 · Red". */
export function resultText(engine, outcome, words) {
  if (SIDES[engine])
    return outcome.result === 'tie'
      ? words('tie')
      : words('sideWins').replace('{side}', words(outcome.result));
  return `${outcome.number} · ${words(outcome.result)}`;
}
