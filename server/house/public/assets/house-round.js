// What every house game that takes a stake shares: a round asked for stays pending until its
// answer arrives, a lost answer is asked for again with the same round id, and the
// provably-fair panel, the latest rounds and the chips look the same on every page.
import {
  $,
  api,
  apiCall,
  el,
  explainFailure,
  failureText,
  money,
  onMoneyMoved,
  ticket,
} from './house-common.js';

const PENDING_FOR_MS = 10 * 60_000;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The round the player asked for whose result is not known yet (its round id and what was
 * staked), kept in this tab across a reload until an answer arrives: sending it again can only
 * learn its result, never play it twice. One per page kind (`slot`, `table`, `lottery`).
 */
export function pendingRounds(kind) {
  const key = `tessera.house.${kind}.pending`;
  return {
    /** The pending round of `game`, if one was asked for in the last ten minutes. */
    read(game) {
      try {
        const p = JSON.parse(sessionStorage.getItem(key) ?? 'null');
        return p && p.game === game && Date.now() - p.at < PENDING_FOR_MS ? p : null;
      } catch {
        return null;
      }
    },
    keep: (p) => sessionStorage.setItem(key, JSON.stringify(p)),
    clear: () => sessionStorage.removeItem(key),
  };
}

/** Show a line in the page's message area; `kind` is '', 'win' or 'error'. */
export function say(text, kind = '') {
  $('message').textContent = text;
  $('message').className = kind ? `message ${kind}` : 'message';
}

/**
 * Send a round to the platform; an answer lost on the way is asked for again with the same
 * round id (saying `checking` meanwhile), so the answer is the round's one result.
 */
async function sendRound(path, body, checking) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiCall('POST', path, body);
    } catch (err) {
      if (err?.code !== 'NETWORK' || attempt >= 3) throw err;
      say(checking);
      await pause(400 * 2 ** attempt);
    }
  }
}

/**
 * Play the pending round `p` to its end: kept pending while it is sent, cleared once the
 * platform answered (its result or its refusal). With no answer at all it stays pending and
 * the page says `words.unsure`: pressing again learns its result. Answers whether it settled.
 */
export async function settleRound(store, p, { path, body, words, show }) {
  store.keep(p);
  try {
    const { value, replayed } = await sendRound(path, body, words.checking);
    store.clear();
    await show(value, replayed);
    return true;
  } catch (err) {
    if (err?.code === 'NETWORK') say(words.unsure, 'error');
    else {
      store.clear();
      say(await explainFailure(err), 'error');
    }
    return false;
  }
}

export function setFairness(f) {
  $('seed-hash').textContent = f.serverSeedHash;
  $('client-seed').textContent = f.clientSeed;
  $('nonce').textContent = String(f.nonce);
}

/** The player's latest rounds of this game; `stakeLabel(round)` names what was staked. */
export async function loadHistory(stakeLabel) {
  const { list } = await api('GET', '/house/api/rounds', { ticket, count: 8 });
  $('history').replaceChildren(
    ...list.map((r) =>
      el(
        'li',
        { class: r.payout > r.stake ? 'won' : '' },
        el('span', {}, new Date(r.createdAt).toLocaleTimeString()),
        el('span', {}, `${stakeLabel(r)} ${money(r.stake)}`),
        el('span', { class: 'pay' }, money(r.payout)),
        el('span', { class: 'nonce' }, `#${r.detail.nonce ?? ''}`),
      ),
    ),
  );
}

/**
 * The provably-fair panel's button: reveal the seed pair's server seed, start a new pair, and
 * link to the verify page with what it needs (`verifyParams`, e.g. the table's engine).
 */
export function bindSeedRotation(verifyParams = {}) {
  async function rotate() {
    const { revealed, next } = await api('POST', '/house/api/fair/rotate', { ticket });
    setFairness(next);
    $('revealed').hidden = false;
    $('revealed-seed').textContent = revealed.serverSeed;
    const q = new URLSearchParams({
      ...verifyParams,
      serverSeed: revealed.serverSeed,
      clientSeed: revealed.clientSeed,
      nonce: String(Math.max(1, revealed.nonce)),
    });
    $('verify-link').href = `/house/verify/?${q}`;
  }
  $('rotate').addEventListener('click', () => rotate().catch((err) => say(failureText(err))));
}

/** Chip buttons that put their amount in the stake field. */
export function drawChips(chips) {
  $('chips').replaceChildren(
    ...chips.map((c) => {
      const b = el('button', { type: 'button', class: 'chip' }, c);
      b.addEventListener('click', () => ($('stake').value = c));
      return b;
    }),
  );
}

/** Read the wallet's balance again when the portal around the frame moved money into it. */
export function followMovedMoney(setBalance) {
  onMoneyMoved(() =>
    api('GET', '/house/api/session', { ticket }).then(
      (s) => setBalance(s.balance),
      () => undefined,
    ),
  );
}
