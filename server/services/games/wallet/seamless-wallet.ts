import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import { balanceOf } from '../../ledger/ledger-accounts';
import type { AccountRef } from '../../ledger/ledger-types';
import { postTransaction } from '../../ledger/post-transaction';
import { earnPointsForRound } from '../../points/point-ledger';
import { reverseTransaction } from '../../ledger/reverse-transaction';
import { countStake, countWin, returnStake } from '../../protection/count-play';

/**
 * Which of the member's wallets a round plays from: `main`, a vendor's transfer wallet
 * (`vendor:<code>`, when the merchant runs vendor wallets), or trial credit (`demo`).
 */
export type PlayWallet = 'main' | 'demo' | `vendor:${string}`;

export interface RoundKey {
  merchantId: number;
  /** The vendor running the round (its vassalage). */
  vendor: string;
  /** The vendor's own id of the round. */
  roundId: string;
}

export interface DebitInput extends RoundKey {
  memberId: number;
  currency: string;
  wallet: PlayWallet;
  gameType: string;
  gameId: number | null;
  gameName: string;
  /** Stake in minor units (a positive whole number). */
  amount: number;
  detail?: Record<string, unknown>;
}

export interface CreditInput extends RoundKey {
  /** Payout in minor units; 0 settles a losing round. */
  amount: number;
  detail?: Record<string, unknown>;
}

export interface RoundRecord {
  id: number;
  memberId: number;
  vendor: string;
  roundId: string;
  gameType: string;
  gameId: number | null;
  gameName: string;
  wallet: PlayWallet;
  currency: string;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'rolled_back';
  detail: Record<string, unknown>;
  createdAt: Date;
  settledAt: Date | null;
}

export interface WalletAnswer {
  round: RoundRecord;
  /** The wallet's balance after the operation, in minor units. */
  balance: number;
}

const ROUND_ID = /^[A-Za-z0-9_.:-]{6,64}$/;
const VENDOR = /^[A-Za-z0-9_]{1,20}$/;

/** Where the house keeps game results, per wallet: real money against `house`, trial credit against `demo-source`. */
function houseAccount(wallet: PlayWallet): AccountRef {
  return wallet === 'demo' ? { system: 'demo-source' } : { system: 'house' };
}
function memberAccount(memberId: number, wallet: PlayWallet): AccountRef {
  return { memberId, kind: wallet };
}
function keyOf(k: RoundKey, op: string): string {
  return `round:${k.vendor}:${k.roundId}:${op}`;
}

function checkKey(k: RoundKey): void {
  if (!VENDOR.test(k.vendor)) throw ApiError.validation('vendor', 'is not a known vendor code');
  if (!ROUND_ID.test(k.roundId))
    throw ApiError.validation('roundId', 'must be 6 to 64 letters, digits or _.:-');
}

function checkAmount(amount: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw ApiError.validation('amount', allowZero ? 'must be zero or more' : 'must be more than zero');
  }
}

/**
 * The seamless wallet: the one way any game, house or outside provider, moves a member's
 * money. Each call runs inside the caller's transaction `q` and is keyed by the round:
 * a debit opens a round and takes the stake; a credit settles it (once); a rollback
 * returns the stake of a round that was never settled.
 */
