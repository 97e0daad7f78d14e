// The house blackjack's dealing, recomputed in the browser from a revealed seed and the
// player's decisions: the same rules as the platform's (server/services/games/house/
// blackjack-engine.ts), written again here so a player can check a hand without trusting the
// platform's code.

/** Cards a round reads from its seed, each from the full 52: enough for any round. */
export const BLACKJACK_DRAWS = Array(40).fill(52);

const value = (card) => Math.min((card % 13) + 1, 10);

/** A hand's best total: aces count 11 when that does not bust (soft), else 1. */
export function handTotal(cards) {
  const hard = cards.reduce((s, c) => s + value(c), 0);
  const soft = cards.some((c) => value(c) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const natural = (cards) => cards.length === 2 && handTotal(cards).total === 21;

/**
 * Deal player, dealer, player, dealer; a natural ends the round. Then each decision: hit (a
 * bust ends it, 21 stands), stand, double (one card, then stand); the dealer draws to 17 and
 * stands on every 17.
 */
export function replayBlackjack(deck, actions) {
  let next = 4;
  const player = [deck[0], deck[2]];
  const dealer = [deck[1], deck[3]];
  let doubled = false;
  let open = !natural(player) && !natural(dealer);
  for (const action of actions) {
    if (!open) throw new Error(`a decision after the round ended: ${action}`);
    if (action === 'double') {
      if (player.length !== 2) throw new Error('double after the first two cards');
      doubled = true;
    }
    if (action !== 'stand') player.push(deck[next++]);
    const total = handTotal(player).total;
    if (total > 21) open = false;
    else if (action !== 'hit' || total === 21) {
      while (handTotal(dealer).total < 17) dealer.push(deck[next++]);
      open = false;
    }
  }
  return { player, dealer, doubled, open, result: open ? 'open' : resultOf(player, dealer, actions) };
}

function resultOf(player, dealer, actions) {
  const p = handTotal(player).total;
  const d = handTotal(dealer).total;
  const playerNatural = natural(player) && actions.length === 0;
  if (playerNatural && natural(dealer)) return 'push';
  if (playerNatural) return 'blackjack';
  if (natural(dealer)) return 'lose';
  if (p > 21) return 'bust';
  if (d > 21 || p > d) return 'win';
  return p === d ? 'push' : 'lose';
}
