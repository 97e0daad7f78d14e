import { randomUUID } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import {
  POINT_ITEM_NAME_MAX,
  POINT_ITEM_POINTS_MAX,
  POINT_ITEM_SORT_MAX,
  POINT_ITEM_STOCK_MAX,
  POINT_ITEM_TYPES,
  type PointItemType,
} from '../../../schemas/api/ops/point-item-rules';
import type { PointItemEntry } from '../../../schemas/api/ops/ops-point-catalogue';
import { REDEEM_MAX_QUANTITY } from '../../../schemas/api/points';
import { LANGUAGES } from '../../../schemas/site/constants';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { LocalizedText } from '../content/localized-text';
import type { ContentActor } from '../content/notice-desk';
import { auditedBy, recordAudit } from './operator-audit';

type ItemView = Static<typeof PointItemEntry>;

interface ItemRow {
  id: string | number;
  merchant_id: number;
  merchant: string;
  type: PointItemType;
  name: LocalizedText;
  points: string | number;
  amount: string | number;
  stock: number | null;
  max_quantity: number;
  sort: number;
  active: boolean;
  redeemed: number;
}

// Rejected redemptions gave their units back, so they do not count as redeemed.
const SELECT = `SELECT r.id, r.merchant_id, mc.code AS merchant, r.type, r.name, r.points, r.amount, r.stock,
    r.max_quantity, r.sort, r.active,
    (SELECT COALESCE(sum(x.quantity), 0)::int FROM point_redemptions x
      WHERE x.reward_id = r.id AND x.status <> 'rejected') AS redeemed
  FROM point_rewards r JOIN merchants mc ON mc.id = r.merchant_id`;

function toView(r: ItemRow): ItemView {
  return {
    id: Number(r.id),
    merchant: r.merchant,
    type: r.type,
    name: { ...r.name },
    points: Number(r.points),
    amount: Number(r.amount),
    stock: r.stock === null ? null : Number(r.stock),
    maxQuantity: r.max_quantity,
    sort: r.sort,
    onSale: r.active,
    redeemed: r.redeemed,
  };
}

/** The merchant's catalogue in the portal's order, items off sale too. */
export async function pointItems(q: Queryable, merchantId: number): Promise<ItemView[]> {
  const rows = await q.query<ItemRow>(`${SELECT} WHERE r.merchant_id = $1 ORDER BY r.sort, r.id`, [
    merchantId,
  ]);
  return rows.map(toView);
}

/**
 * One item within the scope (every merchant when null), its row locked when asked: another
 * merchant's answers as not found, so an operator of one merchant learns no ids elsewhere.
 * The lock is the one a redemption takes, so an edit and a redemption of it take turns.
 */
async function itemFor(q: Queryable, merchantId: number | null, id: number, lock: boolean): Promise<ItemRow> {
  if (lock)
    await q.query(
      'SELECT id FROM point_rewards WHERE id = $1 AND ($2::int IS NULL OR merchant_id = $2) FOR UPDATE',
      [id, merchantId],
    );
  const [row] = await q.query<ItemRow>(
    `${SELECT} WHERE r.id = $1 AND ($2::int IS NULL OR r.merchant_id = $2)`,
    [id, merchantId],
  );
  if (!row) throw ApiError.notFound('Item');
  return row;
}

export interface PointItemDraft {
  id?: number | undefined;
  type: string;
  name: Readonly<Record<string, string | undefined>>;
  points: number;
  /** Minor units per unit; required of cash and topup items, 0 or absent for goods. */
  amount?: number | undefined;
  stock: number | null;
  /** The stock the operator saw; absent: the stock is set as given (the CLI, at the console). */
  stockWas?: number | null | undefined;
  maxQuantity: number;
  sort?: number | undefined;
}

const whole = (field: string, n: number, min: number, max: number) => {
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw ApiError.validation(field, `must be a whole number from ${min} to ${max}`);
};

/** The draft checked field by field (the contract checks the same, the CLI relies on this). */
function checked(draft: PointItemDraft) {
  if (!(POINT_ITEM_TYPES as readonly string[]).includes(draft.type))
    throw ApiError.validation('type', `is one of ${POINT_ITEM_TYPES.join(', ')}`);
  const type = draft.type as PointItemType;
  const name: Record<string, string> = {};
  for (const [lang, raw] of Object.entries(draft.name)) {
    if (!(LANGUAGES as readonly string[]).includes(lang))
      throw ApiError.validation(`name.${lang}`, `is not a language (${LANGUAGES.join(', ')})`);
    const text = (raw ?? '').trim().replace(/\s+/g, ' ');
    if (text.length > POINT_ITEM_NAME_MAX)
      throw ApiError.validation(`name.${lang}`, `is at most ${POINT_ITEM_NAME_MAX} characters`);
    if (text !== '') name[lang] = text;
  }
  // The portal falls back to English, so an item always has an English name.
  if (!name.EN) throw ApiError.validation('name.EN', 'is required');
  whole('points', draft.points, 1, POINT_ITEM_POINTS_MAX);
  const amount = draft.amount ?? 0;
  if (type === 'physical' && amount !== 0)
    throw ApiError.validation('amount', 'goods have no cash value: leave it empty');
  if (type !== 'physical') {
    if (amount <= 0) throw ApiError.validation('amount', `is required of a ${type} item`);
    whole('amount', amount, 1, Number.MAX_SAFE_INTEGER);
  }
  if (draft.stock !== null) whole('stock', draft.stock, 0, POINT_ITEM_STOCK_MAX);
  whole('maxQuantity', draft.maxQuantity, 1, REDEEM_MAX_QUANTITY);
  if (draft.sort !== undefined) whole('sort', draft.sort, 0, POINT_ITEM_SORT_MAX);
  return { type, name, points: draft.points, amount, stock: draft.stock, maxQuantity: draft.maxQuantity };
}

