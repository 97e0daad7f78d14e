import { openSession, startPage } from './house-session.js';
import {
  $,
  api,
  announceBalance,
  el,
  failureText,
  money,
  newRoundId,
  t,
  ticket,
  translatePage,
} from './house-common.js';
import { drawChips, loadHistory, pendingRounds, say, setFairness, settleRound } from './house-round.js';
import './blackjack-words.js';

// The house blackjack (docs/decisions/house-blackjack.md). The platform holds the round: each
// call (deal, then one per decision) is kept pending in this tab until its answer arrives, and
// sent again with the same round id and step after a lost answer or a reload.

const CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00'];
const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const ACTIONS = ['hit', 'stand', 'double'];
const state = { busy: false, wallet: 'main', game: '', round: null };
const calls = pendingRounds('blackjack');

const cardName = (card) => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;

function cardFace(card) {
  if (card === null) {
    const back = el('span', { class: 'card back', role: 'img', 'aria-label': t('holeCard') });
    return back;
  }
  const suit = Math.floor(card / 13);
  return el('span', { class: `card${suit === 1 || suit === 2 ? ' red' : ''}` }, cardName(card));
}

/** "17", or "Soft 17" while an ace counts 11. */
const totalText = (hand) => (hand.soft ? `${t('soft')} ${hand.total}` : String(hand.total));

function setBalance(minor) {
  $('balance').textContent = money(minor);
}

/** The round on the felt, or the table at rest (card backs) when there is none. */
function drawRound(round) {
  const dealer = round ? [...round.dealer.cards, ...(round.dealer.holeHidden ? [null] : [])] : [null, null];
  const player = round ? round.player.cards : [null, null];
  $('dealer-cards').replaceChildren(...dealer.map(cardFace));
  $('player-cards').replaceChildren(...player.map(cardFace));
  for (const [side, hand] of [
    ['dealer', round?.dealer],
    ['player', round?.player],
  ]) {
    const total = $(`${side}-total`);
    total.textContent = hand ? totalText(hand) : '\u00a0';
    // Read with its hand's name: "Dealer 10", not a bare number.
    if (hand)
      total.setAttribute('aria-label', `${t(side === 'dealer' ? 'dealer' : 'you')} ${totalText(hand)}`);
    else total.removeAttribute('aria-label');
  }
  $('felt-result').textContent = round && round.status === 'settled' ? t(`result-${round.result}`) : '\u00a0';
}

/** Buttons follow the round: Deal with no round open, a decision only when the platform allows it. */
function setButtons() {
  const open = state.round?.status === 'player';
  $('play').disabled = state.busy || open;
  $('stake').disabled = open;
  for (const action of ACTIONS)
    $(action).disabled = state.busy || !open || !state.round.actions.includes(action);
}

/** A settled round in the history is named by its result, an open one as dealt. */
const loadRounds = () => loadHistory((r) => (r.detail.result ? t(`history-${r.detail.result}`) : t('deal')));

function showRound(round, replayed) {
  state.round = round;
  drawRound(round);
  setBalance(round.balance);
  setFairness(round.fairness);
  announceBalance(round.balance, state.wallet);
  const prefix = replayed ? `${t('replayedRound')} · ` : '';
  if (round.status === 'player') say(`${prefix}${t('yourMove')}`);
  else if (round.payout > 0)
    say(`${prefix}${t('returned')} ${money(round.payout)}`, round.payout > round.stake ? 'win' : '');
  else say(`${prefix}${t('noWin')}`);
}

/** The member's open round at this table, as the platform has it (after a refusal, or at start). */
async function readOpenRound() {
  const { round } = await api('GET', '/house/api/blackjack/state', { ticket });
  if (round) showRound(round, false);
  return round;
}

/**
 * Send one call of the round: `p` is a new deal or decision, or the one still pending from
 * before (its answer lost), sent again as it was so it can only be answered, never repeated.
 */
