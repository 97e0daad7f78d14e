import { createHmac, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';

/**
 * `bind`: linking a new mobile number to an existing account (security centre);
 * `email-change`: confirming a new e-mail address of the profile.
 */
export type CodePurpose = 'login' | 'register' | 'reset' | 'second-step' | 'bind' | 'email-change';

/** Tries a code survives before it is spent. */
export const MAX_CODE_ATTEMPTS = 5;
/** Minutes a code lives unless the merchant sets `smsCodeMinutes`. */
export const DEFAULT_CODE_MINUTES = 2;

export function codeMinutes(merchant: Merchant): number {
  const v = merchant.settings.smsCodeMinutes;
  return typeof v === 'number' && v >= 1 && v <= 30 ? Math.floor(v) : DEFAULT_CODE_MINUTES;
}

function codeHash(merchant: Merchant, destination: string, purpose: string, code: string): string {
  return createHmac('sha256', merchant.payloadKey).update(`${purpose}|${destination}|${code}`).digest('hex');
}

/** Six digits from a CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Store a new code for destination + purpose and return it (the caller sends it).
 * Refused while an earlier code for the same pair is still live: the portal counts
 * down the same minutes (spec §4).
 */
export async function issueCode(
  q: Queryable,
  merchant: Merchant,
  opts: { channel: 'sms' | 'email'; destination: string; purpose: CodePurpose; ip: string },
): Promise<{ code: string; expiredMinutes: number }> {
  const minutes = codeMinutes(merchant);
  const live = await q.query<{ seconds: number }>(
    `SELECT EXTRACT(EPOCH FROM (expires_at - now()))::int AS seconds FROM verification_codes
      WHERE merchant_id = $1 AND destination = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [merchant.id, opts.destination, opts.purpose],
  );
  if (live[0]) {
    throw new ApiError(
      429,
      'RATE_LIMITED',
      `A code was sent already; you can ask for a new one in ${live[0].seconds} seconds`,
      undefined,
      { retryAfterSeconds: live[0].seconds },
    );
  }
  const code = newCode();
  await q.query(
    `INSERT INTO verification_codes (merchant_id, channel, destination, purpose, code_hash, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [
      merchant.id,
      opts.channel,
      opts.destination,
      opts.purpose,
      codeHash(merchant, opts.destination, opts.purpose, code),
      opts.ip,
      minutes,
    ],
  );
  return { code, expiredMinutes: minutes };
}

/**
 * Check a code for destination + purpose. Right: it is used up. Wrong: one try is
 * spent, and after five the code is dead. Throws the message the portal shows.
 * Call it outside a transaction that could roll back, so a wrong try always counts.
 */
export async function consumeCode(
  q: Queryable,
  merchant: Merchant,
  opts: { destination: string; purpose: CodePurpose; code: string | undefined; field?: string },
): Promise<void> {
  const field = opts.field ?? 'verificationCode';
  const code = (opts.code ?? '').trim();
  if (!/^[0-9]{6}$/.test(code)) {
    throw new ApiError(400, 'CODE_INVALID', 'Please enter a valid verification code', [
      { field, message: 'Please enter a valid verification code' },
    ]);
  }
  // The try is counted before the code is compared, in the statement that checks the limit
  // (docs/decisions/guessing-limits.md): codes sent together each take a different count,
  // and at most MAX_CODE_ATTEMPTS of them are compared.
  const rows = await q.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
    `UPDATE verification_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM verification_codes
                   WHERE merchant_id = $1 AND destination = $2 AND purpose = $3 AND used_at IS NULL
                   ORDER BY id DESC LIMIT 1)
        AND used_at IS NULL AND attempts < $4::int
      RETURNING id, code_hash, attempts, expires_at <= now() AS expired`,
    [merchant.id, opts.destination, opts.purpose, MAX_CODE_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) {
    const spent = await q.query(
      `SELECT 1 FROM verification_codes WHERE merchant_id = $1 AND destination = $2 AND purpose = $3
          AND used_at IS NULL AND attempts >= $4::int`,
      [merchant.id, opts.destination, opts.purpose, MAX_CODE_ATTEMPTS],
    );
    if (spent.length > 0)
      throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes; please ask for a new one', [
        { field, message: 'Too many wrong codes; please ask for a new one' },
      ]);
    throw new ApiError(400, 'CODE_INVALID', 'The verification code is invalid or missing; please resend', [
      { field, message: 'The verification code is invalid or missing; please resend' },
    ]);
  }
  if (row.expired) {
    throw new ApiError(400, 'CODE_EXPIRED', 'The verification code has expired; please resend', [
      { field, message: 'The verification code has expired; please resend' },
    ]);
  }
  if (row.code_hash === codeHash(merchant, opts.destination, opts.purpose, code)) {
    // Only one caller can flip used_at: a code raced twice works once.
    const won = await q.query(
      'UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
      [row.id],
    );
    if (won.length === 1) return;
    throw new ApiError(400, 'CODE_INVALID', 'The verification code is invalid or missing; please resend', [
      { field, message: 'The verification code is invalid or missing; please resend' },
    ]);
  }
  const attempts = row.attempts;
  // Five wrong tries spend the code for good.
  if (attempts >= MAX_CODE_ATTEMPTS)
    await q.query('UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [
      row.id,
    ]);
  const left = MAX_CODE_ATTEMPTS - attempts;
  const message =
    left > 0
      ? `The verification code is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)`
      : 'Too many wrong codes; please ask for a new one';
  // The try that uses the code up is refused as the ones after it are (429).
  if (left <= 0) throw new ApiError(429, 'TOO_MANY_ATTEMPTS', message, [{ field, message }]);
  throw new ApiError(400, 'CODE_INVALID', message, [{ field, message }]);
}

/** `+<dialing code><number>` with only digits kept. */
export function phoneKey(countryDialingCode: string | undefined, mobileNum: string | undefined): string {
  return `+${(countryDialingCode ?? '').replace(/\D/g, '')}${(mobileNum ?? '').replace(/\D/g, '')}`;
}
