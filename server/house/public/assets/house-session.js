// How every house game page opens: the game's session from the launch ticket in the URL
// (house-common.js reads it), the header and balance from it, and a refusal (an expired or
// unknown ticket, a platform that cannot be reached) said in the page's message area.
import { $, api, failureText, setCurrency, ticket } from './house-common.js';
import { followMovedMoney, say } from './house-round.js';

/** The header of the page from what the platform says of the game: name, icon, currency, demo tag. */
export function showGame({ game, currency, wallet }) {
  setCurrency(currency);
  document.title = game.name;
  $('game-name').textContent = game.name;
  $('game-icon').src = game.icon;
  $('wallet-tag').hidden = wallet !== 'demo';
}

/**
 * Open the game's session for the ticket: the header shown, the balance set and kept up to
 * date when the portal moves money into the game's wallet. With `defaultStake` the stake starts
 * at the game's minimum (at least 1.00). Answers the session (wallet, game, limits, fairness).
 */
export async function openSession(setBalance, { defaultStake = false } = {}) {
  const session = await api('GET', '/house/api/session', { ticket });
  showGame(session);
  if (defaultStake) $('stake').value = (Math.max(session.limits.minStake, 100) / 100).toFixed(2);
  setBalance(session.balance);
  followMovedMoney(setBalance);
  return session;
}

/**
 * Run a page's start: a failure is said in the message area, and the page stops being busy
 * either way (after `settle`, which puts the page's buttons right).
 */
export async function startPage(run, settle = () => undefined) {
  try {
    await run();
  } catch (err) {
    say(failureText(err), 'error');
  } finally {
    settle();
    $('app').setAttribute('aria-busy', 'false');
  }
}
