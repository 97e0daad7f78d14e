import type { Queryable } from '../../db/database';
import type { AccountRef } from './ledger-types';

export function accountLabel(ref: AccountRef): string {
  return 'system' in ref ? `system:${ref.system}` : `member:${ref.memberId}:${ref.kind}`;
}

/** The account's id, creating it on first use (a new account starts at zero). */
export async function ensureAccount(
  q: Queryable,
  merchantId: number,
  currency: string,
  ref: AccountRef,
): Promise<number> {
  if ('system' in ref) {
    await q.query(
      `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
       VALUES ($1, NULL, $2, $3, true)
       ON CONFLICT (merchant_id, kind) WHERE member_id IS NULL DO NOTHING`,
      [merchantId, ref.system, currency],
    );
    const rows = await q.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL AND kind = $2',
      [merchantId, ref.system],
    );
    return mustHave(rows[0], ref).id;
  }
  await q.query(
    `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
     SELECT $1, m.id, $3, $4, false FROM members m WHERE m.id = $2 AND m.merchant_id = $1
     ON CONFLICT (merchant_id, member_id, kind) WHERE member_id IS NOT NULL DO NOTHING`,
    [merchantId, ref.memberId, ref.kind, currency],
  );
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3',
    [merchantId, ref.memberId, ref.kind],
  );
  // No row: the member does not belong to this merchant.
  return mustHave(rows[0], ref).id;
}

function mustHave<T>(row: T | undefined, ref: AccountRef): T {
  if (!row) throw new LedgerAccountMissing(ref);
  return row;
}

export class LedgerAccountMissing extends Error {
  constructor(readonly ref: AccountRef) {
    super(`No such account for this merchant: ${accountLabel(ref)}`);
  }
}

/** Balances of a member's accounts (0 for kinds never used). */
export async function memberBalances(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<Map<string, number>> {
  const rows = await q.query<{ kind: string; balance: number }>(
    'SELECT kind, balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2',
    [merchantId, memberId],
  );
  return new Map(rows.map((r) => [r.kind, r.balance]));
}

export async function balanceOf(q: Queryable, merchantId: number, ref: AccountRef): Promise<number> {
  const rows =
    'system' in ref
      ? await q.query<{ balance: number }>(
          'SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL AND kind = $2',
          [merchantId, ref.system],
        )
      : await q.query<{ balance: number }>(
          'SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3',
          [merchantId, ref.memberId, ref.kind],
        );
  return rows[0]?.balance ?? 0;
}
