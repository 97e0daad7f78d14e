import type { Static } from '@sinclair/typebox';
import type { listDeposits as listDepositsEndpoint } from '../../../schemas/api/deposit';
import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { DEPOSIT_COLUMNS, toDeposit, type DepositRow } from './deposit-rows';

type Answer = Static<typeof listDepositsEndpoint.response>;

export async function listDeposits(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<Answer> {
  const rows = await q.query<DepositRow & { total: number }>(
    `SELECT ${DEPOSIT_COLUMNS}, count(*) OVER ()::int AS total FROM deposits
      WHERE merchant_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [merchant.id, memberId, pageSize, (page - 1) * pageSize],
  );
  const total =
    rows[0]?.total ??
    (
      await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM deposits WHERE merchant_id = $1 AND member_id = $2',
        [merchant.id, memberId],
      )
    )[0]?.n ??
    0;
  return { items: rows.map((r) => toDeposit(merchant, r)), total };
}
