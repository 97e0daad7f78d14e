import type { GamePage } from '../../../../schemas/api/game-shapes';
import type { Queryable } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import type { Merchant } from '../../../domain/merchant';
import { CARD_COLUMNS, cardMaker, containsPattern, vendorsFor, type CardRow } from './game-cards';

export interface GameQuery {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** Major units, one of the spec's filter values. */
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
}

const COUNT_MS = 10_000;
const countsOf = perDatabase<string, { at: number; n: number }>();

/**
 * How many games match: counting a whole type takes as long as reading it, so the answer
 * is kept a few seconds per database handle (the catalogue changes rarely; lists page often).
 */
async function countOf(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const counts = countsOf.of(q);
  const key = `${sql}|${JSON.stringify(params)}`;
  const hit = counts.get(key);
  if (hit && Date.now() - hit.at < COUNT_MS) return hit.n;
  const [row] = await q.query<{ n: number }>(sql, params);
  const n = row?.n ?? 0;
  if (counts.size > 5000) counts.clear();
  counts.set(key, { at: Date.now(), n });
  return n;
}

/**
 * One page of the game query (spec §3). Filters combine; the name matches anywhere,
 * literally (no pattern characters), any case. All vendors: most played first; one
 * vendor: the vendor's own order.
 */
export async function listGames(q: Queryable, merchant: Merchant, query: GameQuery): Promise<GamePage> {
  const vendors = await vendorsFor(q, merchant, query.gameType, query.vassalage);
  const empty = { list: [], pageNo: query.pageNo, pageSize: query.pageSize, total: 0, hasMore: false };
  if (vendors.length === 0) return empty;
  // One stored type (esports books are SPORTS): it leads to the ordered index; the vendor
  // list keeps to what this merchant shows.
  const params: unknown[] = [merchant.id, vendors.map((v) => v.id), vendors[0]!.gameType];
  const where = ['g.merchant_id = $1', 'g.game_type = $3', 'g.vendor_id = ANY($2::bigint[])', 'g.enabled'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.gameClassify) add('g.classify = ?', query.gameClassify);
  const name = query.gameName?.trim();
  if (name) add(`g.search_name LIKE ? ESCAPE '\\'`, containsPattern(name));
  if (query.minBet !== undefined) add('g.min_bet = ?', Math.round(query.minBet * 100));
  if (query.minLineNum !== undefined) add('g.line_count >= ?', query.minLineNum);
  const order = query.vassalage ? 'g.sort_order, g.id' : 'g.popularity DESC, g.id';
  // Page bounds are written into the SQL (validated integers): with them as parameters a
  // generic plan cannot see how few rows are wanted and sorts the whole type instead.
  const limit = Math.trunc(query.pageSize);
  const offset = Math.trunc((query.pageNo - 1) * query.pageSize);
  const rows = await q.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM games g WHERE ${where.join(' AND ')}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const total = await countOf(
    q,
    `SELECT count(*)::int AS n FROM games g WHERE ${where.join(' AND ')}`,
    params,
  );
  const card = await cardMaker(q, merchant);
  return {
    list: rows.map(card),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    hasMore: query.pageNo * query.pageSize < total,
  };
}
