import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { answerOnce, memberKey } from '../../idempotency/first-answer';
import { takeNonce } from '../fair/fair-seeds';
import { parseStake, refuseBelowMinStake } from '../wallet/parse-stake';
import { seamlessWallet, type RoundKey } from '../wallet/seamless-wallet';
import {
  allowedActions,
  applyAction,
  blackjackDeck,
  blackjackPayout,
  blackjackResult,
  dealBlackjack,
  handTotal,
  type BlackjackAction,
  type BlackjackHand,
  type Card,
} from './blackjack-engine';
import { framed, type FramedGame } from './house-session';
import type { TicketHolder } from '../launch/game-tickets';

/*
 * The house blackjack's calls (docs/decisions/house-blackjack.md): deal, act, state. Each call
 * that moves money does all its work in one transaction that also keeps its answer (answerOnce),
 * so a retry answers the same and moves nothing twice. The round's cards are kept in
 * blackjack_rounds, its money in game_rounds through the seamless wallet.
 */

interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface RoundRow {
  id: number;
  round_id: string;
  stake: number;
  deck: number[];
  hand: BlackjackHand;
  step: number;
  status: 'player' | 'settled';
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const ROUND_SELECT = `SELECT b.id, b.round_id, b.stake, b.deck, b.hand, b.step, b.status, s.server_seed_hash,
       s.client_seed, b.nonce
  FROM blackjack_rounds b JOIN fair_seeds s ON s.id = b.fair_seed_id`;

type Framed = { holder: TicketHolder; game: FramedGame };

/** The ticket's holder and table, refused when the ticket is not a blackjack table's. */
async function blackjackTable(db: Database, merchant: Merchant, ticket: string): Promise<Framed> {
  const round = await framed(db, merchant, ticket);
  if (round.game.engine !== 'blackjack')
    throw ApiError.validation('ticket', 'this game is not a house blackjack table');
  return round;
}

/** The round in the seamless wallet: the player's id prefixed with the member's, as every house round. */
function walletKey(merchant: Merchant, { holder, game }: Framed, roundId: string): RoundKey {
  return { merchantId: merchant.id, vendor: game.vassalage, roundId: `m${holder.memberId}-${roundId}` };
}

/** What the browser sees of a round: while the player decides, the dealer's up card only. */
function roundView(
  roundId: string,
  step: number,
  firstStake: number,
  hand: BlackjackHand,
  balance: number,
  fairness: Fairness,
) {
  const open = hand.phase === 'player';
  const dealerCards: Card[] = open ? hand.dealer.slice(0, 1) : hand.dealer;
  const result = open ? ('open' as const) : blackjackResult(hand);
  const stake = firstStake * (hand.doubled ? 2 : 1);
  return {
    roundId,
    step,
    status: open ? ('player' as const) : ('settled' as const),
    player: { cards: hand.player, ...handTotal(hand.player) },
    dealer: { cards: dealerCards, ...handTotal(dealerCards), holeHidden: open },
    actions: allowedActions(hand),
    doubled: hand.doubled,
    stake,
    payout: result === 'open' ? 0 : blackjackPayout(stake, result),
    result,
    balance,
    fairness,
  };
}

/** The dealer has played: credit the return and close the round. */
async function settle(q: Queryable, key: RoundKey, id: number, firstStake: number, hand: BlackjackHand) {
  const result = blackjackResult(hand);
  const stake = firstStake * (hand.doubled ? 2 : 1);
  await seamlessWallet.credit(q, {
    ...key,
    amount: blackjackPayout(stake, result),
    detail: { player: hand.player, dealer: hand.dealer, actions: hand.actions, result },
  });
  await q.query(`UPDATE blackjack_rounds SET status = 'settled', settled_at = now() WHERE id = $1`, [id]);
}

/**
 * Deal a round: the stake debited, the round's card order read from the member's seed pair at
 * the next nonce, four cards dealt, and a natural on either side settled at once.
 */
export async function dealBlackjackRound(
  db: Database,
  merchant: Merchant,
  input: { ticket: string; roundId: string; stake: string },
) {
  const table = await blackjackTable(db, merchant, input.ticket);
  const { holder, game } = table;
  const stake = parseStake(input.stake);
  refuseBelowMinStake(stake, game.minStake, 'table');
  const call = {
    call: 'house.blackjack-deal',
    key: memberKey(holder.memberId, input.roundId),
    keyField: 'roundId',
    request: { game: game.id, stake },
  };
  return answerOnce(db, merchant.id, call, async (q) => {
    const seed = await takeNonce(q, merchant.id, holder.memberId);
    const deck = blackjackDeck(seed.serverSeed, seed.clientSeed, seed.nonce);
    const hand = dealBlackjack(deck);
    const fairness = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
    // One open round per member and table (a unique index): a second one is refused.
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO blackjack_rounds (merchant_id, member_id, game_id, round_id, stake, deck, hand, status,
                                     fair_seed_id, nonce)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'player', $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
      [
        merchant.id,
        holder.memberId,
        game.id,
        input.roundId,
        stake,
        deck,
        JSON.stringify(hand),
        seed.id,
        seed.nonce,
      ],
    );
    if (!row) {
      throw new ApiError(409, 'CONFLICT', 'Finish the round open at this table first', [
        { field: 'roundId', message: 'another round is open at this table' },
      ]);
    }
    const key = walletKey(merchant, table, input.roundId);
    const debited = await seamlessWallet.debit(q, {
      ...key,
      memberId: holder.memberId,
      currency: merchant.currency,
      wallet: holder.wallet,
      gameType: game.gameType,
      gameId: game.id,
      gameName: game.name,
      amount: stake,
      detail: { engine: 'blackjack', fairSeedId: seed.id, ...fairness },
    });
    let balance = debited.balance;
    if (hand.phase === 'done') {
      await settle(q, key, Number(row.id), stake, hand);
      balance = await seamlessWallet.balance(q, merchant.id, holder.memberId, holder.wallet);
    }
    return roundView(input.roundId, 0, stake, hand, balance, fairness);
  });
}