export const seamlessWallet = {
  async balance(q: Queryable, merchantId: number, memberId: number, wallet: PlayWallet): Promise<number> {
    return balanceOf(q, merchantId, memberAccount(memberId, wallet));
  },

  async debit(q: Queryable, input: DebitInput): Promise<WalletAnswer> {
    checkKey(input);
    checkAmount(input.amount, false);
    const inserted = await q.query<{ id: number }>(
      `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_type, game_id, game_name, wallet,
                                currency, stake, status, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11)
       ON CONFLICT (merchant_id, vendor, round_id) DO NOTHING RETURNING id`,
      [
        input.merchantId,
        input.memberId,
        input.vendor,
        input.roundId,
        input.gameType,
        input.gameId,
        input.gameName,
        input.wallet,
        input.currency,
        input.amount,
        JSON.stringify(input.detail ?? {}),
      ],
    );
    if (!inserted[0]) {
      // Calls keep their first answers (server/services/idempotency): this is a round id met
      // again after that, or in another call. The first round stands as it is; say so, and
      // show it only to the member it belongs to.
      const existing = await findRound(q, input);
      const mine = existing && existing.memberId === input.memberId ? existing : undefined;
      throw new ApiError(
        409,
        'CONFLICT',
        mine
          ? `This round was already played (${mine.status.replace('_', ' ')}); this request charged nothing more`
          : 'This round id belongs to another round; this request charged nothing',
        [{ field: 'roundId', message: 'already used' }],
        mine ? { round: publicRound(mine) } : undefined,
      );
    }
    // The member's wager and loss limits first: a stake that would pass one is refused, nothing moves.
    await countStake(q, input);
    const tx = await postTransaction(q, input.currency, {
      merchantId: input.merchantId,
      kind: 'bet',
      idempotencyKey: keyOf(input, 'debit'),
      reference: `round:${input.vendor}:${input.roundId}`,
      memo: { game: input.gameName, gameType: input.gameType },
      postings: [
        { account: memberAccount(input.memberId, input.wallet), amount: -input.amount },
        { account: houseAccount(input.wallet), amount: input.amount },
      ],
    });
    await q.query('UPDATE game_rounds SET debit_tx_id = $2 WHERE id = $1', [inserted[0].id, tx.id]);
    const round = (await findRound(q, input)) as RoundRecord;
    return { round, balance: memberBalanceAfter(tx.entries, input.memberId) };
  },

  /**
   * A further stake on an open round (a blackjack double): counted against the member's limits
   * and posted like the debit, once per round (keyed `raise`), the round's stake grown by it.
   */
  async raise(q: Queryable, input: RoundKey & { amount: number }): Promise<WalletAnswer> {
    checkKey(input);
    checkAmount(input.amount, false);
    const round = await lockRound(q, input);
    if (!round) throw ApiError.notFound('Round');
    if (round.status !== 'open') {
      throw new ApiError(409, 'CONFLICT', `This round is ${round.status.replace('_', ' ')}`, [
        { field: 'roundId', message: round.status },
      ]);
    }
    await countStake(q, { ...input, memberId: round.memberId, wallet: round.wallet });
    const tx = await postTransaction(q, round.currency, {
      merchantId: input.merchantId,
      kind: 'bet',
      idempotencyKey: keyOf(input, 'raise'),
      reference: `round:${input.vendor}:${input.roundId}`,
      memo: { game: round.gameName, gameType: round.gameType },
      postings: [
        { account: memberAccount(round.memberId, round.wallet), amount: -input.amount },
        { account: houseAccount(round.wallet), amount: input.amount },
      ],
    });
    await q.query(
      `UPDATE game_rounds SET stake = stake + $2, detail = detail || jsonb_build_object('raiseTxId', $3::bigint)
        WHERE id = $1`,
      [round.id, input.amount, tx.id],
    );
    const after = (await findRound(q, input)) as RoundRecord;
    return { round: after, balance: memberBalanceAfter(tx.entries, round.memberId) };
  },

  async credit(q: Queryable, input: CreditInput): Promise<WalletAnswer> {
    checkKey(input);
    checkAmount(input.amount, true);
    const round = await lockRound(q, input);
    if (!round) throw ApiError.notFound('Round');
    if (round.status !== 'open') {
      throw new ApiError(
        409,
        'CONFLICT',
        round.status === 'settled' ? 'This round is already settled' : 'This round was rolled back',
        [{ field: 'roundId', message: round.status }],
        { round: publicRound(round) },
      );
    }
    // Real-money stakes earn points as the round settles, in this same transaction (before
    // the wallet moves: points first, then money, as a redemption locks them).
    await earnPointsForRound(q, { ...round, merchantId: input.merchantId });
    let creditTx: number | null = null;
    if (input.amount > 0) {
      const tx = await postTransaction(q, round.currency, {
        merchantId: input.merchantId,
        kind: 'win',
        idempotencyKey: keyOf(input, 'credit'),
        reference: `round:${input.vendor}:${input.roundId}`,
        memo: { game: round.gameName, gameType: round.gameType },
        postings: [
          { account: houseAccount(round.wallet), amount: -input.amount },
          { account: memberAccount(round.memberId, round.wallet), amount: input.amount },
        ],
      });
      creditTx = tx.id;
      await countWin(q, {
        merchantId: input.merchantId,
        memberId: round.memberId,
        wallet: round.wallet,
        amount: input.amount,
      });
    }
    await q.query(
      `UPDATE game_rounds SET status = 'settled', payout = $2, credit_tx_id = $3, settled_at = now(),
              detail = detail || $4::jsonb WHERE id = $1`,
      [round.id, input.amount, creditTx, JSON.stringify(input.detail ?? {})],
    );
    const after = (await findRound(q, input)) as RoundRecord;
    return { round: after, balance: await this.balance(q, input.merchantId, round.memberId, round.wallet) };
  },

  async rollback(q: Queryable, key: RoundKey): Promise<WalletAnswer> {
    checkKey(key);
    const round = await lockRound(q, key);
    if (!round) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        'Unknown round: nothing to roll back',
        [{ field: 'roundId', message: 'unknown round' }],
        { status: 'unknown' },
      );
    }
    if (round.status !== 'open') {
      throw new ApiError(
        409,
        'CONFLICT',
        round.status === 'settled'
          ? 'This round is settled: a rollback after a credit is refused'
          : 'This round was already rolled back',
        [{ field: 'roundId', message: round.status }],
        { round: publicRound(round) },
      );
    }
    const [debit] = await q.query<{ debit_tx_id: number }>(
      'SELECT debit_tx_id FROM game_rounds WHERE id = $1',
      [round.id],
    );
    const tx = await reverseTransaction(q, round.currency, {
      merchantId: key.merchantId,
      transactionId: Number(debit!.debit_tx_id),
      kind: 'rollback',
      idempotencyKey: keyOf(key, 'rollback'),
      memo: { round: key.roundId },
    });
    // A raised round (a blackjack double) returns its second stake too.
    const raiseTxId = Number(round.detail.raiseTxId ?? 0);
    if (raiseTxId) {
      await reverseTransaction(q, round.currency, {
        merchantId: key.merchantId,
        transactionId: raiseTxId,
        kind: 'rollback',
        idempotencyKey: keyOf(key, 'rollback-raise'),
        memo: { round: key.roundId },
      });
    }
    await returnStake(q, {
      merchantId: key.merchantId,
      memberId: round.memberId,
      wallet: round.wallet,
      amount: round.stake,
    });
    await q.query(
      `UPDATE game_rounds SET status = 'rolled_back', rollback_tx_id = $2, settled_at = now() WHERE id = $1`,
      [round.id, tx.id],
    );
    const after = (await findRound(q, key)) as RoundRecord;
    const balance = raiseTxId
      ? await this.balance(q, key.merchantId, round.memberId, round.wallet)
      : memberBalanceAfter(tx.entries, round.memberId);
    return { round: after, balance };
  },
};