async function send(p) {
  if (state.busy) return;
  state.busy = true;
  setButtons();
  say('\u00a0');
  $('felt').dataset.state = 'dealing';
  const deal = p.kind === 'deal';
  const settled = await settleRound(calls, p, {
    path: deal ? '/house/api/blackjack/deal' : '/house/api/blackjack/act',
    body: deal
      ? { ticket, roundId: p.roundId, stake: p.stake }
      : { ticket, roundId: p.roundId, step: p.step, action: p.action },
    words: { checking: t('checkingRound'), unsure: t('unsureRound') },
    show: showRound,
  });
  if (!settled && !calls.read(state.game)) {
    // Refused (a double the balance cannot cover, a round open in another tab): the refusal
    // stays on screen, the round is shown as the platform holds it.
    const message = $('message').textContent;
    const kind = $('message').className.includes('error') ? 'error' : '';
    await readOpenRound().catch(() => undefined);
    say(message, kind);
  }
  if (settled && state.round?.status === 'settled') loadRounds().catch(() => undefined);
  $('felt').dataset.state = 'idle';
  state.busy = false;
  setButtons();
}

function dealNew() {
  const pending = calls.read(state.game);
  if (pending) return send(pending);
  return send({
    game: state.game,
    kind: 'deal',
    roundId: newRoundId(),
    stake: $('stake').value,
    at: Date.now(),
  });
}

function decide(action) {
  const pending = calls.read(state.game);
  if (pending) return send(pending);
  const round = state.round;
  if (!round || round.status !== 'player' || !round.actions.includes(action)) return undefined;
  return send({
    game: state.game,
    kind: 'act',
    roundId: round.roundId,
    step: round.step + 1,
    action,
    at: Date.now(),
  });
}

/**
 * Reveal the seed (refused while a hand is open: it decides the cards to come) and link the
 * verify page to the last hand played with it, with that hand's decisions.
 */
async function rotateSeed() {
  const { revealed, next } = await api('POST', '/house/api/fair/rotate', { ticket });
  setFairness(next);
  $('revealed').hidden = false;
  $('revealed-seed').textContent = revealed.serverSeed;
  const { list } = await api('GET', '/house/api/rounds', { ticket, count: 20 });
  const last = list.find(
    (r) => r.detail.nonce === revealed.nonce && r.detail.serverSeedHash === revealed.serverSeedHash,
  );
  const q = new URLSearchParams({
    engine: 'blackjack',
    serverSeed: revealed.serverSeed,
    clientSeed: revealed.clientSeed,
    nonce: String(Math.max(1, revealed.nonce)),
    actions: (last?.detail.actions ?? []).join(','),
  });
  $('verify-link').href = `/house/verify/?${q}`;
  $('verify-link').hidden = !last;
}

async function start() {
  translatePage();
  for (const action of ACTIONS) $(action).textContent = t(action);
  drawChips(CHIPS);
  drawRound(null);
  const session = await openSession(setBalance, { defaultStake: true });
  state.wallet = session.wallet;
  state.game = session.game.gameCode;
  setFairness(session.fairness);
  $('controls').addEventListener('submit', (event) => {
    event.preventDefault();
    return dealNew();
  });
  for (const action of ACTIONS) $(action).addEventListener('click', () => decide(action));
  // H, S and D decide from the keyboard, unless the player is typing a stake.
  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target instanceof HTMLInputElement) return;
    const action = { h: 'hit', s: 'stand', d: 'double' }[event.key.toLowerCase()];
    if (action && !$(action).disabled) decide(action);
  });
  $('rotate').addEventListener('click', () => rotateSeed().catch((err) => say(failureText(err), 'error')));
  await loadRounds();
  // A call sent before a reload whose answer never arrived: learn it now; else resume an open round.
  const pending = calls.read(state.game);
  if (pending) {
    if (pending.stake) $('stake').value = pending.stake;
    await send(pending);
  } else if (await readOpenRound()) say(t('resumed'));
}

startPage(start, setButtons);