/**
 * One decision on the open round. The round's row is locked and the step must be the next
 * one, so two decisions sent at once never both apply. A double debits the second stake; the
 * round's end credits the return; all in this call's one transaction.
 */
export async function actBlackjackRound(
  db: Database,
  merchant: Merchant,
  input: { ticket: string; roundId: string; step: number; action: BlackjackAction },
) {
  const table = await blackjackTable(db, merchant, input.ticket);
  const { holder, game } = table;
  const call = {
    call: 'house.blackjack-act',
    key: memberKey(holder.memberId, `${input.roundId}:${input.step}`),
    keyField: 'step',
    request: { game: game.id, roundId: input.roundId, step: input.step, action: input.action },
  };
  return answerOnce(db, merchant.id, call, async (q) => {
    const [row] = await q.query<RoundRow>(
      `${ROUND_SELECT} WHERE b.merchant_id = $1 AND b.member_id = $2 AND b.game_id = $3 AND b.round_id = $4
        FOR UPDATE OF b`,
      [merchant.id, holder.memberId, game.id, input.roundId],
    );
    if (!row) {
      throw new ApiError(404, 'NOT_FOUND', 'No such round at this table', [
        { field: 'roundId', message: 'unknown round' },
      ]);
    }
    if (row.status !== 'player') {
      throw new ApiError(409, 'CONFLICT', 'This round is over', [{ field: 'roundId', message: 'settled' }]);
    }
    if (input.step !== row.step + 1) {
      throw new ApiError(409, 'CONFLICT', `The next decision of this round is step ${row.step + 1}`, [
        { field: 'step', message: `must be ${row.step + 1}` },
      ]);
    }
    const allowed = allowedActions(row.hand);
    if (!allowed.includes(input.action))
      throw ApiError.validation('action', `must be one of ${allowed.join(', ')}`);
    const hand = applyAction(row.hand, input.action, row.deck);
    const key = walletKey(merchant, table, input.roundId);
    const stake = Number(row.stake);
    if (input.action === 'double') await seamlessWallet.raise(q, { ...key, amount: stake });
    await q.query('UPDATE blackjack_rounds SET hand = $2, step = $3 WHERE id = $1', [
      row.id,
      JSON.stringify(hand),
      input.step,
    ]);
    if (hand.phase === 'done') await settle(q, key, Number(row.id), stake, hand);
    const balance = await seamlessWallet.balance(q, merchant.id, holder.memberId, holder.wallet);
    return roundView(input.roundId, input.step, stake, hand, balance, fairnessOf(row));
  });
}

const fairnessOf = (row: RoundRow): Fairness => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

/** The member's open round at this table (what a reloaded page resumes), or null. */
export async function blackjackState(db: Database, merchant: Merchant, ticket: string) {
  const { holder, game } = await blackjackTable(db, merchant, ticket);
  const [row] = await db.query<RoundRow>(
    `${ROUND_SELECT} WHERE b.merchant_id = $1 AND b.member_id = $2 AND b.game_id = $3 AND b.status = 'player'`,
    [merchant.id, holder.memberId, game.id],
  );
  if (!row) return { round: null };
  const balance = await seamlessWallet.balance(db, merchant.id, holder.memberId, holder.wallet);
  return { round: roundView(row.round_id, row.step, Number(row.stake), row.hand, balance, fairnessOf(row)) };
}

/**
 * Revealing the server seed while a round is open would show its cards to come: a seed
 * rotation is refused until the member's open rounds end (called in the rotation's transaction).
 */
export async function refuseRotationWhileOpen(q: Queryable, merchantId: number, memberId: number) {
  const [open] = await q.query(
    `SELECT 1 FROM blackjack_rounds WHERE merchant_id = $1 AND member_id = $2 AND status = 'player' LIMIT 1`,
    [merchantId, memberId],
  );
  if (open) {
    throw new ApiError(409, 'CONFLICT', 'Finish your open blackjack round before revealing the seed', [
      { field: 'ticket', message: 'a blackjack round is open' },
    ]);
  }
}
