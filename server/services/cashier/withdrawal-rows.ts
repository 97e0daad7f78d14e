import type { Static } from '@sinclair/typebox';
import type { Payout, Withdrawal } from '../../../schemas/api/withdraw';
import type { Queryable } from '../../db/database';
import { toPayoutAccount, type PayoutAccountRow } from './payout-accounts';

export interface WithdrawalRow {
  id: number;
  member_id: number;
  reference: string;
  payout_account_id: number;
  amount: number;
  status: Static<typeof Withdrawal>['status'];
  client_key: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export interface PayoutRow {
  id: number;
  withdrawal_id: number;
  amount: number;
  status: Static<typeof Payout>['status'];
  sent_at: Date;
  confirm_due_at: Date;
  confirmed_at: Date | null;
  remark: string | null;
  proof_count: number;
}

export const WITHDRAWAL_COLUMNS =
  'id, member_id, reference, payout_account_id, amount, status, client_key, reason, created_at, decided_at';

/** Payouts whose money is final: it left the hold for the cashier. */
export const FINAL_PAYOUT = ['received', 'auto_received', 'forced'] as const;
/** Payouts sent and not yet final. */
export const OPEN_PAYOUT = ['sent', 'disputed'] as const;

export async function withdrawalByReference(
  q: Queryable,
  merchantId: number,
  reference: string,
  opts: { memberId?: number; lock?: boolean } = {},
): Promise<WithdrawalRow | undefined> {
  const rows = await q.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE merchant_id = $1 AND reference = $2
       AND ($3::bigint IS NULL OR member_id = $3)${opts.lock ? ' FOR UPDATE' : ''}`,
    [merchantId, reference, opts.memberId ?? null],
  );
  return rows[0];
}

export async function payoutsOf(
  q: Queryable,
  merchantId: number,
  withdrawalIds: number[],
): Promise<PayoutRow[]> {
  if (withdrawalIds.length === 0) return [];
  return q.query<PayoutRow>(
    `SELECT p.id, p.withdrawal_id, p.amount, p.status, p.sent_at, p.confirm_due_at, p.confirmed_at, p.remark,
            (SELECT count(*)::int FROM withdrawal_proofs f WHERE f.payout_id = p.id) AS proof_count
       FROM withdrawal_payouts p WHERE p.merchant_id = $1 AND p.withdrawal_id = ANY($2::bigint[]) ORDER BY p.id`,
    [merchantId, withdrawalIds],
  );
}

/** Sums over a withdrawal's payouts. */
export function payoutSums(amount: number, payouts: readonly PayoutRow[]) {
  const sum = (states: readonly string[]) =>
    payouts.filter((p) => states.includes(p.status)).reduce((s, p) => s + p.amount, 0);
  const received = sum(FINAL_PAYOUT);
  const inTransit = sum(OPEN_PAYOUT);
  return { received, inTransit, unsent: amount - received - inTransit };
}

/** Withdrawals with their payouts and accounts, as the member sees them. */
export async function toWithdrawals(
  q: Queryable,
  merchantId: number,
  rows: readonly WithdrawalRow[],
): Promise<Static<typeof Withdrawal>[]> {
  const payouts = await payoutsOf(
    q,
    merchantId,
    rows.map((r) => r.id),
  );
  const accounts = await q.query<PayoutAccountRow>(
    `SELECT id, kind, provider, holder_name, account_number FROM payout_accounts
      WHERE merchant_id = $1 AND id = ANY($2::bigint[])`,
    [merchantId, rows.map((r) => r.payout_account_id)],
  );
  return rows.map((r) => {
    const own = payouts.filter((p) => p.withdrawal_id === r.id);
    const sums = payoutSums(r.amount, own);
    const account = accounts.find((a) => a.id === r.payout_account_id) as PayoutAccountRow;
    return {
      reference: r.reference,
      amount: r.amount,
      status: r.status,
      account: toPayoutAccount(account),
      received: sums.received,
      inTransit: sums.inTransit,
      remaining: r.status === 'completed' ? 0 : r.amount - sums.received,
      createdAt: r.created_at.toISOString(),
      ...(r.decided_at ? { decidedAt: r.decided_at.toISOString() } : {}),
      ...(r.reason ? { reason: r.reason } : {}),
      payouts: own.map((p) => ({
        id: p.id,
        amount: p.amount,
        status: p.status,
        sentAt: p.sent_at.toISOString(),
        confirmDueAt: p.confirm_due_at.toISOString(),
        ...(p.confirmed_at ? { confirmedAt: p.confirmed_at.toISOString() } : {}),
        ...(p.remark ? { remark: p.remark } : {}),
        proofCount: p.proof_count,
      })),
    };
  });
}

export async function withdrawalView(q: Queryable, merchantId: number, row: WithdrawalRow) {
  const [view] = await toWithdrawals(q, merchantId, [row]);
  return view as Static<typeof Withdrawal>;
}
