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
import { createReels } from './slot-reels.js';
import { countUp } from './win-count-up.js';

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

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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

/** Say the outcome: the amount won counts up to the platform's payout (at once under reduced motion). */
function announceOutcome(result, replayed) {
  const message = $('message');
  message.className = result.payout > 0 ? 'message win' : 'message';
  const prefix = replayed ? `${t('replayed')} · ` : '';
  if (result.payout <= 0) {
    message.textContent = `${prefix}${t('noWin')}`;
    return Promise.resolve();
  }
  // The figure that counts is hidden from screen readers; they hear the final amount once.
  const amount = el('output', { id: 'win-amount', class: 'amount', 'aria-hidden': 'true' });
  message.replaceChildren(
    `${prefix}${t('win')} `,
    amount,
    el('span', { class: 'sr-only' }, money(result.payout)),
  );
  return countUp(amount, result.payout, money, { reducedMotion: reducedMotion() });
}

async function showResult(result, replayed, startedAt) {
  await state.reels.stop(result.grid, result, startedAt);
  setBalance(result.balance);
  setFairness(result.fairness);
  announceBalance(result.balance, state.wallet);
  // The next spin may start while the amount still counts: it ends the count.
  announceOutcome(result, replayed);
}

/**
 * Play the spin the player asked for: a new one, or the one still waiting for its result
 * (after a dropped connection or a reload), which is sent again with its own round id.
 */
async function play(pending) {
  if (state.busy) return;
  state.busy = true;
  $('spin').disabled = true;
  $('message').textContent = '\u00a0';
  $('message').className = 'message';
  const p = pending ?? { game: state.game, roundId: newRoundId(), stake: $('stake').value, at: Date.now() };
  keepPending(p);
  // The reels spin until the platform answers; what they stop on is its answer.
  const startedAt = state.reels.spin();
  try {
    const { value, replayed } = await sendSpin(p);
    clearPending();
    await showResult(value, replayed, startedAt);
    loadHistory().catch(() => undefined);
  } catch (err) {
    state.reels.cancel();
    // No answer: the spin may have been played. It stays pending; the next press asks again.
    if (err?.code === 'NETWORK') $('message').textContent = t('unsure');
    else {
      clearPending();
      $('message').textContent = await explainFailure(err);
    }
    $('message').className = 'message error';
  } finally {
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
    state.reels = createReels($('reels'), rules, { reducedMotion });
    state.reels.show(rules.reels.map((reel) => reel.slice(0, rules.rows)));
    $('spin').disabled = false;
    onMoneyMoved(() =>
      api('GET', '/house/api/session', { ticket }).then(
        (s) => setBalance(s.balance),
        () => undefined,
      ),
    );
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
