import type { Static } from '@sinclair/typebox';
import type { getWithdrawSettings, listWithdrawals as listEndpoint } from '../../../schemas/api/withdraw';
import type { Queryable } from '../../db/database';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { kycHold } from '../kyc/withdrawal-kyc-gate';
import { balanceOf } from '../ledger/ledger-accounts';
import { withdrawLimits } from './withdraw-settings';
import { toWithdrawals, WITHDRAWAL_COLUMNS, type WithdrawalRow } from './withdrawal-rows';

export async function withdrawSettings(
  ctx: CallContext,
  member: SessionMember,
): Promise<Static<typeof getWithdrawSettings.response>> {
  const { db } = ctx.deps;
  const limits = withdrawLimits(ctx.merchant);
  const open = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals
      WHERE merchant_id = $1 AND member_id = $2 AND status IN ('pending', 'paying')`,
    [ctx.merchant.id, member.memberId],
  );
  const [view] = await toWithdrawals(db, ctx.merchant.id, open);
  const kyc = await kycHold(db, ctx.merchant, member.memberId);
  return {
    currency: ctx.merchant.currency,
    minAmount: limits.minAmount,
    maxAmount: limits.maxAmount,
    confirmMinutes: limits.confirmMinutes,
    available: await balanceOf(db, ctx.merchant.id, { memberId: member.memberId, kind: 'main' }),
    ...(view ? { open: view } : {}),
    ...(kyc ? { kycRequired: kyc } : {}),
  };
}

export async function listWithdrawals(
  q: Queryable,
  merchantId: number,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<Static<typeof listEndpoint.response>> {
  const rows = await q.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE merchant_id = $1 AND member_id = $2
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [merchantId, memberId, pageSize, (page - 1) * pageSize],
  );
  const [{ n } = { n: 0 }] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE merchant_id = $1 AND member_id = $2',
    [merchantId, memberId],
  );
  return { items: await toWithdrawals(q, merchantId, rows), total: n };
}
