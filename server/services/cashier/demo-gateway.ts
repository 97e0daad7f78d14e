import type { CallContext } from '../../http/call-context';
import { channelSecret, signPayload } from './channel-secret';
import { acceptDepositCallback } from './deposit-callback';
import { depositByReference, type DepositRow } from './deposit-rows';

/**
 * The demo instant channel stands in for a payment gateway: it "collects" the money
 * at once and reports it through the same signed callback a real gateway uses, so
 * the demo exercises the production path (signature, exactly-once credit).
 */
export async function payThroughDemoGateway(ctx: CallContext, row: DepositRow): Promise<DepositRow> {
  const { db } = ctx.deps;
  const payload = JSON.stringify({
    reference: row.reference,
    amount: row.amount,
    status: 'paid',
    providerReference: `DEMO-${row.id}`,
  });
  const secret = await channelSecret(db, ctx.merchant.id, row.channel);
  await acceptDepositCallback(db, ctx.merchant, {
    channel: row.channel,
    payload,
    signature: signPayload(secret, payload),
  });
  return (await depositByReference(db, ctx.merchant.id, row.reference)) ?? row;
}
