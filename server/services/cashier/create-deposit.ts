import type { Static } from '@sinclair/typebox';
import type { createDeposit as createDepositEndpoint, Deposit } from '../../../schemas/api/deposit';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import type { Queryable } from '../../db/database';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { refuseTrial } from '../wallet/member-guard';
import { parseAmountField, refuseOutsideLimits } from '../wallet/parse-amount';
import { payThroughDemoGateway } from './demo-gateway';
import { enabledChannel } from './deposit-channels';
import { DEPOSIT_COLUMNS, toDeposit, type DepositRow } from './deposit-rows';
import { newReference } from './references';
import { reserveAgainstLimits } from '../protection/count-against-limits';

type Input = Static<typeof createDepositEndpoint.request>;

/** Pending deposits one member may have at a time (each is a cashier task). */
const MAX_PENDING = 5;

/**
 * Record a deposit request. A repeated submit (same key) answers the first request;
 * the same key with other details is refused. The demo instant channel pays at once
 * through its signed callback, like a real gateway would, in the same transaction.
 */
export async function createDeposit(
  ctx: CallContext,
  member: SessionMember,
  input: Input,
): Promise<Static<typeof Deposit>> {
  refuseTrial(member);
  const merchant = ctx.merchant;
  const amount = parseAmountField(input.amount);
  const payerName = input.payerName?.trim() || null;
  return answerOnce(
    ctx.deps.db,
    merchant.id,
    {
      call: 'deposit.create',
      key: memberKey(member.memberId, input.idempotencyKey),
      keyField: 'idempotencyKey',
      request: { channel: input.channel, amount, payerName },
    },
    (q) =>
      record(q, merchant, member.memberId, {
        key: input.idempotencyKey,
        amount,
        payerName,
        channel: input.channel,
      }),
  );
}

async function record(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  input: { key: string; channel: string; amount: number; payerName: string | null },
): Promise<Static<typeof Deposit>> {
  const { amount, payerName } = input;
  const channel = enabledChannel(merchant, input.channel);
  const earlier = await byClientKey(q, merchant.id, memberId, input.key);
  // Made before, its first answer no longer kept: answer it as it stands now.
  if (earlier) return repeatOf(merchant, earlier, channel.code, amount);

  refuseOutsideLimits(amount, channel, 'Deposits through this channel');
  if (channel.kind !== 'instant' && !payerName)
    throw ApiError.validation('payerName', 'is required so the cashier can match your transfer');

  const [{ n } = { n: 0 }] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposits WHERE merchant_id = $1 AND member_id = $2 AND status = 'pending'`,
    [merchant.id, memberId],
  );
  if (n >= MAX_PENDING)
    throw new ApiError(409, 'LIMIT', `You have ${n} deposits waiting; please wait until they are processed`);

  // Gross deposits count from the request: a pending deposit already uses the member's limit
  // (a rejected one gives it back, decide-deposit.ts).
  await reserveAgainstLimits(q, { merchantId: merchant.id, memberId, kind: 'deposit', amount });

  const rows = await q.query<DepositRow>(
    `INSERT INTO deposits (merchant_id, member_id, reference, channel, amount, currency, client_key, payer_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${DEPOSIT_COLUMNS}`,
    [
      merchant.id,
      memberId,
      newReference('DP'),
      channel.code,
      amount,
      merchant.currency,
      input.key,
      payerName,
    ],
  );
  let row = rows[0] as DepositRow;
  if (channel.kind === 'instant') row = await payThroughDemoGateway(q, merchant, row);
  return toDeposit(merchant, row);
}

function repeatOf(merchant: Merchant, earlier: DepositRow, channel: string, amount: number) {
  if (earlier.channel !== channel || earlier.amount !== amount)
    throw new ApiError(
      409,
      'IDEMPOTENCY_MISMATCH',
      'This submission key was already used for another deposit',
      [{ field: 'idempotencyKey', message: 'already used for another deposit' }],
    );
  return toDeposit(merchant, earlier);
}

async function byClientKey(
  q: Queryable,
  merchantId: number,
  memberId: number,
  key: string,
): Promise<DepositRow | undefined> {
  const rows = await q.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE merchant_id = $1 AND member_id = $2 AND client_key = $3`,
    [merchantId, memberId, key],
  );
  return rows[0];
}
