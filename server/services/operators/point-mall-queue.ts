import type { Static } from '@sinclair/typebox';
import type { QueuedRedemption, RedemptionQueueStatus } from '../../../schemas/api/ops/ops-point-mall';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { pickText, type LocalizedText } from '../content/localized-text';
import { redemptionReference } from '../points/point-rows';
import { decideRedemption, type Decision } from '../points/redeem';
import { auditedBy, recordAudit } from './operator-audit';
import type { RewardActor } from './reward-queue';

type Redemption = Static<typeof QueuedRedemption>;
type Status = Static<typeof RedemptionQueueStatus>;

interface RedemptionRow {
  id: string | number;
  merchant_id: number;
  merchant: string;
  currency: string;
  member_id: string | number;
  username: string;
  name: LocalizedText;
  type: Redemption['type'];
  quantity: number;
  points: string | number;
  amount: string | number;
  status: Status;
  address: string | null;
  mobile: string | null;
  reason: string | null;
  decided_by: string | null;
  created_at: Date;
  total: number;
}

const REDEMPTION_SELECT = `SELECT r.id, r.merchant_id, mc.code AS merchant, mc.currency, r.member_id, m.username, r.name,
    r.type, r.quantity, r.points, r.amount, r.status, r.address, r.mobile, r.reason, r.decided_by, r.created_at,
    count(*) OVER ()::int AS total
  FROM point_redemptions r
  JOIN members m ON m.id = r.member_id AND m.merchant_id = r.merchant_id
  JOIN merchants mc ON mc.id = r.merchant_id`;

function redemptionOf(r: RedemptionRow): Redemption {
  return {
    id: Number(r.id),
    reference: redemptionReference(Number(r.id)),
    merchant: r.merchant,
    currency: r.currency,
    memberId: Number(r.member_id),
    username: r.username,
    item: pickText(r.name, 'EN'),
    type: r.type,
    quantity: r.quantity,
    points: Number(r.points),
    amount: Number(r.amount),
    status: r.status,
    ...(r.address ? { address: r.address } : {}),
    ...(r.mobile ? { mobile: r.mobile } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
    ...(r.decided_by ? { decidedBy: r.decided_by } : {}),
    createdAt: r.created_at.toISOString(),
  };
}

/**
 * Redemptions of a status in the scope's merchant (every merchant when null): those in
 * process oldest first (the longest waiting on top), decided ones newest first. The back
 * office and `npm run ops -- points redemptions` both read this.
 */
export async function pointRedemptionQueue(
  q: Queryable,
  merchantId: number | null,
  opts: { status: Status; page: number; pageSize: number },
): Promise<{ items: Redemption[]; total: number }> {
  const order = opts.status === 'process' ? 'ASC' : 'DESC';
  const rows = await q.query<RedemptionRow>(
    `${REDEMPTION_SELECT} WHERE ($1::int IS NULL OR r.merchant_id = $1) AND r.status = $2
      ORDER BY r.created_at ${order}, r.id ${order} LIMIT $3 OFFSET $4`,
    [merchantId, opts.status, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { items: rows.map(redemptionOf), total: rows[0]?.total ?? 0 };
}

/**
 * Approve or reject one redemption in process within the scope (another merchant's is
 * NOT_FOUND), with its audit line in the same transaction. The row is locked first, so of
 * operators deciding at once one decides and the others find it decided (`changed` false);
 * rejecting refunds the points and the stock once. An unchanged one writes no audit line.
 */
export async function decidePointRedemption(
  db: Database,
  merchantId: number | null,
  id: number,
  decision: Omit<Decision, 'by'>,
  by: RewardActor,
): Promise<{ changed: boolean; redemption: Redemption }> {
  const reason = decision.reason?.trim();
  if (decision.decision === 'reject' && !reason) throw ApiError.validation('reason', 'is required');
  return db.tx(async (q) => {
    const [owner] = await q.query<{ merchant_id: number; status: Status }>(
      `SELECT merchant_id, status FROM point_redemptions
        WHERE id = $1 AND ($2::int IS NULL OR merchant_id = $2) FOR UPDATE`,
      [id, merchantId],
    );
    if (!owner) throw ApiError.notFound('Redemption');
    const own = Number(owner.merchant_id);
    const { changed } = await decideRedemption(q, own, id, {
      decision: decision.decision,
      by: by.decidedBy,
      ...(reason ? { reason } : {}),
    });
    const [row] = await q.query<RedemptionRow>(`${REDEMPTION_SELECT} WHERE r.id = $1`, [id]);
    const redemption = redemptionOf(row as RedemptionRow);
    if (changed)
      await recordAudit(q, {
        ...auditedBy(by),
        action: decision.decision === 'approve' ? 'points.approve' : 'points.reject',
        merchantId: own,
        target: `redemption:${redemption.reference}`,
        before: { status: owner.status },
        after: {
          status: redemption.status,
          points: redemption.points,
          ...(decision.decision === 'reject' ? { reason, refunded: redemption.points } : {}),
        },
      });
    return { changed, redemption };
  });
}
