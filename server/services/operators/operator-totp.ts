import type { Queryable } from '../../db/database';
import { totpFor } from '../auth/login-challenge';

const PERIOD_MS = 30_000;

/**
 * Whether `code` is the operator's authenticator code of now (or the step before or after,
 * for clock drift), and spend it: each 30-second step is accepted once, and never one older
 * than the last accepted, so a code seen over a shoulder or in a log cannot sign in again.
 */
export async function spendOperatorTotp(
  q: Queryable,
  operatorId: number,
  secret: string,
  code: string,
  nowMs = Date.now(),
): Promise<boolean> {
  const delta = totpFor(secret).validate({ token: code.trim(), timestamp: nowMs, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(nowMs / PERIOD_MS) + delta;
  const rows = await q.query(
    'UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
    [operatorId, step],
  );
  return rows.length > 0;
}
