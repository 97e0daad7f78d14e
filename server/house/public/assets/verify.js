import { $, api, el, t, translatePage } from './house-common.js';
import { fairIntegers, seedHashOf } from './fair-draws.js';
import { BLACKJACK_DRAWS, handTotal, replayBlackjack } from './blackjack-deal.js';
import './blackjack-words.js';
import { symbolSvg } from './slot-symbols.js';
import { TABLE_DRAWS, dealTable } from './table-deal.js';
import { drawFelt, resultText } from './table-felt.js';
import './table-words.js';

/** A house round's draws: the member's seed pair at the round's nonce. */
const stopsOf = (serverSeed, clientSeed, nonce, bounds) =>
  fairIntegers(serverSeed, `${clientSeed}:${nonce}`, bounds);

function evaluate(rules, grid) {
  let total = 0;
  rules.paylines.forEach((rows) => {
    const symbols = rows.map((row, reel) => grid[reel][row]);
    const target = symbols.find((s) => s !== 'W') ?? 'W';
    let count = 0;
    for (const s of symbols) {
      if (s !== target && s !== 'W') break;
      count += 1;
    }
    if (count >= 3) total += rules.paytable[target][count - 3];
  });
  return total;
}

/** A house table's round: the draws, then the hands, dice or pocket they make. */
async function verifyTable(engine, serverSeed, clientSeed, nonce) {
  const draws = await stopsOf(serverSeed, clientSeed, nonce, TABLE_DRAWS[engine]);
  const outcome = dealTable(engine, draws);
  $('hash').textContent = await seedHashOf(serverSeed);
  $('stops').textContent = draws.join(', ');
  $('grid').hidden = true;
  $('felt').hidden = false;
  drawFelt($('felt-body'), engine, outcome, t);
  $('pays').textContent = resultText(engine, outcome, t);
  $('result').hidden = false;
}

/** A blackjack hand: the round's 40 cards, then the player's decisions (`actions`) played on them. */
async function verifyBlackjack(serverSeed, clientSeed, nonce, actions) {
  const deck = await stopsOf(serverSeed, clientSeed, nonce, BLACKJACK_DRAWS);
  const round = replayBlackjack(deck, actions);
  $('hash').textContent = await seedHashOf(serverSeed);
  $('stops').textContent = deck.join(', ');
  $('grid').hidden = true;
  $('felt').hidden = false;
  const suits = ['♠', '♥', '♦', '♣'];
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const hand = (side, cards) =>
    el(
      'div',
      { class: 'hand' },
      el('h3', {}, t(side)),
      el(
        'div',
        { class: 'cards' },
        ...cards.map((c) =>
          el(
            'span',
            { class: `card${[1, 2].includes(Math.floor(c / 13)) ? ' red' : ''}` },
            `${ranks[c % 13]}${suits[Math.floor(c / 13)]}`,
          ),
        ),
      ),
      el('output', { class: 'points' }, String(handTotal(cards).total)),
    );
  $('felt-body').replaceChildren(hand('dealer', round.dealer), hand('you', round.player));
  const decisions = actions.map((a) => t(a)).join(', ') || '—';
  $('pays').textContent = `${decisions} · ${t(`result-${round.result}`)}`;
  $('result').hidden = false;
}

async function verify(event) {
  event?.preventDefault();
  const engine = params.get('engine');
  if (engine === 'blackjack')
    return verifyBlackjack(
      $('serverSeed').value.trim(),
      $('clientSeed').value.trim(),
      Number($('nonce').value),
      (params.get('actions') ?? '').split(',').filter(Boolean),
    );
  if (engine && TABLE_DRAWS[engine])
    return verifyTable(
      engine,
      $('serverSeed').value.trim(),
      $('clientSeed').value.trim(),
      Number($('nonce').value),
    );
  const rules = await api('GET', '/house/api/slot/rules', {});
  const serverSeed = $('serverSeed').value.trim();
  const clientSeed = $('clientSeed').value.trim();
  const nonce = Number($('nonce').value);
  const stops = await stopsOf(
    serverSeed,
    clientSeed,
    nonce,
    rules.reels.map((r) => r.length),
  );
  const grid = rules.reels.map((reel, i) =>
    Array.from({ length: rules.rows }, (_, row) => reel[(stops[i] + row) % reel.length]),
  );
  $('hash').textContent = await seedHashOf(serverSeed);
  $('stops').textContent = stops.join(', ');
  $('grid').replaceChildren(
    ...grid.flatMap((col) => col.map((s) => el('div', { class: 'cell' }, symbolSvg(s)))),
  );
  $('grid').style.gridAutoFlow = 'column';
  $('grid').style.gridTemplateRows = `repeat(${rules.rows}, 64px)`;
  $('pays').textContent =
    `Line pays: ${evaluate(rules, grid)} line bets (a line bet is a tenth of the stake).`;
  $('result').hidden = false;
}

const params = new URLSearchParams(location.search);
translatePage();
for (const key of ['serverSeed', 'clientSeed', 'nonce']) if (params.get(key)) $(key).value = params.get(key);
$('form').addEventListener('submit', (e) =>
  verify(e).catch((err) => ($('pays').textContent = String(err.message))),
);
if (params.get('serverSeed')) verify();