function memberBalanceAfter(
  entries: { account: AccountRef; balanceAfter: number }[],
  memberId: number,
): number {
  const e = entries.find((x) => 'memberId' in x.account && x.account.memberId === memberId);
  return e?.balanceAfter ?? 0;
}

interface RoundRow {
  id: number;
  member_id: number;
  vendor: string;
  round_id: string;
  game_type: string;
  game_id: number | null;
  game_name: string;
  wallet: PlayWallet;
  currency: string;
  stake: number;
  payout: number;
  status: RoundRecord['status'];
  detail: Record<string, unknown>;
  created_at: Date;
  settled_at: Date | null;
}

const ROUND_COLUMNS = `id, member_id, vendor, round_id, game_type, game_id, game_name, wallet, currency, stake, payout,
  status, detail, created_at, settled_at`;

export function toRound(r: RoundRow): RoundRecord {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    vendor: r.vendor,
    roundId: r.round_id,
    gameType: r.game_type,
    gameId: r.game_id === null ? null : Number(r.game_id),
    gameName: r.game_name,
    wallet: r.wallet,
    currency: r.currency,
    stake: Number(r.stake),
    payout: Number(r.payout),
    status: r.status,
    detail: r.detail ?? {},
    createdAt: r.created_at,
    settledAt: r.settled_at,
  };
}

async function findRound(q: Queryable, k: RoundKey): Promise<RoundRecord | undefined> {
  const [row] = await q.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3`,
    [k.merchantId, k.vendor, k.roundId],
  );
  return row ? toRound(row) : undefined;
}

async function lockRound(q: Queryable, k: RoundKey): Promise<RoundRecord | undefined> {
  const [row] = await q.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3 FOR UPDATE`,
    [k.merchantId, k.vendor, k.roundId],
  );
  return row ? toRound(row) : undefined;
}

/** What a caller may see of a round (no member id). */
export function publicRound(r: RoundRecord) {
  return {
    roundId: r.roundId,
    vendor: r.vendor,
    gameName: r.gameName,
    stake: r.stake,
    payout: r.payout,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}
