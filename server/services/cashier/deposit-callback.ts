import type { Static } from '@sinclair/typebox';
import type { depositCallback } from '../../../schemas/api/deposit';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { channelSecret, signatureMatches } from './channel-secret';
import { answerOnce, answerOnceIn, type MoneyCall } from '../idempotency/first-answer';
import { decideDepositIn } from './decide-deposit';
import { depositChannels } from './deposit-channels';
import { depositByReference } from './deposit-rows';

type Input = Static<typeof depositCallback.request>;
type Answer = Static<typeof depositCallback.response>;

interface CallbackPayload {
  reference: string;
  amount: number;
  status: 'paid' | 'failed';
  providerReference?: string;
}

function parsePayload(text: string): CallbackPayload {
  let v: Partial<CallbackPayload>;
  try {
    v = JSON.parse(text) as Partial<CallbackPayload>;
  } catch {
    throw ApiError.validation('payload', 'is not JSON');
  }
  if (typeof v.reference !== 'string' || !/^DP[A-Z0-9]{10}$/.test(v.reference))
    throw ApiError.validation('payload.reference', 'is not a deposit reference');
  if (!Number.isSafeInteger(v.amount) || (v.amount as number) <= 0)
    throw ApiError.validation('payload.amount', 'must be a positive whole number of minor units');
  if (v.status !== 'paid' && v.status !== 'failed')
    throw ApiError.validation('payload.status', 'must be paid or failed');
  if (
    v.providerReference !== undefined &&
    (typeof v.providerReference !== 'string' || v.providerReference.length > 100)
  )
    throw ApiError.validation('payload.providerReference', 'must be text of at most 100 characters');
  return v as CallbackPayload;
}

/**
 * A channel's report of a payment. The signature is checked before anything is read
 * from the payload; then the deposit is approved (paid) or rejected (failed) exactly
 * once. The report is keyed by the channel and the deposit's reference: a repeat of it
 * is answered with its first answer (marked as a replay), a different report on the same
 * deposit is refused naming the first.
 */
export async function acceptDepositCallback(db: Database, merchant: Merchant, input: Input): Promise<Answer> {
  const report = await checkedReport(db, merchant, input);
  return answerOnce(db, merchant.id, callOf(report), (q) => settle(q, merchant, report));
}

/** `acceptDepositCallback` inside the caller's transaction (a gateway that reports as it is asked). */
export async function acceptDepositCallbackIn(
  q: Queryable,
  merchant: Merchant,
  input: Input,
): Promise<Answer> {
  const report = await checkedReport(q, merchant, input);
  return answerOnceIn(q, merchant.id, callOf(report), (tx) => settle(tx, merchant, report));
}

interface Report {
  channel: string;
  payload: CallbackPayload;
}

function callOf({ channel, payload }: Report): MoneyCall {
  return {
    call: 'deposit.callback',
    key: `${channel}:${payload.reference}`,
    keyField: 'payload.reference',
    request: {
      status: payload.status,
      amount: payload.amount,
      providerReference: payload.providerReference ?? null,
    },
  };
}

async function checkedReport(q: Queryable, merchant: Merchant, input: Input): Promise<Report> {
  const channel = depositChannels(merchant).find((c) => c.code === input.channel);
  if (!channel) throw ApiError.validation('channel', 'is not a deposit channel of this merchant');
  const secret = await channelSecret(q, merchant.id, channel.code);
  if (!signatureMatches(secret, input.payload, input.signature))
    throw new ApiError(401, 'FORBIDDEN', 'The callback signature is not valid', [
      { field: 'signature', message: 'does not match the payload' },
    ]);
  const payload = parsePayload(input.payload);
  const deposit = await depositByReference(q, merchant.id, payload.reference);
  if (!deposit || deposit.channel !== channel.code) throw ApiError.notFound('Deposit');
  if (payload.status === 'paid' && payload.amount !== deposit.amount)
    throw ApiError.conflict(
      'The paid amount differs from the request; an operator must decide',
      'payload.amount',
    );
  return { channel: channel.code, payload };
}

async function settle(q: Queryable, merchant: Merchant, { payload }: Report): Promise<Answer> {
  const result = await decideDepositIn(q, merchant, payload.reference, {
    decision: payload.status === 'paid' ? 'approve' : 'reject',
    by: 'callback',
    ...(payload.status === 'failed' ? { reason: 'The payment channel reported a failure' } : {}),
    ...(payload.providerReference ? { providerReference: payload.providerReference } : {}),
  });
  return {
    reference: result.deposit.reference,
    status: result.deposit.status,
    credited: result.changed && result.deposit.status === 'approved',
  };
}
