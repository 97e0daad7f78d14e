import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import type { DevOutbox } from '../dev-outbox/dev-outbox';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';

// svg-captcha's callable default export (text -> SVG) is missing from its typings.
const require = createRequire(import.meta.url);
const drawCaptcha = require('svg-captcha') as (text: string, options: Record<string, unknown>) => string;

/** Letters and digits that cannot be confused with each other. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;
const LIFETIME_MINUTES = 5;

export function answerHash(merchant: Merchant, id: string, answer: string): string {
  return createHmac('sha256', merchant.payloadKey)
    .update(`captcha:${id}:${answer.toUpperCase()}`)
    .digest('hex');
}

/** A random captcha text from a CSPRNG (svg-captcha's own uses Math.random). */
export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Render the text as a PNG (the spec's base64 PNG), through svg-captcha's paths and resvg. */
export function renderCaptchaPng(text: string): Buffer {
  const svg = drawCaptcha(text, {
    width: 150,
    height: 50,
    noise: 2,
    color: true,
    background: '#f4f1ea',
    fontSize: 52,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: 150 } }).render().asPng();
}

/**
 * A new captcha for this client, at most one per second (spec §5). Only an HMAC
 * of the answer is stored.
 */
export async function issueCaptcha(
  q: Queryable,
  merchant: Merchant,
  clientKey: string,
  limiter: RateLimiter,
  devOutbox?: DevOutbox,
): Promise<{ captchaId: string; image: string }> {
  const client = createHmac('sha256', merchant.payloadKey)
    .update(`client:${clientKey}`)
    .digest('hex')
    .slice(0, 32);
  await enforceRateLimit(
    limiter,
    `captcha:${merchant.id}:${client}`,
    { limit: 1, windowMs: 1000 },
    'Please wait a second before asking for a new captcha',
  );
  const text = captchaText();
  const captchaId = randomBytes(16).toString('base64url');
  devOutbox?.recordCaptcha(captchaId, text);
  await q.query('INSERT INTO captchas (id, merchant_id, answer_hash, client_key) VALUES ($1, $2, $3, $4)', [
    captchaId,
    merchant.id,
    answerHash(merchant, captchaId, text),
    client,
  ]);
  return { captchaId, image: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}` };
}

/**
 * Use up a captcha: true when the answer is right. Right or wrong, it never works
 * again, so an answer cannot be tried twice.
 */
export async function consumeCaptcha(
  q: Queryable,
  merchant: Merchant,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const rows = await q.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = now()
      WHERE id = $1 AND merchant_id = $2 AND used_at IS NULL
        AND created_at > now() - make_interval(mins => $3)
      RETURNING answer_hash`,
    [captchaId, merchant.id, LIFETIME_MINUTES],
  );
  const row = rows[0];
  return row !== undefined && row.answer_hash === answerHash(merchant, captchaId, answer.trim());
}
