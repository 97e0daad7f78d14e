import type { Queryable } from '../../db/database';

export interface SmsMessage {
  merchantId: number;
  /** E.164 number, e.g. `+639171234567`. */
  to: string;
  body: string;
  /** What the message is for (login, register, reset, second-step). */
  purpose: string;
}

/**
 * Sends text messages. A real gateway implements this for production; the
 * development provider below writes to the `sms_outbox` table instead.
 */
export interface SmsProvider {
  readonly name: string;
  send(q: Queryable, message: SmsMessage): Promise<void>;
}

/** Development and tests: the message lands in `sms_outbox` (read by `npm run ops -- sms` and the tests). */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(q, message) {
    await q.query('INSERT INTO sms_outbox (merchant_id, to_number, body, purpose) VALUES ($1, $2, $3, $4)', [
      message.merchantId,
      message.to,
      message.body,
      message.purpose,
    ]);
  },
};

/** The newest messages sent to a number (or to anyone), newest first. */
export async function readSmsOutbox(
  q: Queryable,
  opts: { merchantId?: number; to?: string; limit?: number } = {},
): Promise<{ id: number; to: string; body: string; purpose: string; createdAt: Date }[]> {
  const rows = await q.query<{
    id: number;
    to_number: string;
    body: string;
    purpose: string;
    created_at: Date;
  }>(
    `SELECT id, to_number, body, purpose, created_at FROM sms_outbox
      WHERE ($1::int IS NULL OR merchant_id = $1) AND ($2::text IS NULL OR to_number = $2)
      ORDER BY id DESC LIMIT $3`,
    [opts.merchantId ?? null, opts.to ?? null, opts.limit ?? 20],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_number,
    body: r.body,
    purpose: r.purpose,
    createdAt: r.created_at,
  }));
}
