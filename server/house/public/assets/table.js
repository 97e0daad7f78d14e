import {
  $,
  api,
  apiCall,
  announceBalance,
  el,
  explainFailure,
  failureText,
  money,
  newRoundId,
  onMoneyMoved,
  setCurrency,
  t,
  ticket,
  translatePage,
} from './house-common.js';
import { drawFelt, resultText } from './table-felt.js';
import './table-words.js';

const CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00'];
const state = { busy: false, wallet: 'main', game: '', engine: 'baccarat', bets: [] };
/** The word on the play button and the rule the note under the bets explains, by table. */
const PLAY_WORD = { baccarat: 'deal', 'dragon-tiger': 'deal', sicbo: 'roll', roulette: 'spin' };
const RULE_NOTE = {
  baccarat: 'baccaratRule',
  'dragon-tiger': 'dragonTigerRule',
  sicbo: 'sicboRule',
  roulette: 'rouletteRule',
};

/**
 * The round the player asked for whose result is not known yet (round id, stake and bet),
 * kept in this tab across a reload until an answer arrives: sending it again can only learn
 * its result, never play it twice.
 */
const PENDING = 'tessera.house.table.pending';
const PENDING_FOR_MS = 10 * 60_000;
function pendingRound() {
  try {
    const p = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null');
    return p && p.game === state.game && Date.now() - p.at < PENDING_FOR_MS ? p : null;
  } catch {
    return null;
  }
}
const keepPending = (p) => sessionStorage.setItem(PENDING, JSON.stringify(p));
const clearPending = () => sessionStorage.removeItem(PENDING);
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Send the round; an answer lost on the way is asked for again with the same round id. */
async function sendRound(p) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiCall('POST', '/house/api/table/play', {
        ticket,
        roundId: p.roundId,
        stake: p.stake,
        bet: p.bet,
      });
    } catch (err) {
      if (err?.code !== 'NETWORK' || attempt >= 3) throw err;
      $('message').textContent = t('checkingRound');
      $('message').className = 'message';
      await pause(400 * 2 ** attempt);
    }
  }
}

function setBalance(minor) {
  $('balance').textContent = money(minor);
}

function setFairness(f) {
  $('seed-hash').textContent = f.serverSeedHash;
  $('client-seed').textContent = f.clientSeed;
  $('nonce').textContent = String(f.nonce);
}

/** A bet's return as odds: 200 % is 1:1, 195 % 0.95:1. */
const odds = (returnPercent) => `${(returnPercent - 100) / 100}:1`;

function drawBets(bets) {
  const legend = $('bets').querySelector('legend');
  $('bets').replaceChildren(
    legend,
    ...bets.map((b, i) => {
      const input = el('input', { type: 'radio', name: 'bet', value: b.code });
      input.checked = i === 0;
      return el(
        'label',
        { class: 'bet' },
        input,
        el('span', { class: 'name' }, t(b.code)),
        el('span', { class: 'odds' }, `${t('pays')} ${odds(b.returnPercent)}`),
      );
    }),
  );
}

const chosenBet = () =>
  $('controls').querySelector('input[name="bet"]:checked')?.value ?? state.bets[0]?.code;

async function loadHistory() {
  const { list } = await api('GET', '/house/api/rounds', { ticket, count: 8 });
  $('history').replaceChildren(
    ...list.map((r) =>
      el(
        'li',
        { class: r.payout > r.stake ? 'won' : '' },
        el('span', {}, new Date(r.createdAt).toLocaleTimeString()),
        el('span', {}, `${t(String(r.detail.bet ?? ''))} ${money(r.stake)}`),
        el('span', { class: 'pay' }, money(r.payout)),
        el('span', { class: 'nonce' }, `#${r.detail.nonce ?? ''}`),
      ),
    ),
  );
}

/** What the round did to the player's bet: won, stake back, half back, or lost. */
function outcomeMessage(result, replayed) {
  const prefix = replayed ? `${t('replayed')} · ` : '';
  if (result.payout > result.stake) return [`${prefix}${t('win')} ${money(result.payout)}`, 'message win'];
  if (result.payout === result.stake) return [`${prefix}${t('push')}`, 'message'];
  if (result.payout > 0) return [`${prefix}${t('halfBack')} (${money(result.payout)})`, 'message'];
  return [`${prefix}${t('noWin')}`, 'message'];
}

