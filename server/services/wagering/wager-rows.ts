import type { Queryable } from '../../db/database';
import type { LocalizedText } from '../content/localized-text';
import { allocateTurnover, chainClosed, type Allocated, type ChainRow } from './wager-allocation';
import type { WagerSource } from './wagering-settings';

export interface WagerRow {
  id: number;
  source: WagerSource;
  title: LocalizedText;
  bonus: number;
  deposit: number;
  multiple: number;
  required: number;
  chain_head: number | null;
  status: 'active' | 'forfeited';
  forfeit_key: string | null;
  forfeit_tx_id: number | null;
  forfeited_amount: number | null;
  forfeited_wagered: number | null;
  forfeited_at: Date | null;
  created_at: Date;
}

export type WagerWithProgress = WagerRow & Allocated;

const COLUMNS = `w.id, w.source, w.title, w.bonus, w.deposit, w.multiple, w.required, w.chain_head, w.status,
  w.forfeit_key, w.forfeit_tx_id, w.forfeited_amount, w.forfeited_wagered, w.forfeited_at, w.created_at`;

/**
 * Valid bets: rounds settled with real money (the main wallet or a vendor's), counted by
 * their stake from the time they were placed. Open and rolled-back rounds and trial
 * credit never count.
 */
const VALID_BETS = `FROM game_rounds r
  WHERE r.merchant_id = $1 AND r.member_id = $2 AND r.status = 'settled' AND r.wallet <> 'demo'`;

/**
 * The member's latest chain of requirements with the turnover each has absorbed. Only
 * the latest chain can still be open; reading it writes and locks nothing, so bets never
 * wait for it.
 */
export async function currentChain(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<WagerWithProgress[]> {
  const rows = await q.query<WagerRow & { start_level: number; total: number }>(
    `WITH head AS (
       SELECT COALESCE(chain_head, id) AS id FROM bonus_wagers
        WHERE merchant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT 1
     ), start AS (
       SELECT w.created_at AS at FROM bonus_wagers w JOIN head ON head.id = w.id
     ), bets AS (
       SELECT COALESCE(sum(r.stake), 0)::bigint AS total ${VALID_BETS} AND r.created_at >= (SELECT at FROM start)
     )
     SELECT ${COLUMNS}, bets.total,
            (SELECT COALESCE(sum(r.stake), 0)::bigint ${VALID_BETS}
                AND r.created_at >= (SELECT at FROM start) AND r.created_at < w.created_at) AS start_level
       FROM bonus_wagers w, head, bets
      WHERE w.merchant_id = $1 AND w.member_id = $2 AND COALESCE(w.chain_head, w.id) = head.id
      ORDER BY w.id`,
    [merchantId, memberId],
  );
  const first = rows[0];
  if (!first) return [];
  // BIGINT columns arrive as numbers on both databases (see db/open-*.ts).
  const chain: ChainRow[] = rows.map((r) => ({
    id: r.id,
    required: r.required,
    startLevel: r.start_level,
    status: r.status,
    forfeitedWagered: r.forfeited_wagered,
  }));
  const allocated = allocateTurnover(chain, first.total);
  return rows.map(({ start_level: _level, total: _total, ...r }, i) => ({
    ...r,
    ...(allocated[i] as Allocated),
  }));
}

/** The turnover still to bet before money may leave the member's wallets (0 when none). */
export async function outstandingTurnover(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<number> {
  const chain = await currentChain(q, merchantId, memberId);
  return chain.reduce((sum, w) => sum + w.remaining, 0);
}

/** The chain a new requirement joins: the open one's first requirement, or undefined to start one. */
export async function openChainHead(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<number | undefined> {
  const chain = await currentChain(q, merchantId, memberId);
  const head = chain[0];
  return head && !chainClosed(chain) ? head.id : undefined;
}

/**
 * The member's latest requirements, newest first, with their progress (`chain` is the
 * current one). Older chains are closed, so their requirements are met or were forfeited
 * for good.
 */
export async function recentWagers(
  q: Queryable,
  merchantId: number,
  memberId: number,
  limit: number,
  chain: readonly WagerWithProgress[],
): Promise<WagerWithProgress[]> {
  const current = new Map(chain.map((w) => [w.id, w]));
  const rows = await q.query<WagerRow>(
    `SELECT ${COLUMNS} FROM bonus_wagers w WHERE w.merchant_id = $1 AND w.member_id = $2
      ORDER BY w.id DESC LIMIT $3`,
    [merchantId, memberId, limit],
  );
  return rows.map((r) => current.get(r.id) ?? settled(r));
}

/** One requirement with its progress (undefined when it is not the member's). */
export async function wagerWithProgress(
  q: Queryable,
  merchantId: number,
  memberId: number,
  id: number,
): Promise<WagerWithProgress | undefined> {
  const inChain = (await currentChain(q, merchantId, memberId)).find((w) => w.id === id);
  if (inChain) return inChain;
  const [row] = await q.query<WagerRow>(
    `SELECT ${COLUMNS} FROM bonus_wagers w WHERE w.merchant_id = $1 AND w.member_id = $2 AND w.id = $3`,
    [merchantId, memberId, id],
  );
  return row && settled(row);
}

/** A requirement of a closed chain: met in full, or forfeited with what it had absorbed. */
function settled(r: WagerRow): WagerWithProgress {
  const forfeited = r.status === 'forfeited';
  return {
    ...r,
    wagered: forfeited ? Math.min(r.required, r.forfeited_wagered ?? 0) : r.required,
    remaining: 0,
    state: forfeited ? 'forfeited' : 'met',
  };
}

/** One requirement of the member, locked for a change (undefined when not theirs). */
export async function lockWager(
  q: Queryable,
  merchantId: number,
  memberId: number,
  id: number,
): Promise<WagerRow | undefined> {
  const [row] = await q.query<WagerRow>(
    `SELECT ${COLUMNS} FROM bonus_wagers w WHERE w.merchant_id = $1 AND w.member_id = $2 AND w.id = $3 FOR UPDATE`,
    [merchantId, memberId, id],
  );
  return row;
}