/**
 * Add an item (on sale, last unless given a place) or edit one within the scope, with its
 * audit line (before and after) in the same transaction. The edited row is locked as a
 * redemption locks it; a stock change is refused when redemptions moved the stock since the
 * operator saw it, so units already sold never return to the shelf. Redemptions keep the
 * name and price they were made at (point_redemptions copies them).
 */
export async function savePointItem(
  db: Database,
  merchantId: number,
  draft: PointItemDraft,
  by: ContentActor,
): Promise<ItemView> {
  const v = checked(draft);
  return db.tx(async (q) => {
    const before = draft.id ? await itemFor(q, merchantId, draft.id, true) : undefined;
    let id: number;
    if (before) {
      id = Number(before.id);
      // The stock field left as the operator saw it keeps the stock as it is now (redemptions
      // may have moved it); a stock changed from a view redemptions outdated is refused.
      const untouched = draft.stockWas !== undefined && v.stock === draft.stockWas;
      const stock = untouched ? before.stock : v.stock;
      if (stock !== before.stock && draft.stockWas !== undefined && draft.stockWas !== before.stock)
        throw ApiError.conflict(
          `The stock is now ${before.stock ?? 'unlimited'}: redemptions changed it since you looked. Check it and save again`,
          'stock',
        );
      await q.query(
        `UPDATE point_rewards SET type = $2, name = $3, points = $4, amount = $5, stock = $6, max_quantity = $7,
            sort = COALESCE($8, sort)
          WHERE id = $1`,
        [id, v.type, JSON.stringify(v.name), v.points, v.amount, stock, v.maxQuantity, draft.sort ?? null],
      );
    } else {
      const [made] = await q.query<{ id: string }>(
        `INSERT INTO point_rewards (merchant_id, code, type, name, points, amount, stock, max_quantity, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
           COALESCE($9, (SELECT COALESCE(max(sort), -1) + 1 FROM point_rewards WHERE merchant_id = $1)))
         RETURNING id`,
        [
          merchantId,
          // The code only labels the item in ledger memos; operators never type it.
          `item-${randomUUID().slice(0, 12)}`,
          v.type,
          JSON.stringify(v.name),
          v.points,
          v.amount,
          v.stock,
          v.maxQuantity,
          draft.sort ?? null,
        ],
      );
      id = Number(made?.id);
    }
    const after = await itemFor(q, merchantId, id, false);
    await audit(
      q,
      by,
      before ? 'point-item.edit' : 'point-item.create',
      after,
      before && snapshot(before),
      snapshot(after),
    );
    return toView(after);
  });
}

/**
 * Take an item off sale (the portal's catalogue and redemption no longer offer it; the row
 * and its redemptions stay) or put it back. Asking for what it already is changes nothing
 * and writes no audit line.
 */
export async function setPointItemOnSale(
  db: Database,
  merchantId: number | null,
  id: number,
  onSale: boolean,
  by: ContentActor,
): Promise<ItemView> {
  return db.tx(async (q) => {
    const before = await itemFor(q, merchantId, id, true);
    if (before.active === onSale) return toView(before);
    await q.query('UPDATE point_rewards SET active = $2 WHERE id = $1', [id, onSale]);
    const after = await itemFor(q, merchantId, id, false);
    await audit(
      q,
      by,
      onSale ? 'point-item.on-sale' : 'point-item.off-sale',
      after,
      { onSale: before.active },
      { onSale: after.active },
    );
    return toView(after);
  });
}

function snapshot(r: ItemRow) {
  return {
    type: r.type,
    name: r.name,
    points: Number(r.points),
    amount: Number(r.amount),
    stock: r.stock,
    maxQuantity: r.max_quantity,
    sort: r.sort,
    onSale: r.active,
  };
}

function audit(
  q: Queryable,
  by: ContentActor,
  action: string,
  row: ItemRow,
  before: object | undefined,
  after: object,
) {
  return recordAudit(q, {
    ...auditedBy(by),
    action,
    merchantId: row.merchant_id,
    target: `point-item:${row.id}`,
    before,
    after,
  });
}
