import type { Queryable } from '../../server/db/database';
import { canonicalJson } from '../../server/services/idempotency/request-hash';
import { verifyLedger } from '../../server/services/ledger/verify-ledger';
import { movementsOf, type Op, type Proof } from './operations';

/** What a check found wrong; the run fails on any. */
export interface Findings {
  /** Acknowledged operations with no trace in the database. */
  missing: string[];
  /** Operations traced more than once. */
  duplicates: string[];
  /** Everything else: the ledger's invariants, refused operations that left a trace, balances, replays. */
  violations: string[];
}

export const noFindings = (): Findings => ({ missing: [], duplicates: [], violations: [] });

export function merge(into: Findings, more: Findings): Findings {
  into.missing.push(...more.missing);
  into.duplicates.push(...more.duplicates);
  into.violations.push(...more.violations);
  return into;
}

/** The ledger's invariants for a merchant, as findings. */
export function ledgerFindings(check: Awaited<ReturnType<typeof verifyLedger>>, label: string): Findings {
  const f = noFindings();
  if (check.unbalancedTransactions.length)
    f.violations.push(
      `${label}: transactions that do not balance: ${check.unbalancedTransactions.join(', ')}`,
    );
  if (check.driftedAccounts.length)
    f.violations.push(
      `${label}: balances that differ from their entries: ${check.driftedAccounts.join(', ')}`,
    );
  if (check.negativeAccounts.length)
    f.violations.push(`${label}: balances below zero: ${check.negativeAccounts.join(', ')}`);
  if (check.total !== 0) f.violations.push(`${label}: the merchant's accounts sum to ${check.total}, not 0`);
  return f;
}

/**
 * How many times each operation is in the database, against what is known of it: a done
 * operation exactly once, a refused one never, a lost one (its retry not answered yet)
 * at most once.
 */
export function presenceFindings(ops: readonly Op[], counts: ReadonlyMap<number, number>): Findings {
  const f = noFindings();
  for (const op of ops) {
    if (op.state === 'new') continue;
    const n = counts.get(op.id) ?? 0;
    const label = `${op.kind} #${op.id}`;
    if (n > 1) f.duplicates.push(`${label} is in the ledger ${n} times`);
    else if (op.state === 'done' && n === 0)
      f.missing.push(`${label} was acknowledged but is not in the ledger`);
    else if (op.state === 'refused' && n !== 0)
      f.violations.push(`${label} was refused (${op.refusal ?? '?'}) but is in the ledger`);
  }
  return f;
}

/** Balances the done operations imply, from the starting balances: `<member>:<kind>` to minor units. */
export function expectedBalances(
  start: ReadonlyMap<string, number>,
  ops: readonly Op[],
  vendorWallet: string,
): Map<string, number> {
  const out = new Map(start);
  for (const op of ops) {
    if (op.state !== 'done') continue;
    for (const mv of movementsOf(op, vendorWallet)) {
      const k = `${mv.memberId}:${mv.kind}`;
      out.set(k, (out.get(k) ?? 0) + mv.amount);
    }
  }
  return out;
}

/** Every balance of the model against the database's (absent counts as 0). */
export function balanceFindings(
  expected: ReadonlyMap<string, number>,
  actual: ReadonlyMap<string, number>,
): Findings {
  const f = noFindings();
  for (const k of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(k) ?? 0;
    const got = actual.get(k) ?? 0;
    if (want !== got) f.violations.push(`balance ${k} is ${got}, the acknowledged answers imply ${want}`);
  }
  return f;
}

