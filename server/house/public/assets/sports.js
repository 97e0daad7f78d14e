import { openSession, startPage } from './house-session.js';
import {
  $,
  announceBalance,
  api,
  el,
  failureText,
  money,
  newRoundId,
  t,
  ticket,
  translatePage,
} from './house-common.js';
import { drawChips, pendingRounds, say, settleRound } from './house-round.js';
import { verifyFixture } from './sports-verify.js';
import './sports-words.js';

const CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00'];
const MARKET_WORD = { '1x2': 'matchResult', ou25: 'goals25', winner: 'matchWinner', maps25: 'maps25' };
const RULE_WORD = { football: 'footballRule', esports: 'esportsRule' };
const state = {
  sport: 'football',
  gameCode: '',
  wallet: 'main',
  fixtures: [],
  /** The platform's clock minus this browser's, so countdowns match kick-off. */
  skew: 0,
  pick: null,
  busy: false,
  refreshing: false,
};
const pending = pendingRounds('sports');

const now = () => Date.now() + state.skew;
const odds = (hundredths) => (hundredths / 100).toFixed(2);
const vs = (f) => `${f.home} ${t('versus')} ${f.away}`;

function setBalance(minor) {
  $('balance').textContent = money(minor);
}

/** A selection in the page's words: a team's name, draw, over or under. */
function selectionName(f, selection) {
  if (selection === 'home') return f.home;
  if (selection === 'away') return f.away;
  return t(selection);
}

function countdown(f) {
  const left = Math.max(0, Math.ceil((Date.parse(f.kickOffAt) - now()) / 1000));
  if (left === 0) return t('kickedOff');
  const m = Math.floor(left / 60);
  const s = String(left % 60).padStart(2, '0');
  return t('kickOffIn').replace('{time}', `${m}:${s}`);
}

const pickKey = (fixtureNo, market, selection) => `${fixtureNo}|${market}|${selection}`;

function oddsButton(f, market, selection, price) {
  const chosen =
    state.pick?.fixtureNo === f.fixtureNo &&
    state.pick.market === market &&
    state.pick.selection === selection;
  const b = el(
    'button',
    {
      type: 'button',
      class: 'odds',
      'aria-pressed': String(chosen),
      'data-key': pickKey(f.fixtureNo, market, selection),
    },
    el('span', { class: 'sel' }, selectionName(f, selection)),
    el('strong', {}, price === null ? '—' : odds(price)),
  );
  if (price === null) b.disabled = true;
  b.addEventListener('click', () => choose({ fixtureNo: f.fixtureNo, market, selection, odds: price }));
  return b;
}

function drawFixtures() {
  const open = state.fixtures.filter((f) => f.status === 'open' && Date.parse(f.kickOffAt) > now());
  if (open.length === 0) {
    $('fixtures').replaceChildren(el('li', { class: 'empty' }, t('noFixtures')));
    return;
  }
  $('fixtures').replaceChildren(
    ...open.map((f) =>
      el(
        'li',
        { class: 'fixture', 'data-fixture': f.fixtureNo },
        el('h3', {}, vs(f)),
        el('p', { class: 'when' }, el('span', { class: 'kick', 'data-kick': f.kickOffAt }, countdown(f))),
        ...f.markets.map(({ market, prices }) =>
          el(
            'div',
            { class: 'market', role: 'group', 'aria-label': `${t(MARKET_WORD[market])} · ${vs(f)}` },
            el('span', { class: 'market-name' }, t(MARKET_WORD[market])),
            el('div', { class: 'prices' }, ...prices.map((p) => oddsButton(f, market, p.selection, p.odds))),
          ),
        ),
        el('p', { class: 'hash' }, `${t('hash')}: `, el('code', {}, f.serverSeedHash)),
      ),
    ),
  );
}

function scoreText(f) {
  return f.result ? `${f.home} ${f.result.home}–${f.result.away} ${f.away}` : vs(f);
}

function drawResults() {
  const played = state.fixtures.filter((f) => f.status === 'played');
  if (played.length === 0) {
    $('results').replaceChildren(el('li', { class: 'empty' }, t('noResults')));
    return;
  }
  $('results').replaceChildren(
    ...played.map((f) => {
      const check = el('button', { type: 'button', class: 'check' }, t('check'));
      check.addEventListener('click', () => checkResult(f));
      return el('li', {}, el('span', { class: 'score' }, scoreText(f)), check);
    }),
  );
}

async function checkResult(f) {
  $('fair').open = true;
  const { hashOk, scoreOk, score } = await verifyFixture(state.sport, state.gameCode, f);
  const ok = hashOk && scoreOk;
  $('verify-out').className = `verify-out ${ok ? 'ok' : 'bad'}`;
  $('verify-out').replaceChildren(
    `${scoreText(f)} · ${hashOk ? t('hashMatches') : t('hashDiffers')} · `,
    `${t('recomputed')} ${score.home}–${score.away}`,
    el('br'),
    el('code', {}, f.serverSeed),
  );
}

function updateReturn() {
  const stake = Number($('stake').value);
  const p = state.pick;
  $('slip-return').textContent =
    p && Number.isFinite(stake) && stake > 0
      ? money(Math.floor(Math.round(stake * 100) * p.odds) / 100)
      : '—';
}

