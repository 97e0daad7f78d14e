import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, merchantId } from '../../../tests/support/members';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { balanceOf } from './ledger-accounts';
import { post } from './post-transaction';
import { reverseTransaction } from './reverse-transaction';
import { verifyLedger } from './verify-ledger';

let server: TestServer;
let mid: number;
beforeAll(async () => {
  server = await startTestServer();
  mid = await merchantId(server.deps.db);
});
afterAll(() => server.close());

const cashier = { system: 'cashier' } as const;

/** Every transaction balances, every balance equals its entries, and none is below zero. */
async function expectLedgerSound(): Promise<void> {
  expect(await verifyLedger(server.deps.db, mid)).toMatchObject({
    unbalancedTransactions: [],
    driftedAccounts: [],
    negativeAccounts: [],
    total: 0,
  });
}

describe('ledger core', () => {
  it('posts a balanced transaction and keeps balances equal to the entries', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    const tx = await post(server.deps.db, 'USD', {
      merchantId: mid,
      kind: 'deposit',
      postings: [
        { account: cashier, amount: -10_000 },
        { account: main, amount: 10_000 },
      ],
    });
    expect(tx.entries.map((e) => e.balanceAfter)).toContain(10_000);
    expect(await balanceOf(server.deps.db, mid, main)).toBe(10_000);
    await expectLedgerSound();
  });

  it('refuses postings that do not balance, or with fractional or zero amounts, and changes nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    for (const postings of [
      [
        { account: cashier, amount: -100 },
        { account: main, amount: 99 },
      ],
      [
        { account: cashier, amount: -1.5 },
        { account: main, amount: 1.5 },
      ],
      [
        { account: cashier, amount: 0 },
        { account: main, amount: 0 },
      ],
    ]) {
      await expect(
        post(server.deps.db, 'USD', { merchantId: mid, kind: 'deposit', postings }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    }
    expect(await balanceOf(server.deps.db, mid, main)).toBe(0);
  });

  it('refuses to take a member balance below zero, and writes nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    const before = await server.deps.db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    await expect(
      post(server.deps.db, 'USD', {
        merchantId: mid,
        kind: 'withdrawal',
        postings: [
          { account: main, amount: -1 },
          { account: cashier, amount: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const after = await server.deps.db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after).toEqual(before);
  });

  it('returns the first result for a retry with the same key, and refuses the key for another request', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    const input = {
      merchantId: mid,
      kind: 'deposit',
      idempotencyKey: `dep-${m.memberId}-0001`,
      postings: [
        { account: cashier, amount: -500 },
        { account: main, amount: 500 },
      ],
    };
    const first = await post(server.deps.db, 'USD', input);
    const again = await post(server.deps.db, 'USD', input);
    expect(again.id).toBe(first.id);
    expect(again.replayed).toBe(true);
    expect(await balanceOf(server.deps.db, mid, main)).toBe(500);
    await expect(
      post(server.deps.db, 'USD', {
        ...input,
        postings: [
          { account: cashier, amount: -501 },
          { account: main, amount: 501 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
  });

  it('answers a retry of the posting that emptied an account, instead of refusing it as too large', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    const hold = { memberId: m.memberId, kind: 'hold' } as const;
    await post(server.deps.db, 'USD', {
      merchantId: mid,
      kind: 'deposit',
      postings: [
        { account: cashier, amount: -300 },
        { account: main, amount: 300 },
      ],
    });
    const input = {
      merchantId: mid,
      kind: 'withdraw.hold',
      idempotencyKey: `hold-${m.memberId}-all`,
      postings: [
        { account: main, amount: -300 },
        { account: hold, amount: 300 },
      ],
    };
    const first = await post(server.deps.db, 'USD', input);
    const again = await post(server.deps.db, 'USD', input);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(again.entries.map((e) => e.balanceAfter)).toEqual([0, 300]);
    await expect(
      post(server.deps.db, 'USD', { ...input, postings: [...input.postings].reverse() }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    await expect(
      post(server.deps.db, 'USD', { ...input, idempotencyKey: `hold-${m.memberId}-two` }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(server.deps.db, mid, main)).toBe(0);
    expect(await balanceOf(server.deps.db, mid, hold)).toBe(300);
    await expectLedgerSound();
  });

  it('a fingerprint, when given, decides which retries are the same request', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    const input = {
      merchantId: mid,
      kind: 'deposit',
      idempotencyKey: `dep-${m.memberId}-fp`,
      fingerprint: { asked: 'everything' },
      postings: [
        { account: cashier, amount: -400 },
        { account: main, amount: 400 },
      ],
    };
    const first = await post(server.deps.db, 'USD', input);
    // Other amounts (read from balances that moved since), same request: the first result.
    const again = await post(server.deps.db, 'USD', {
      ...input,
      postings: [
        { account: cashier, amount: -250 },
        { account: main, amount: 250 },
      ],
    });
    expect(again).toMatchObject({ id: first.id, replayed: true });
    await expect(
      post(server.deps.db, 'USD', { ...input, fingerprint: { asked: 'half' } }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect(await balanceOf(server.deps.db, mid, main)).toBe(400);
  });

  it('moves money once when the same key is posted concurrently', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    const input = {
      merchantId: mid,
      kind: 'deposit',
      idempotencyKey: `dep-${m.memberId}-race`,
      postings: [
        { account: cashier, amount: -700 },
        { account: main, amount: 700 },
      ],
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => post(server.deps.db, 'USD', input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await balanceOf(server.deps.db, mid, main)).toBe(700);
  });

  it('corrects by a reversing transaction, at most once; rows are append-only', async () => {
    const m = await createTestMember(server.deps.db);
    const main = { memberId: m.memberId, kind: 'main' } as const;
    const tx = await post(server.deps.db, 'USD', {
      merchantId: mid,
      kind: 'deposit',
      postings: [
        { account: cashier, amount: -300 },
        { account: main, amount: 300 },
      ],
    });
    await server.deps.db.tx((q) => reverseTransaction(q, 'USD', { merchantId: mid, transactionId: tx.id }));
    expect(await balanceOf(server.deps.db, mid, main)).toBe(0);
    await expect(
      server.deps.db.tx((q) => reverseTransaction(q, 'USD', { merchantId: mid, transactionId: tx.id })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      server.deps.db.query('UPDATE ledger_entries SET amount = 1 WHERE transaction_id = $1', [tx.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.deps.db.query('DELETE FROM ledger_transactions WHERE id = $1', [tx.id]),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses an account of a member of another merchant', async () => {
    const other = await createTestMember(server.deps.db, { merchant: 'aurora' });
    const otherMerchant = await server.deps.db.query<{ id: number }>(
      "INSERT INTO merchants (code, name, payload_key) VALUES ('zz-test', 'Z', 'k') RETURNING id",
    );
    const zid = (otherMerchant[0] as { id: number }).id;
    await expect(
      post(server.deps.db, 'USD', {
        merchantId: zid,
        kind: 'deposit',
        postings: [
          { account: cashier, amount: -1 },
          { account: { memberId: other.memberId, kind: 'main' }, amount: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
