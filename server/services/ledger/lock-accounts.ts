import type { Queryable } from '../../db/database';
import { accountLabel, ensureAccount, LedgerAccountMissing } from './ledger-accounts';
import type { AccountRef } from './ledger-types';

export interface LockedAccount {
  id: number;
  balance: number;
  allowNegative: boolean;
}

interface Row {
  id: number;
  member_id: number | null;
  kind: string;
  balance: number;
  allow_negative: boolean;
}

/**
 * Find the accounts of `refs` and lock them in id order (so two transactions touching
 * the same accounts queue instead of deadlocking), in one query. An account used for
 * the first time is created, then all are locked again. Keyed by accountLabel.
 */
export async function lockAccounts(
  q: Queryable,
  merchantId: number,
  currency: string,
  refs: readonly AccountRef[],
): Promise<Map<string, LockedAccount>> {
  const unique = [...new Map(refs.map((r) => [accountLabel(r), r])).values()];
  let found = await selectForUpdate(q, merchantId, unique);
  const missing = unique.filter((r) => !found.has(accountLabel(r)));
  if (missing.length > 0) {
    // ensureAccount refuses a member of another merchant (LedgerAccountMissing).
    for (const ref of missing) await ensureAccount(q, merchantId, currency, ref);
    found = await selectForUpdate(q, merchantId, unique);
    const still = unique.find((r) => !found.has(accountLabel(r)));
    if (still) throw new LedgerAccountMissing(still);
  }
  return found;
}

async function selectForUpdate(
  q: Queryable,
  merchantId: number,
  refs: readonly AccountRef[],
): Promise<Map<string, LockedAccount>> {
  const params: unknown[] = [merchantId];
  // One indexed condition per account (the partial unique indexes of member and system accounts).
  const conditions = refs.map((ref) => {
    if ('system' in ref) {
      params.push(ref.system);
      return `(member_id IS NULL AND kind = $${params.length})`;
    }
    params.push(ref.memberId, ref.kind);
    return `(member_id = $${params.length - 1} AND kind = $${params.length})`;
  });
  const rows = await q.query<Row>(
    `SELECT id, member_id, kind, balance, allow_negative FROM ledger_accounts
      WHERE merchant_id = $1 AND (${conditions.join(' OR ')})
      ORDER BY id FOR UPDATE`,
    params,
  );
  return new Map(
    rows.map((r) => [
      accountLabel(
        r.member_id === null
          ? ({ system: r.kind } as AccountRef)
          : ({ memberId: Number(r.member_id), kind: r.kind } as AccountRef),
      ),
      { id: Number(r.id), balance: Number(r.balance), allowNegative: r.allow_negative },
    ]),
  );
}
