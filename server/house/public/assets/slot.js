import {
  $,
  api,
  apiCall,
  announceBalance,
  el,
  failureText,
  money,
  newRoundId,
  setCurrency,
  t,
  ticket,
  translatePage,
} from './house-common.js';
import { symbolSvg } from './slot-symbols.js';

const CHIPS = ['0.10', '0.50', '1.00', '5.00', '20.00'];
const state = { busy: false, balance: 0, wallet: 'main', game: '' };

/**
 * The spin the player asked for whose result is not known yet: its round id and stake are
 * kept (in this tab, across a reload) until an answer arrives, so sending it again can
 * only learn its result, never play it twice.
 */
const PENDING = 'tessera.house.slot.pending';
const PENDING_FOR_MS = 10 * 60_000;
function pendingSpin() {
  try {
    const p = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null');
    return p && p.game === state.game && Date.now() - p.at < PENDING_FOR_MS ? p : null;
  } catch {
    return null;
  }
}
function keepPending(p) {
  sessionStorage.setItem(PENDING, JSON.stringify(p));
}
function clearPending() {
  sessionStorage.removeItem(PENDING);
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Send the spin; an answer lost on the way is asked for again with the same round id. */
async function sendSpin(p) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiCall('POST', '/house/api/slot/spin', { ticket, roundId: p.roundId, stake: p.stake });
    } catch (err) {
      if (err?.code !== 'NETWORK' || attempt >= 3) throw err;
      $('message').textContent = t('checking');
      $('message').className = 'message';
      await pause(400 * 2 ** attempt);
    }
  }
}

function drawGrid(grid, winning = new Set()) {
  const reels = $('reels');
  reels.replaceChildren(
    ...grid.map((column, reel) =>
      el(
        'div',
        { class: 'reel' },
        ...column.map((s, row) => {
          const cell = el('div', { class: winning.has(`${reel}:${row}`) ? 'cell win' : 'cell' });
          cell.append(symbolSvg(s));
          return cell;
        }),
      ),
    ),
  );
}

function setBalance(minor) {
  state.balance = minor;
  $('balance').textContent = money(minor);
}

function setFairness(f) {
  $('seed-hash').textContent = f.serverSeedHash;
  $('client-seed').textContent = f.clientSeed;
  $('nonce').textContent = String(f.nonce);
}

async function loadHistory() {
  const { list } = await api('GET', '/house/api/rounds', { ticket, count: 8 });
  $('history').replaceChildren(
    ...list.map((r) =>
      el(
        'li',
        { class: r.payout > r.stake ? 'won' : '' },
        el('span', {}, new Date(r.createdAt).toLocaleTimeString()),
        el('span', {}, `${t('stake')} ${money(r.stake)}`),
        el('span', { class: 'pay' }, money(r.payout)),
        el('span', { class: 'nonce' }, `#${r.detail.nonce ?? ''}`),
      ),
    ),
  );
}

function showResult(result, replayed) {
  const winning = new Set();
  const { paylines } = state.rules;
  for (const w of result.wins)
    for (let reel = 0; reel < w.count; reel++) winning.add(`${reel}:${paylines[w.line][reel]}`);
  drawGrid(result.grid, winning);
  setBalance(result.balance);
  setFairness(result.fairness);
  announceBalance(result.balance, state.wallet);
  const outcome = result.payout > 0 ? `${t('win')} ${money(result.payout)}` : t('noWin');
  $('message').textContent = replayed ? `${t('replayed')} · ${outcome}` : outcome;
  $('message').className = result.payout > 0 ? 'message win' : 'message';
}

/**
 * Play the spin the player asked for: a new one, or the one still waiting for its result
 * (after a dropped connection or a reload), which is sent again with its own round id.
 */
async function play(pending) {
  if (state.busy) return;
  state.busy = true;
  $('spin').disabled = true;
  $('reels').classList.add('spinning');
  $('message').textContent = '\u00a0';
  const p = pending ?? { game: state.game, roundId: newRoundId(), stake: $('stake').value, at: Date.now() };
  keepPending(p);
  try {
    const { value, replayed } = await sendSpin(p);
    clearPending();
    showResult(value, replayed);
    loadHistory().catch(() => undefined);
  } catch (err) {
    // No answer: the spin may have been played. It stays pending; the next press asks again.
    if (err?.code === 'NETWORK') $('message').textContent = t('unsure');
    else {
      clearPending();
      $('message').textContent = failureText(err);
    }
    $('message').className = 'message error';
  } finally {
    $('reels').classList.remove('spinning');
    state.busy = false;
    $('spin').disabled = false;
  }
}

function spin(event) {
  event.preventDefault();
  return play(pendingSpin() ?? undefined);
}

async function rotate() {
  const { revealed, next } = await api('POST', '/house/api/fair/rotate', { ticket });
  setFairness(next);
  $('revealed').hidden = false;
  $('revealed-seed').textContent = revealed.serverSeed;
  const q = new URLSearchParams({
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
    const [session, rules] = await Promise.all([
      api('GET', '/house/api/session', { ticket }),
      api('GET', '/house/api/slot/rules', {}),
    ]);
    state.rules = rules;
    state.wallet = session.wallet;
    state.game = session.game.gameCode;
    setCurrency(session.currency);
    document.title = session.game.name;
    $('game-name').textContent = session.game.name;
    $('game-icon').src = session.game.icon;
    $('wallet-tag').hidden = session.wallet !== 'demo';
    setBalance(session.balance);
    setFairness(session.fairness);
    drawGrid(rules.reels.map((reel) => reel.slice(0, rules.rows)));
    $('spin').disabled = false;
    $('controls').addEventListener('submit', spin);
    $('rotate').addEventListener('click', () =>
      rotate().catch((err) => ($('message').textContent = failureText(err))),
    );
    await loadHistory();
    // A spin asked for before a reload, whose result never arrived: learn it now.
    const pending = pendingSpin();
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
