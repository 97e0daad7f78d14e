import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/domain/api-error';
import { post } from '../../../server/services/ledger/post-transaction';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { createTestMember, merchantId } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Many transfers between members at once (real concurrency on PostgreSQL, where rows
 * are locked; serialised on PGlite), with retries of the same idempotency key, some of
 * them racing. After every step, and continuously while transfers run, the ledger's
 * invariants must hold.
 */
let server: TestServer;
let mid: number;
beforeAll(async () => {
  server = await startTestServer();
  mid = await merchantId(server.deps.db);
});
afterAll(() => server.close());

const START = 10_000;

interface Transfer {
  from: number;
  to: number;
  amount: number;
  /** How many times the same request is sent (retries), some at once. */
  copies: number;
}

async function memberState(db: Database, ids: number[]) {
  const rows = await db.query<{ total: number | null; lowest: number | null }>(
    `SELECT sum(balance)::bigint AS total, min(balance)::bigint AS lowest FROM ledger_accounts
      WHERE merchant_id = $1 AND member_id = ANY($2::bigint[]) AND kind = 'main'`,
    [mid, ids],
  );
  return { total: Number(rows[0]?.total ?? 0), lowest: Number(rows[0]?.lowest ?? 0) };
}

async function keysMadeOnce(db: Database, prefix: string): Promise<{ key: string; n: number }[]> {
  return db.query(
    `SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transactions
      WHERE merchant_id = $1 AND idempotency_key LIKE $2 GROUP BY idempotency_key HAVING count(*) <> 1`,
    [mid, `${prefix}%`],
  );
}

const transfersArb = (members: number) =>
  fc.array(
    fc
      .record({
        from: fc.integer({ min: 0, max: members - 1 }),
        to: fc.integer({ min: 0, max: members - 1 }),
        amount: fc.integer({ min: 1, max: 4_000 }),
        copies: fc.oneof(
          { arbitrary: fc.constant(1), weight: 3 },
          { arbitrary: fc.integer({ min: 2, max: 4 }), weight: 1 },
        ),
      })
      .filter((t) => t.from !== t.to),
    { minLength: 60, maxLength: 120 },
  );

describe('ledger under concurrent transfers', () => {
  it('keeps the sum, no negative balance, balanced transactions and one transaction per idempotency key', async () => {
    const db = server.deps.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(transfersArb(6), async (transfers: Transfer[]) => {
        run++;
        const members = await Promise.all(Array.from({ length: 6 }, () => createTestMember(db)));
        for (const m of members) await fundMember(db, m, START);
        const ids = members.map((m) => m.memberId);
        const total = START * members.length;
        const prefix = `conc-${run}-${Date.now()}-`;
        const accepted = new Set<string>();

        // An observer reading the totals while transfers run: every snapshot must hold.
        let running = true;
        const observed: { total: number; lowest: number }[] = [];
        const observer = (async () => {
          while (running) observed.push(await memberState(db, ids));
        })();

        const send = async (t: Transfer, i: number) => {
          const key = `${prefix}${i}`;
          const input = {
            merchantId: mid,
            kind: 'transfer',
            idempotencyKey: key,
            postings: [
              { account: { memberId: ids[t.from] as number, kind: 'main' as const }, amount: -t.amount },
              { account: { memberId: ids[t.to] as number, kind: 'main' as const }, amount: t.amount },
            ],
          };
          const outcomes = await Promise.allSettled(
            Array.from({ length: t.copies }, () => post(db, 'USD', input)),
          );
          const ids_ = new Set(outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.id] : [])));
          // Every copy of one key answers the same transaction, or the same refusal.
          expect(ids_.size).toBeLessThanOrEqual(1);
          for (const o of outcomes) {
            if (o.status === 'rejected') {
              expect(o.reason).toBeInstanceOf(ApiError);
              expect(['INSUFFICIENT_FUNDS', 'CONFLICT']).toContain((o.reason as ApiError).code);
            }
          }
          if (ids_.size === 1) accepted.add(key);
        };

        // Steps of 12 transfers in flight at once; the invariants are checked after each step.
        for (let step = 0; step < transfers.length; step += 12) {
          await Promise.all(transfers.slice(step, step + 12).map((t, j) => send(t, step + j)));
          const state = await memberState(db, ids);
          expect(state.total).toBe(total);
          expect(state.lowest).toBeGreaterThanOrEqual(0);
          expect(await keysMadeOnce(db, prefix)).toEqual([]);
          const check = await verifyLedger(db, mid);
          expect(check).toMatchObject({
            unbalancedTransactions: [],
            driftedAccounts: [],
            negativeAccounts: [],
            total: 0,
          });
        }
        running = false;
        await observer;
        expect(observed.length).toBeGreaterThan(0);
        for (const o of observed) {
          expect(o.total).toBe(total);
          expect(o.lowest).toBeGreaterThanOrEqual(0);
        }
        // Each accepted key made exactly one transaction, refused keys none.
        const made = await db.query<{ key: string }>(
          'SELECT idempotency_key AS key FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key LIKE $2',
          [mid, `${prefix}%`],
        );
        expect(new Set(made.map((r) => r.key))).toEqual(accepted);
        expect(made).toHaveLength(accepted.size);
      }),
      { numRuns: 3 },
    );
  });
});
