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
import { drawFelt, resultText } from './table-felt.js';
import './table-words.js';

const CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00'];
const state = { busy: false, wallet: 'main', game: '', engine: 'baccarat', bets: [] };
/** The word on the play button and the rule the note under the bets explains, by table. */
const PLAY_WORD = {
  baccarat: 'deal',
  'dragon-tiger': 'deal',
  sicbo: 'roll',
  roulette: 'spin',
  'fan-tan': 'reveal',
  'andar-bahar': 'deal',
  cockfight: 'fight',
  'niu-niu': 'deal',
  'sam-gong': 'deal',
  'teen-patti': 'deal',
};
const RULE_NOTE = {
  baccarat: 'baccaratRule',
  'dragon-tiger': 'dragonTigerRule',
  sicbo: 'sicboRule',
  roulette: 'rouletteRule',
  'fan-tan': 'fanTanRule',
  'andar-bahar': 'andarBaharRule',
  cockfight: 'cockfightRule',
  'niu-niu': 'niuNiuRule',
  'sam-gong': 'samGongRule',
  'teen-patti': 'teenPattiRule',
};
/** What a returned stake is called: a tie at the card tables, a draw at the cockfight. */
const PUSH_WORD = { cockfight: 'drawBack' };

const rounds = pendingRounds('table');

function setBalance(minor) {
  $('balance').textContent = money(minor);
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

const loadRounds = () => loadHistory((r) => t(String(r.detail.bet ?? '')));

/** What the round did to the player's bet: won, stake back, half back, or lost. */
function outcomeMessage(result, replayed) {
  const prefix = replayed ? `${t('replayedRound')} · ` : '';
  if (result.payout > result.stake) return [`${prefix}${t('win')} ${money(result.payout)}`, 'win'];
  if (result.payout === result.stake) return [`${prefix}${t(PUSH_WORD[state.engine] ?? 'push')}`];
  if (result.payout > 0) return [`${prefix}${t('halfBack')} (${money(result.payout)})`];
  return [`${prefix}${t('noWin')}`];
}

/**
 * Play the round the player asked for: a new one, or the one still waiting for its result
 * (after a dropped connection or a reload), which is sent again with its own round id.
 */
async function play(pending) {
  if (state.busy) return;
  state.busy = true;
  $('play').disabled = true;
  say('\u00a0');
  const p = pending ?? {
    game: state.game,
    roundId: newRoundId(),
    stake: $('stake').value,
    bet: chosenBet(),
    at: Date.now(),
  };
  $('felt').dataset.state = 'dealing';
  $('felt-result').textContent = '\u00a0';
  const settled = await settleRound(rounds, p, {
    path: '/house/api/table/play',
    body: { ticket, roundId: p.roundId, stake: p.stake, bet: p.bet },
    words: { checking: t('checkingRound'), unsure: t('unsureRound') },
    show: showResult,
  });
  if (settled) loadRounds().catch(() => undefined);
  $('felt').dataset.state = 'idle';
  state.busy = false;
  $('play').disabled = false;
}

function showResult(value, replayed) {
  drawFelt($('felt-body'), state.engine, value.outcome, t);
  $('felt-result').textContent = resultText(state.engine, value.outcome, t);
  say(...outcomeMessage(value, replayed));
  setBalance(value.balance);
  setFairness(value.fairness);
  announceBalance(value.balance, state.wallet);
}

async function start() {
  translatePage();
  drawChips(CHIPS);
  const session = await openSession(setBalance, { defaultStake: true });
  state.engine = session.game.engine;
  const rules = await api('GET', '/house/api/table/rules', { engine: state.engine });
  state.bets = rules.bets;
  state.wallet = session.wallet;
  state.game = session.game.gameCode;
  $('play').textContent = t(PLAY_WORD[state.engine]);
  $('rule-note').textContent = t(RULE_NOTE[state.engine]);
  setFairness(session.fairness);
  drawBets(rules.bets);
  drawFelt($('felt-body'), state.engine, null, t);
  $('play').disabled = false;
  $('controls').addEventListener('submit', (event) => {
    event.preventDefault();
    return play(rounds.read(state.game) ?? undefined);
  });
  bindSeedRotation({ engine: state.engine });
  await loadRounds();
  // A round asked for before a reload, whose result never arrived: learn it now.
  const pending = rounds.read(state.game);
  if (pending) {
    $('stake').value = pending.stake;
    const bet = $('controls').querySelector(`input[name="bet"][value="${pending.bet}"]`);
    if (bet) bet.checked = true;
    await play(pending);
  }
}

startPage(start);
