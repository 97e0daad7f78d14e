import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { channelSecret, signPayload } from './channel-secret';
import { acceptDepositCallbackIn } from './deposit-callback';
import { depositByReference, type DepositRow } from './deposit-rows';

/**
 * The demo instant channel stands in for a payment gateway: it "collects" the money
 * at once and reports it through the same signed callback a real gateway uses, so
 * the demo exercises the production path (signature, exactly-once credit). It runs in
 * the deposit request's own transaction, so the request and its payment commit together.
 */
export async function payThroughDemoGateway(
  q: Queryable,
  merchant: Merchant,
  row: DepositRow,
): Promise<DepositRow> {
  const payload = JSON.stringify({
    reference: row.reference,
    amount: row.amount,
    status: 'paid',
    providerReference: `DEMO-${row.id}`,
  });
  const secret = await channelSecret(q, merchant.id, row.channel);
  await acceptDepositCallbackIn(q, merchant, {
    channel: row.channel,
    payload,
    signature: signPayload(secret, payload),
  });
  return (await depositByReference(q, merchant.id, row.reference)) ?? row;
}