/** A retry's answer against the operation's first: the same value, marked as a replay. */
export function replayFinding(
  op: Op,
  answer: { success: boolean; code: string; replayed?: boolean; value: unknown },
): string | undefined {
  const label = `${op.kind} #${op.id}`;
  if (!answer.success) return `${label}: its retry was refused (${answer.code}) after it was acknowledged`;
  if (answer.replayed !== true) return `${label}: its retry was not marked as a replay`;
  // Answers that carry their own `replayed` flag say true on the retry; the rest is the same.
  const plain = (v: unknown) => {
    const { replayed: _flag, ...rest } = (v ?? {}) as Record<string, unknown>;
    return canonicalJson(rest);
  };
  const value = answer.value as Record<string, unknown>;
  if ('replayed' in value && value.replayed !== true)
    return `${label}: its retry's answer says replayed ${String(value.replayed)}`;
  if (plain(value) !== plain(op.first))
    return `${label}: its retry answered ${canonicalJson(value)}, first ${canonicalJson(op.first)}`;
  return undefined;
}

// ---- reading the database ------------------------------------------------------------------

/** How many times each operation's proof is in the database. */
export async function presenceCounts(
  q: Queryable,
  merchantId: number,
  ops: readonly Op[],
): Promise<Map<number, number>> {
  const ledgerKeys = new Map<string, number>();
  const deposits = new Map<string, number>();
  const withdrawals = new Map<string, number>();
  for (const op of ops) {
    if (op.state === 'new') continue;
    const p: Proof = op.proof;
    if ('ledgerKey' in p) ledgerKeys.set(p.ledgerKey, op.id);
    else if ('depositKey' in p) deposits.set(`${p.memberId}:${p.depositKey}`, op.id);
    else withdrawals.set(`${p.memberId}:${p.withdrawalKey}`, op.id);
  }
  const counts = new Map<number, number>();
  const add = (id: number | undefined, n: number) => {
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + n);
  };
  const keyed = await q.query<{ key: string; n: number }>(
    `SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transactions
      WHERE merchant_id = $1 AND idempotency_key = ANY($2::text[]) GROUP BY idempotency_key`,
    [merchantId, [...ledgerKeys.keys()]],
  );
  for (const r of keyed) add(ledgerKeys.get(r.key), Number(r.n));
  // A deposit or withdrawal is there once when its request row is, with its one posting.
  const requests = async (
    table: 'deposits' | 'withdrawals',
    posting: string,
    wanted: Map<string, number>,
  ) => {
    const rows = await q.query<{ key: string; n: number }>(
      `SELECT r.member_id || ':' || r.client_key AS key, count(t.id)::int AS n
         FROM ${table} r JOIN ledger_transactions t
           ON t.merchant_id = r.merchant_id AND t.idempotency_key = '${posting}:' || r.id
        WHERE r.merchant_id = $1 AND r.member_id || ':' || r.client_key = ANY($2::text[])
        GROUP BY r.member_id, r.client_key`,
      [merchantId, [...wanted.keys()]],
    );
    for (const r of rows) add(wanted.get(r.key), Number(r.n));
  };
  await requests('deposits', 'deposit', deposits);
  await requests('withdrawals', 'withdrawal-hold', withdrawals);
  return counts;
}

/** Every balance of the given members, `<member>:<kind>` to minor units. */
export async function memberBalances(
  q: Queryable,
  merchantId: number,
  memberIds: readonly number[],
): Promise<Map<string, number>> {
  const rows = await q.query<{ member_id: number; kind: string; balance: number }>(
    `SELECT member_id, kind, balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = ANY($2::bigint[])`,
    [merchantId, memberIds],
  );
  return new Map(rows.map((r) => [`${r.member_id}:${r.kind}`, Number(r.balance)]));
}

/** Every check that reads the database: the ledger of each merchant, and each operation's presence. */
export async function checkDatabase(q: Queryable, merchantId: number, ops: readonly Op[]): Promise<Findings> {
  const f = noFindings();
  const merchants = await q.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
  for (const m of merchants) merge(f, ledgerFindings(await verifyLedger(q, m.id), `merchant ${m.code}`));
  merge(f, presenceFindings(ops, await presenceCounts(q, merchantId, ops)));
  return f;
}