function choose(pick) {
  state.pick = pick;
  const f = state.fixtures.find((x) => x.fixtureNo === pick.fixtureNo);
  $('slip-pick').textContent = f
    ? `${vs(f)} · ${t(MARKET_WORD[pick.market])}: ${selectionName(f, pick.selection)} @ ${odds(pick.odds)}`
    : t('pickPrompt');
  $('place').disabled = state.busy;
  // The buttons stay where they are (keyboard focus too): only which one is pressed changes.
  const key = pickKey(pick.fixtureNo, pick.market, pick.selection);
  for (const b of document.querySelectorAll('.odds'))
    b.setAttribute('aria-pressed', String(b.getAttribute('data-key') === key));
  updateReturn();
}

function betLine(b) {
  const f = b.fixture;
  const pick = `${t(MARKET_WORD[b.market])}: ${selectionName(f, b.selection)} @ ${odds(b.odds)}`;
  let status;
  let cls = '';
  if (b.status === 'open') status = Date.parse(f.kickOffAt) > now() ? countdown(f) : t('playing');
  else if (b.payout > 0) {
    status = `${t('won')} ${money(b.payout)}`;
    cls = 'won';
  } else status = t('lost');
  return el(
    'li',
    { class: cls, 'data-bet': b.betId },
    el('span', { class: 'score' }, scoreText(f)),
    el('span', {}, pick),
    el('span', {}, money(b.stake)),
    el('span', { class: 'pay' }, status),
  );
}

async function loadBets() {
  const { list, balance } = await api('GET', '/house/api/sports/bets', { ticket, count: 20 });
  setBalance(balance);
  state.openBets = list.some((b) => b.status === 'open');
  $('my-bets').replaceChildren(
    ...(list.length ? list.map(betLine) : [el('li', { class: 'empty' }, t('noBets'))]),
  );
}

async function loadBoard() {
  const board = await api('GET', '/house/api/sports/board', { ticket });
  state.skew = Date.parse(board.serverTime) - Date.now();
  state.sport = board.sport;
  // Redrawn only when the fixtures changed, so a refresh never takes the keyboard's place away.
  const shape = board.fixtures.map((f) => `${f.fixtureNo}:${f.status}`).join();
  const changed = shape !== state.shape;
  state.shape = shape;
  state.fixtures = board.fixtures;
  if (
    state.pick &&
    !board.fixtures.some((f) => f.fixtureNo === state.pick.fixtureNo && f.status === 'open')
  ) {
    state.pick = null;
    $('slip-pick').textContent = t('pickPrompt');
    $('place').disabled = true;
  }
  if (changed) {
    drawFixtures();
    drawResults();
  }
}

/** Read the board and bets again (after a kick-off, or while bets wait for their result). */
async function refresh() {
  if (state.refreshing) return;
  state.refreshing = true;
  try {
    await loadBoard();
    await loadBets();
  } catch (err) {
    say(failureText(err), 'error');
  } finally {
    state.refreshing = false;
  }
}

/** Every second: the countdowns move; a kick-off, or open bets every ten seconds, refresh. */
function tick(count) {
  const kicked = state.fixtures.some((f) => f.status === 'open' && Date.parse(f.kickOffAt) <= now());
  if (kicked && !state.refreshing) drawFixtures();
  if (kicked || (state.openBets && count % 10 === 0)) refresh();
  for (const span of document.querySelectorAll('[data-kick]')) {
    const f = state.fixtures.find((x) => x.kickOffAt === span.getAttribute('data-kick'));
    if (f) span.textContent = countdown(f);
  }
}

async function place(again) {
  if (state.busy) return;
  const p = again ?? {
    game: state.gameCode,
    betId: newRoundId(),
    stake: $('stake').value,
    at: Date.now(),
    ...state.pick,
  };
  if (!p.fixtureNo) return;
  state.busy = true;
  $('place').disabled = true;
  say('\u00a0');
  await settleRound(pending, p, {
    path: '/house/api/sports/bet',
    body: {
      ticket,
      betId: p.betId,
      fixtureNo: p.fixtureNo,
      market: p.market,
      selection: p.selection,
      stake: p.stake,
    },
    words: { checking: t('checkingBet'), unsure: t('unsureBet') },
    show: async (value, replayed) => {
      setBalance(value.balance);
      announceBalance(value.balance, state.wallet);
      say(`${replayed ? `${t('alreadyPlaced')} · ` : ''}${t('placed')} ${money(value.bet.stake)}`, 'win');
      await loadBets();
    },
  });
  state.busy = false;
  $('place').disabled = !state.pick;
  // On a phone the game's frame can reach below the screen, the slip's last line with it: the
  // answer to Place bet ("Bet placed", or why not) is brought to where the player is looking.
  $('message').scrollIntoView({ block: 'nearest' });
}

async function start() {
  translatePage();
  drawChips(CHIPS);
  for (const chip of document.querySelectorAll('#chips .chip')) chip.addEventListener('click', updateReturn);
  const session = await openSession(setBalance, { defaultStake: true });
  state.wallet = session.wallet;
  state.gameCode = session.game.gameCode;
  await loadBoard();
  $('app').classList.add(state.sport);
  $('rule-note').textContent = t(RULE_WORD[state.sport]);
  await loadBets();
  $('stake').addEventListener('input', updateReturn);
  $('slip').addEventListener('submit', (event) => {
    event.preventDefault();
    return place(pending.read(state.gameCode) ?? undefined);
  });
  let count = 0;
  setInterval(() => tick(++count), 1000);
  // A bet sent before a reload whose answer never arrived: learn it now.
  const waiting = pending.read(state.gameCode);
  if (waiting) await place(waiting);
}

startPage(start);
