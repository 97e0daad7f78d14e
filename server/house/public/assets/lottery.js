import { showGame, startPage } from './house-session.js';
import { $, api, announceBalance, el, money, newRoundId, t, ticket, translatePage } from './house-common.js';
import { pendingRounds, say, settleRound } from './house-round.js';

const state = { game: null, skew: 0, wallet: 'main', busy: false, drawNo: '' };
const bets = pendingRounds('lottery');
const TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const TIER_LABEL = {
  special: t('special'),
  first: 'G1',
  second: 'G2',
  third: 'G3',
  fourth: 'G4',
  fifth: 'G5',
  sixth: 'G6',
  seventh: 'G7',
};

function renderLast(draw) {
  if (!draw) return $('last').replaceChildren();
  $('last').replaceChildren(
    el('dt', {}, t('drawNo')),
    el('dd', {}, draw.drawNo),
    ...TIERS.flatMap((tier) => [
      el('dt', {}, TIER_LABEL[tier]),
      el(
        'dd',
        {},
        el(
          'ul',
          { class: 'balls' },
          ...draw.numbers[tier].map((n) =>
            el('li', { class: tier === 'special' ? 'ball special' : 'ball' }, n),
          ),
        ),
      ),
    ]),
  );
}

function render(s) {
  state.game = s.game;
  state.wallet = s.wallet;
  state.drawNo = s.game.current.drawNo;
  state.skew = new Date(s.now).getTime() - Date.now();
  showGame(s);
  $('balance').textContent = money(s.balance);
  // A draw settled our bets since the last look: tell the portal around the frame.
  if (state.balance !== undefined && state.balance !== s.balance) announceBalance(s.balance, s.wallet);
  state.balance = s.balance;
  $('draw-no').textContent = s.game.current.drawNo;
  $('draw-hash').textContent = s.game.current.serverSeedHash;
  renderLast(s.opened[0]);
  $('opened').replaceChildren(
    ...s.opened.map((d) =>
      el(
        'li',
        {},
        el('span', {}, d.drawNo),
        el('span', {}, `${t('special')} ${d.numbers.special[0]}`),
        el('span', {}, new Date(d.drawAt).toLocaleTimeString()),
        el('span', {}, ''),
      ),
    ),
  );
  $('my-bets').replaceChildren(
    ...s.myBets.map((b) =>
      el(
        'li',
        { class: b.payout > 0 ? 'won' : '' },
        el('span', {}, b.drawNo),
        el('span', {}, `${t(b.playType)} · ${b.pick} · ${money(b.stake)}`),
        el('span', { class: 'pay' }, b.status === 'open' ? t('open') : money(b.payout)),
        el('span', {}, ''),
      ),
    ),
  );
  if ($('play-type').options.length === 0) {
    $('play-type').replaceChildren(
      ...s.game.playTypes.map((p) =>
        el('option', { value: p.code }, `${t(p.code)} · ${t('pays')} ${p.pays}`),
      ),
    );
    const wanted = new URLSearchParams(location.search).get('playType');
    if (wanted && s.game.playTypes.some((p) => p.code === wanted)) $('play-type').value = wanted;
  }
}

function tickCountdown() {
  if (!state.game) return;
  const closes = new Date(state.game.current.closesAt).getTime();
  const left = Math.max(0, Math.round((closes - (Date.now() + state.skew)) / 1000));
  $('countdown').textContent =
    `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  $('bet').disabled = state.busy || left === 0;
}

async function refresh() {
  render(await api('GET', '/house/api/lottery/state', { ticket }));
}

/**
 * Place the bet the form describes. A bet whose answer never arrived stays pending: pressing
 * again with the same form sends it with its round id, so it can only be learnt, never placed twice.
 */
async function bet(event) {
  event.preventDefault();
  if (state.busy) return;
  state.busy = true;
  $('bet').disabled = true;
  const form = {
    drawNo: state.drawNo,
    playType: $('play-type').value,
    pick: $('pick').value.trim(),
    stake: $('stake').value,
  };
  const kept = bets.read(state.game.gameCode);
  const same = kept && Object.keys(form).every((k) => kept[k] === form[k]);
  const p = same ? kept : { game: state.game.gameCode, roundId: newRoundId(), at: Date.now(), ...form };
  const placed = await settleRound(bets, p, {
    path: '/house/api/lottery/bet',
    body: { ticket, roundId: p.roundId, ...form },
    words: { checking: t('checkingBet'), unsure: t('unsureBet') },
    show: (r) => {
      say(`${t('placed')}: ${r.pick} · ${money(r.stake)}`, 'win');
      announceBalance(r.balance, state.wallet);
    },
  });
  // Read after the bet settled: a failed read must not be taken for an unconfirmed bet.
  if (placed) await refresh().catch(() => undefined);
  state.busy = false;
  tickCountdown();
}

async function start() {
  translatePage();
  await refresh();
  $('bet-form').addEventListener('submit', bet);
  setInterval(tickCountdown, 1000);
  // Results arrive when a draw is drawn: poll gently.
  setInterval(() => refresh().catch(() => undefined), 4000);
  tickCountdown();
}
startPage(start);
