import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** The channel's signing secret, created on first use (ops rotate it: `npm run ops -- cashier secret`). */
export async function channelSecret(q: Queryable, merchantId: number, channel: string): Promise<string> {
  await q.query(
    `INSERT INTO payment_channel_secrets (merchant_id, channel, secret) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_id, channel) DO NOTHING`,
    [merchantId, channel, randomBytes(32).toString('hex')],
  );
  const rows = await q.query<{ secret: string }>(
    'SELECT secret FROM payment_channel_secrets WHERE merchant_id = $1 AND channel = $2',
    [merchantId, channel],
  );
  return (rows[0] as { secret: string }).secret;
}

/** Replace the channel's secret; callbacks signed with the old one are refused from now on. */
export async function rotateChannelSecret(
  q: Queryable,
  merchantId: number,
  channel: string,
): Promise<string> {
  const secret = randomBytes(32).toString('hex');
  await q.query(
    `INSERT INTO payment_channel_secrets (merchant_id, channel, secret) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_id, channel) DO UPDATE SET secret = EXCLUDED.secret, created_at = now()`,
    [merchantId, channel, secret],
  );
  return secret;
}

/** Hex HMAC-SHA256 of the payload text. */
export function signPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(signPayload(secret, payload), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
