import type {
  PointEntryView,
  PointRedemptionView,
  PointRewardType,
  PointRewardView,
  RedemptionState,
} from '../../../schemas/api/points';
import type { Queryable } from '../../db/database';
import { pickText, type LocalizedText } from '../content/localized-text';

export interface RewardRow {
  id: string | number;
  merchant_id: number;
  code: string;
  type: PointRewardType;
  name: LocalizedText;
  points: string | number;
  amount: string | number;
  stock: number | null;
  max_quantity: number;
  image: string | null;
  active: boolean;
}

export interface RedemptionRow {
  id: string | number;
  member_id: string | number;
  reward_id: string | number;
  type: PointRewardType;
  name: LocalizedText;
  quantity: number;
  unit_points: string | number;
  points: string | number;
  amount: string | number;
  status: RedemptionState;
  address: string | null;
  mobile: string | null;
  reason: string | null;
  idempotency_key: string;
  tx_id: string | number | null;
  created_at: Date | string;
}

interface EntryRow {
  id: string | number;
  kind: PointEntryView['kind'];
  points: string | number;
  balance_after: string | number;
  reference: string;
  detail: string | null;
  created_at: Date | string;
}

export const needsOf = (type: PointRewardType): PointRewardView['needs'] =>
  type === 'physical' ? 'address' : type === 'topup' ? 'mobile' : 'none';

const iso = (d: Date | string) => new Date(d).toISOString();

/** PR000123: the reference number a member quotes to customer service. */
export const redemptionReference = (id: number) => `PR${String(id).padStart(6, '0')}`;

export function rewardView(r: RewardRow, language: string): PointRewardView {
  return {
    id: Number(r.id),
    name: pickText(r.name, language),
    type: r.type,
    points: Number(r.points),
    amount: Number(r.amount),
    ...(r.stock !== null ? { stock: Number(r.stock) } : {}),
    maxQuantity: r.max_quantity,
    needs: needsOf(r.type),
    ...(r.image ? { image: r.image } : {}),
  };
}

export function redemptionView(r: RedemptionRow, language: string): PointRedemptionView {
  return {
    id: Number(r.id),
    reference: redemptionReference(Number(r.id)),
    rewardId: Number(r.reward_id),
    name: pickText(r.name, language),
    type: r.type,
    quantity: r.quantity,
    requiredPoints: Number(r.unit_points),
    points: Number(r.points),
    amount: Number(r.amount),
    status: r.status,
    ...(r.address ? { address: r.address } : {}),
    ...(r.mobile ? { mobile: r.mobile } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
    createdAt: iso(r.created_at),
  };
}

export function entryView(r: EntryRow): PointEntryView {
  return {
    id: Number(r.id),
    kind: r.kind,
    points: Number(r.points),
    balanceAfter: Number(r.balance_after),
    reference: r.reference,
    ...(r.detail ? { detail: r.detail } : {}),
    createdAt: iso(r.created_at),
  };
}

const REWARD_COLUMNS =
  'id, merchant_id, code, type, name, points, amount, stock, max_quantity, image, active';

export async function listRewards(
  q: Queryable,
  merchantId: number,
  language: string,
): Promise<PointRewardView[]> {
  const rows = await q.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM point_rewards WHERE merchant_id = $1 AND active ORDER BY sort, id`,
    [merchantId],
  );
  return rows.map((r) => rewardView(r, language));
}

/** The merchant's item (another merchant's id is as unknown as a missing one), locked when asked. */
export async function loadReward(
  q: Queryable,
  merchantId: number,
  id: number,
  lock = false,
): Promise<RewardRow | undefined> {
  const [row] = await q.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM point_rewards WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [merchantId, id],
  );
  return row;
}

const REDEMPTION_COLUMNS = `id, member_id, reward_id, type, name, quantity, unit_points, points, amount, status, address,
  mobile, reason, idempotency_key, tx_id, created_at`;

export async function loadRedemption(
  q: Queryable,
  merchantId: number,
  where: { id: number } | { memberId: number; key: string },
  lock = false,
): Promise<RedemptionRow | undefined> {
  const [sql, params] =
    'id' in where
      ? ['id = $2', [merchantId, where.id]]
      : ['member_id = $2 AND idempotency_key = $3', [merchantId, where.memberId, where.key]];
  const [row] = await q.query<RedemptionRow>(
    `SELECT ${REDEMPTION_COLUMNS} FROM point_redemptions WHERE merchant_id = $1 AND ${sql}${lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  return row;
}

export async function listRedemptions(
  q: Queryable,
  merchantId: number,
  memberId: number,
  opts: { page: number; pageSize: number; status?: RedemptionState; language: string },
): Promise<{ total: number; items: PointRedemptionView[] }> {
  const params = [merchantId, memberId, opts.status ?? null];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM point_redemptions
      WHERE merchant_id = $1 AND member_id = $2 AND ($3::text IS NULL OR status = $3)`,
    params,
  );
  const rows = await q.query<RedemptionRow>(
    `SELECT ${REDEMPTION_COLUMNS} FROM point_redemptions
      WHERE merchant_id = $1 AND member_id = $2 AND ($3::text IS NULL OR status = $3)
      ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...params, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { total: count?.n ?? 0, items: rows.map((r) => redemptionView(r, opts.language)) };
}

export async function listEntries(
  q: Queryable,
  merchantId: number,
  memberId: number,
  opts: { page: number; pageSize: number },
): Promise<{ total: number; items: PointEntryView[] }> {
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM point_entries WHERE merchant_id = $1 AND member_id = $2',
    [merchantId, memberId],
  );
  const rows = await q.query<EntryRow>(
    `SELECT id, kind, points, balance_after, reference, detail, created_at FROM point_entries
      WHERE merchant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [merchantId, memberId, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { total: count?.n ?? 0, items: rows.map(entryView) };
}
