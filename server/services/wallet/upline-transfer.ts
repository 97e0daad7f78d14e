import type { Static } from '@sinclair/typebox';
import type { getUplineTransfer, transferToUpline } from '../../../schemas/api/upline';
import { REMARK_MAX_LENGTH } from '../../../schemas/api/wallet-rules';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import { verifyPaymentPassword } from '../cashier/payment-password';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { refuseWhileWagering } from '../wagering/wagering-guard';
import { refuseTrial } from './member-guard';
import { parseAmountField, refuseOutsideLimits } from './parse-amount';

/** Agent types that receive upline transfers (spec §6, §9). */
const AGENT_TYPES = [1, 2, 41, 42];

interface Upline {
  id: number;
  nickname: string | null;
  username: string;
  is_agent: number;
  status: string;
}

/** platform.json `cashier.upline` limits (minor units), with defaults. */
export function uplineLimits(merchant: Merchant): { minAmount: number; maxAmount: number } {
  const c =
    ((merchant.settings.cashier ?? {}) as { upline?: { minAmount?: unknown; maxAmount?: unknown } }).upline ??
    {};
  const int = (v: unknown, d: number) => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : d);
  const minAmount = int(c.minAmount, 1_00);
  return { minAmount, maxAmount: Math.max(minAmount, int(c.maxAmount, 100_000_00)) };
}

async function uplineOf(ctx: CallContext, memberId: number): Promise<Upline | undefined> {
  const rows = await ctx.deps.db.query<Upline>(
    `SELECT u.id, u.nickname, u.username, u.is_agent, u.status FROM members m
       JOIN members u ON u.id = m.upline_id AND u.merchant_id = m.merchant_id
      WHERE m.merchant_id = $1 AND m.id = $2`,
    [ctx.merchant.id, memberId],
  );
  const u = rows[0];
  return u && AGENT_TYPES.includes(u.is_agent) && u.status === 'active' ? u : undefined;
}

/** `ab•••yz`: enough to recognise one's agent, not enough to harvest usernames. */
function maskAccount(username: string): string {
  return username.length <= 4 ? `${username[0] ?? ''}•••` : `${username.slice(0, 2)}•••${username.slice(-2)}`;
}

export async function uplineTransferInfo(
  ctx: CallContext,
  member: SessionMember,
): Promise<Static<typeof getUplineTransfer.response>> {
  const upline = await uplineOf(ctx, member.memberId);
  return {
    ...(upline
      ? {
          upline: {
            nickname: upline.nickname ?? maskAccount(upline.username),
            account: maskAccount(upline.username),
          },
        }
      : {}),
    available: await balanceOf(ctx.deps.db, ctx.merchant.id, { memberId: member.memberId, kind: 'main' }),
    ...uplineLimits(ctx.merchant),
    currency: ctx.merchant.currency,
  };
}

/**
 * A player sends money to their upline agent (spec R6.9): main wallet to the agent's
 * main wallet in one ledger transaction keyed by the member's submission, after the
 * payment password. The agent is never named by the caller: it is the member's upline.
 */
export async function sendToUpline(
  ctx: CallContext,
  member: SessionMember,
  input: Static<typeof transferToUpline.request>,
): Promise<Static<typeof transferToUpline.response>> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const amount = parseAmountField(input.amount);
  const remark = input.remark?.trim() || undefined;
  if (remark && [...remark].length > REMARK_MAX_LENGTH)
    throw ApiError.validation('remark', `must be at most ${REMARK_MAX_LENGTH} characters`);
  const key = `upline-transfer:${member.memberId}:${input.idempotencyKey}`;
  let upline: Upline | undefined;
  return answerOnce(
    db,
    merchant.id,
    {
      call: 'upline.transfer',
      key: memberKey(member.memberId, input.idempotencyKey),
      keyField: 'idempotencyKey',
      request: { amount, remark: remark ?? null },
    },
    async (q) => {
      if (!upline) throw ApiError.forbidden('You have no upline agent to transfer to', 'FORBIDDEN');
      const tx = await postTransaction(q, merchant.currency, {
        merchantId: merchant.id,
        kind: 'transfer.upline',
        idempotencyKey: key,
        reference: `upline:${upline.id}`,
        memo: { from: member.memberId, to: upline.id, ...(remark ? { remark } : {}) },
        postings: [
          { account: { memberId: member.memberId, kind: 'main' }, amount: -amount },
          { account: { memberId: upline.id, kind: 'main' }, amount },
        ],
      });
      // The posting locked the member's main wallet: a bonus credited meanwhile is visible now.
      if (!tx.replayed) await refuseWhileWagering(q, merchant.id, member.memberId, 'transfer');
      // A ledger key used before (its first answer no longer kept) answers that posting, or
      // IDEMPOTENCY_MISMATCH for other amounts.
      const moved = tx.entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
      const mine = tx.entries.find((e) => 'memberId' in e.account && e.account.memberId === member.memberId);
      return { transactionId: tx.id, amount: moved, balance: mine?.balanceAfter ?? 0, replayed: tx.replayed };
    },
    {
      before: async () => {
        upline = await uplineOf(ctx, member.memberId);
        if (!upline) throw ApiError.forbidden('You have no upline agent to transfer to', 'FORBIDDEN');
        refuseOutsideLimits(amount, uplineLimits(merchant), 'Transfers to the upline');
        await refuseWhileWagering(db, merchant.id, member.memberId, 'transfer');
        await verifyPaymentPassword(ctx.deps, merchant, member.memberId, input.paymentPassword.trim(), {
          replayKey: `upline.transfer ${memberKey(member.memberId, input.idempotencyKey)}`,
        });
      },
    },
  );
}
