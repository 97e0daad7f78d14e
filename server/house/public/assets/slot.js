import { openSession, startPage } from './house-session.js';
import { $, api, announceBalance, el, money, newRoundId, t, ticket, translatePage } from './house-common.js';
import {
  bindSeedRotation,
  drawChips,
  loadHistory,
  pendingRounds,
  say,
  setFairness,
  settleRound,
} from './house-round.js';
import { createReels } from './slot-reels.js';
import { countUp } from './win-count-up.js';

const CHIPS = ['0.10', '0.50', '1.00', '5.00', '20.00'];
const state = { busy: false, balance: 0, wallet: 'main', game: '' };
const spins = pendingRounds('slot');

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function setBalance(minor) {
  state.balance = minor;
  $('balance').textContent = money(minor);
}

const loadSpins = () => loadHistory(() => t('stake'));

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
  say('\u00a0');
  const p = pending ?? { game: state.game, roundId: newRoundId(), stake: $('stake').value, at: Date.now() };
  // The reels spin until the platform answers; what they stop on is its answer.
  const startedAt = state.reels.spin();
  const settled = await settleRound(spins, p, {
    path: '/house/api/slot/spin',
    body: { ticket, roundId: p.roundId, stake: p.stake },
    words: { checking: t('checking'), unsure: t('unsure') },
    show: (value, replayed) => showResult(value, replayed, startedAt),
  });
  if (settled) loadSpins().catch(() => undefined);
  else state.reels.cancel();
  state.busy = false;
  $('spin').disabled = false;
}

function spin(event) {
  event.preventDefault();
  return play(spins.read(state.game) ?? undefined);
}

async function start() {
  translatePage();
  drawChips(CHIPS);
  const [session, rules] = await Promise.all([
    openSession(setBalance),
    api('GET', '/house/api/slot/rules', {}),
  ]);
  state.rules = rules;
  state.wallet = session.wallet;
  state.game = session.game.gameCode;
  setFairness(session.fairness);
  state.reels = createReels($('reels'), rules, { reducedMotion });
  state.reels.show(rules.reels.map((reel) => reel.slice(0, rules.rows)));
  $('spin').disabled = false;
  $('controls').addEventListener('submit', spin);
  bindSeedRotation();
  await loadSpins();
  // A spin asked for before a reload, whose result never arrived: learn it now.
  const pending = spins.read(state.game);
  if (pending) {
    $('stake').value = pending.stake;
    await play(pending);
  }
}

startPage(start);
