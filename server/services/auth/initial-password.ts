import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { hashPassword } from './password-hash';

const SECRET_NAME = 'initial_password_hash';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * The merchant's initial password (spec §9 "default forcing password"): generated
 * here, shown once to the operator who asked, never shipped; only its hash is kept.
 * Accounts that ops create get it and must change it at their first login.
 */
export async function rotateInitialPassword(q: Queryable, merchantId: number): Promise<string> {
  const password = Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  await q.query(
    `INSERT INTO merchant_secrets (merchant_id, name, value) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_id, name) DO UPDATE SET value = EXCLUDED.value, created_at = now()`,
    [merchantId, SECRET_NAME, await hashPassword(password)],
  );
  return password;
}

/** Give a member the merchant's initial password (its hash); the next login must change it. */
export async function assignInitialPassword(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<void> {
  const rows = await q.query<{ value: string }>(
    'SELECT value FROM merchant_secrets WHERE merchant_id = $1 AND name = $2',
    [merchantId, SECRET_NAME],
  );
  const hash = rows[0]?.value;
  if (!hash)
    throw new Error('This merchant has no initial password yet: run `npm run ops -- initial-password`');
  await q.query(
    `UPDATE members SET password_hash = $3, password_is_initial = true, password_changed_at = now()
      WHERE merchant_id = $1 AND id = $2`,
    [merchantId, memberId, hash],
  );
}