async function play(pending) {
  if (state.busy) return;
  state.busy = true;
  $('play').disabled = true;
  $('message').textContent = '\u00a0';
  $('message').className = 'message';
  const p = pending ?? {
    game: state.game,
    roundId: newRoundId(),
    stake: $('stake').value,
    bet: chosenBet(),
    at: Date.now(),
  };
  keepPending(p);
  $('felt').dataset.state = 'dealing';
  $('felt-result').textContent = '\u00a0';
  try {
    const { value, replayed } = await sendRound(p);
    clearPending();
    drawFelt($('felt-body'), state.engine, value.outcome, t);
    $('felt-result').textContent = resultText(state.engine, value.outcome, t);
    const [text, className] = outcomeMessage(value, replayed);
    $('message').textContent = text;
    $('message').className = className;
    setBalance(value.balance);
    setFairness(value.fairness);
    announceBalance(value.balance, state.wallet);
    loadHistory().catch(() => undefined);
  } catch (err) {
    // No answer: the round may have been played. It stays pending; the next press asks again.
    if (err?.code === 'NETWORK') $('message').textContent = t('unsureRound');
    else {
      clearPending();
      $('message').textContent = await explainFailure(err);
    }
    $('message').className = 'message error';
  } finally {
    $('felt').dataset.state = 'idle';
    state.busy = false;
    $('play').disabled = false;
  }
}

async function rotate() {
  const { revealed, next } = await api('POST', '/house/api/fair/rotate', { ticket });
  setFairness(next);
  $('revealed').hidden = false;
  $('revealed-seed').textContent = revealed.serverSeed;
  const q = new URLSearchParams({
    engine: state.engine,
    serverSeed: revealed.serverSeed,
    clientSeed: revealed.clientSeed,
    nonce: String(Math.max(1, revealed.nonce)),
  });
  $('verify-link').href = `/house/verify/?${q}`;
}

async function start() {
  translatePage();
  $('chips').replaceChildren(
    ...CHIPS.map((c) => {
      const b = el('button', { type: 'button', class: 'chip' }, c);
      b.addEventListener('click', () => ($('stake').value = c));
      return b;
    }),
  );
  try {
    const session = await api('GET', '/house/api/session', { ticket });
    state.engine = session.game.engine;
    const rules = await api('GET', '/house/api/table/rules', { engine: state.engine });
    state.bets = rules.bets;
    state.wallet = session.wallet;
    state.game = session.game.gameCode;
    setCurrency(session.currency);
    document.title = session.game.name;
    $('game-name').textContent = session.game.name;
    $('game-icon').src = session.game.icon;
    $('wallet-tag').hidden = session.wallet !== 'demo';
    $('stake').value = (Math.max(session.limits.minStake, 100) / 100).toFixed(2);
    $('play').textContent = t(PLAY_WORD[state.engine]);
    $('rule-note').textContent = t(RULE_NOTE[state.engine]);
    setBalance(session.balance);
    setFairness(session.fairness);
    drawBets(rules.bets);
    drawFelt($('felt-body'), state.engine, null, t);
    $('play').disabled = false;
    onMoneyMoved(() =>
      api('GET', '/house/api/session', { ticket }).then(
        (s) => setBalance(s.balance),
        () => undefined,
      ),
    );
    $('controls').addEventListener('submit', (event) => {
      event.preventDefault();
      return play(pendingRound() ?? undefined);
    });
    $('rotate').addEventListener('click', () =>
      rotate().catch((err) => ($('message').textContent = failureText(err))),
    );
    await loadHistory();
    // A round asked for before a reload, whose result never arrived: learn it now.
    const pending = pendingRound();
    if (pending) {
      $('stake').value = pending.stake;
      await play(pending);
    }
  } catch (err) {
    $('message').textContent = failureText(err);
    $('message').className = 'message error';
  } finally {
    $('app').setAttribute('aria-busy', 'false');
  }
}

start();
