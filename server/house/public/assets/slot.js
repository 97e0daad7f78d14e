import {
  $,
  api,
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
const state = { busy: false, balance: 0, wallet: 'main' };

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

async function spin(event) {
  event.preventDefault();
  if (state.busy) return;
  state.busy = true;
  $('spin').disabled = true;
  $('reels').classList.add('spinning');
  $('message').textContent = '\u00a0';
  try {
    const result = await api('POST', '/house/api/slot/spin', {
      ticket,
      roundId: newRoundId(),
      stake: $('stake').value,
    });
    const winning = new Set();
    const { paylines } = state.rules;
    for (const w of result.wins)
      for (let reel = 0; reel < w.count; reel++) winning.add(`${reel}:${paylines[w.line][reel]}`);
    drawGrid(result.grid, winning);
    setBalance(result.balance);
    setFairness(result.fairness);
    announceBalance(result.balance, state.wallet);
    $('message').textContent = result.payout > 0 ? `${t('win')} ${money(result.payout)}` : t('noWin');
    $('message').className = result.payout > 0 ? 'message win' : 'message';
    loadHistory().catch(() => undefined);
  } catch (err) {
    $('message').textContent = failureText(err);
    $('message').className = 'message error';
  } finally {
    $('reels').classList.remove('spinning');
    state.busy = false;
    $('spin').disabled = false;
  }
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
  } catch (err) {
    $('message').textContent = failureText(err);
    $('message').className = 'message error';
  } finally {
    $('app').setAttribute('aria-busy', 'false');
  }
}

start();
