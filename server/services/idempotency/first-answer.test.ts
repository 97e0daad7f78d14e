import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, merchantId } from '../../../tests/support/members';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { ApiError } from '../../domain/api-error';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { answerOnce, describeRequest, type MoneyCall } from './first-answer';
import { isReplayed } from './replayed-answers';
import { canonicalJson } from './request-hash';
import { FIRST_ANSWER_KEEP_HOURS, sweepFirstAnswers } from './retention';

let server: TestServer;
let mid: number;
beforeAll(async () => {
  server = await startTestServer();
  mid = await merchantId(server.deps.db);
});
afterAll(() => server.close());

let n = 0;
const callOf = (request: Record<string, unknown>, key = `k${++n}-${Date.now()}`): MoneyCall => ({
  call: 'test.pay',
  key,
  keyField: 'idempotencyKey',
  request,
});

/** A call that moves `amount` from the cashier to the member and answers the balance. */
async function pay(memberId: number, call: MoneyCall, amount: number, before?: () => Promise<void>) {
  return answerOnce(
    server.deps.db,
    mid,
    call,
    async (q) => {
      const tx = await postTransaction(q, 'USD', {
        merchantId: mid,
        kind: 'deposit',
        postings: [
          { account: { system: 'cashier' }, amount: -amount },
          { account: { memberId, kind: 'main' }, amount },
        ],
      });
      return { transactionId: tx.id, balance: tx.entries[1]?.balanceAfter ?? 0, replayed: false };
    },
    before ? { before } : {},
  );
}

describe('first answers of money calls', () => {
  it('a retry with the same key and request gets the first answer, marked as a replay; nothing moves twice', async () => {
    const m = await createTestMember(server.deps.db);
    const call = callOf({ amount: 500 });
    const first = await pay(m.memberId, call, 500);
    expect(isReplayed(first)).toBe(false);
    const again = await pay(m.memberId, call, 500);
    expect(isReplayed(again)).toBe(true);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(server.deps.db, mid, { memberId: m.memberId, kind: 'main' })).toBe(500);
  });

  it('the same key with another request is refused, naming the first request and when it was made', async () => {
    const m = await createTestMember(server.deps.db);
    const call = callOf({ amount: 500, to: 'main' });
    await pay(m.memberId, call, 500);
    const err = await pay(m.memberId, { ...call, request: { amount: 700, to: 'main' } }, 700).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_MISMATCH',
      errors: [
        { field: 'idempotencyKey', message: 'already used for another request (amount 500, to "main")' },
      ],
      value: { first: { request: { amount: 500, to: 'main' } } },
    });
    expect((err as ApiError).message).toMatch(/at \d{4}-\d\d-\d\dT.*\(amount 500, to "main"\)/);
    expect(await balanceOf(server.deps.db, mid, { memberId: m.memberId, kind: 'main' })).toBe(500);
  });

  it('twins sent at once: one does the work, every one answers it', async () => {
    const m = await createTestMember(server.deps.db);
    const call = callOf({ amount: 300 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(m.memberId, call, 300)));
    expect(answers.filter((a) => !isReplayed(a))).toHaveLength(1);
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(await balanceOf(server.deps.db, mid, { memberId: m.memberId, kind: 'main' })).toBe(300);
  });

  it('a call that failed stores nothing: its retry runs afresh', async () => {
    const m = await createTestMember(server.deps.db);
    const call = callOf({ amount: 100 });
    await expect(
      answerOnce(server.deps.db, mid, call, async () => {
        throw ApiError.conflict('not now');
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const answer = await pay(m.memberId, call, 100);
    expect(isReplayed(answer)).toBe(false);
  });

  it('checks with lasting effects run only for a call not answered yet', async () => {
    const m = await createTestMember(server.deps.db);
    const call = callOf({ amount: 100 });
    let asked = 0;
    const ask = async () => {
      asked += 1;
    };
    await pay(m.memberId, call, 100, ask);
    await pay(m.memberId, call, 100, ask);
    expect(asked).toBe(1);
  });

  it(`keeps answers ${FIRST_ANSWER_KEEP_HOURS} hours (at least 24), then sweeps them`, async () => {
    expect(FIRST_ANSWER_KEEP_HOURS).toBeGreaterThanOrEqual(24);
    const m = await createTestMember(server.deps.db);
    const fresh = callOf({ amount: 1 });
    const old = callOf({ amount: 1 });
    await pay(m.memberId, fresh, 1);
    await pay(m.memberId, old, 1);
    await server.deps.db.query(
      `UPDATE first_answers SET created_at = now() - ($3::int * interval '1 hour') - interval '1 minute'
        WHERE merchant_id = $1 AND key = $2`,
      [mid, old.key, FIRST_ANSWER_KEEP_HOURS],
    );
    expect(await sweepFirstAnswers(server.deps.db)).toBeGreaterThanOrEqual(1);
    const left = await server.deps.db.query<{ key: string }>(
      'SELECT key FROM first_answers WHERE merchant_id = $1 AND key = ANY($2::text[])',
      [mid, [fresh.key, old.key]],
    );
    expect(left.map((r) => r.key)).toEqual([fresh.key]);
  });

  it('one request text for one request, whatever the order of its fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
    expect(describeRequest({ from: 'main', amount: 2550, note: null })).toBe('amount 2550, from "main"');
  });
});
