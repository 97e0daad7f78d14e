import type { Static } from '@sinclair/typebox';
import type { createDeposit as createDepositEndpoint, Deposit } from '../../../schemas/api/deposit';
import { ApiError } from '../../http/api-error';
import type { SessionMember } from '../../http/authenticate';
import type { CallContext } from '../../http/call-context';
import { refuseTrial } from '../wallet/member-guard';
import { minorText, parseAmountField } from '../wallet/parse-amount';
import { payThroughDemoGateway } from './demo-gateway';
import { enabledChannel } from './deposit-channels';
import { DEPOSIT_COLUMNS, toDeposit, type DepositRow } from './deposit-rows';
import { newReference } from './references';

type Input = Static<typeof createDepositEndpoint.request>;

/** Pending deposits one member may have at a time (each is a cashier task). */
const MAX_PENDING = 5;

/**
 * Record a deposit request. A repeated submit (same key) answers the first request;
 * the same key with other details is refused. The demo instant channel pays at once
 * through its signed callback, like a real gateway would.
 */
export async function createDeposit(
  ctx: CallContext,
  member: SessionMember,
  input: Input,
): Promise<Static<typeof Deposit>> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const channel = enabledChannel(merchant, input.channel);
  const amount = parseAmountField(input.amount);

  const earlier = await byClientKey(ctx, member.memberId, input.idempotencyKey);
  if (earlier) {
    if (earlier.channel !== channel.code || earlier.amount !== amount)
      throw new ApiError(
        409,
        'IDEMPOTENCY_MISMATCH',
        'This submission key was already used for another deposit',
        [{ field: 'idempotencyKey', message: 'already used for another deposit' }],
      );
    return toDeposit(merchant, earlier);
  }

  if (amount < channel.minAmount)
    throw new ApiError(400, 'LIMIT', `The minimum for this channel is ${minorText(channel.minAmount)}`, [
      { field: 'amount', message: `must be at least ${minorText(channel.minAmount)}` },
    ]);
  if (amount > channel.maxAmount)
    throw new ApiError(400, 'LIMIT', `The maximum for this channel is ${minorText(channel.maxAmount)}`, [
      { field: 'amount', message: `must be at most ${minorText(channel.maxAmount)}` },
    ]);
  const payerName = input.payerName?.trim() || null;
  if (channel.kind !== 'instant' && !payerName)
    throw ApiError.validation('payerName', 'is required so the cashier can match your transfer');

  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposits WHERE merchant_id = $1 AND member_id = $2 AND status = 'pending'`,
    [merchant.id, member.memberId],
  );
  if (n >= MAX_PENDING)
    throw new ApiError(409, 'LIMIT', `You have ${n} deposits waiting; please wait until they are processed`);

  const rows = await db.query<DepositRow>(
    `INSERT INTO deposits (merchant_id, member_id, reference, channel, amount, currency, client_key, payer_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (merchant_id, member_id, client_key) DO NOTHING
     RETURNING ${DEPOSIT_COLUMNS}`,
    [
      merchant.id,
      member.memberId,
      newReference('DP'),
      channel.code,
      amount,
      merchant.currency,
      input.idempotencyKey,
      payerName,
    ],
  );
  // A concurrent twin with the same key won the insert: answer with its row.
  let row = rows[0] ?? (await byClientKey(ctx, member.memberId, input.idempotencyKey));
  if (!row) throw new ApiError(409, 'CONFLICT', 'The request is being processed, please retry');
  if (channel.kind === 'instant' && rows[0]) row = await payThroughDemoGateway(ctx, row);
  return toDeposit(merchant, row);
}

async function byClientKey(ctx: CallContext, memberId: number, key: string): Promise<DepositRow | undefined> {
  const rows = await ctx.deps.db.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE merchant_id = $1 AND member_id = $2 AND client_key = $3`,
    [ctx.merchant.id, memberId, key],
  );
  return rows[0];
}
