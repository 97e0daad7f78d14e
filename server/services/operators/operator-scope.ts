import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionOperator } from './operator-sessions';

/**
 * The merchant a call works on: an operator of one merchant always works on its own (naming
 * another is refused); a platform-wide operator works on the one it names, or on all (null).
 */
export async function merchantScope(
  q: Queryable,
  op: SessionOperator,
  merchantCode: string | undefined,
): Promise<number | null> {
  if (merchantCode === undefined) return op.merchantId;
  if (op.merchantId !== null) {
    if (merchantCode !== op.merchantCode)
      throw ApiError.forbidden('You work for another merchant: this merchant is not yours to see');
    return op.merchantId;
  }
  const [row] = await q.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [merchantCode]);
  if (!row) throw ApiError.validation('merchant', 'no merchant has this code');
  return row.id;
}

/**
 * Whether the operator may see a row of `merchantId`. Rows of another merchant answer as
 * not found, so an operator of one merchant cannot learn which ids exist elsewhere.
 */
export function assertInScope(op: SessionOperator, merchantId: number, what: string): void {
  if (op.merchantId !== null && op.merchantId !== merchantId) throw ApiError.notFound(what);
}
