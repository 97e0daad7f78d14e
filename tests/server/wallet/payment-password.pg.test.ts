import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_MAX_TRIES } from '../../../schemas/api/wallet-rules';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, fund, givePaymentPassword } from '../../support/money';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: wrong payment
 * passwords split between them lock payments after the same five tries as through one,
 * the lock holds on both, and nothing is paid out.
 */
const RIGHT = '246810';
let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let member: TestMember;
let accountId: number;
beforeAll(async () => {
  database = await processDatabase();
  member = await database.withDb(async (db) => {
    const m = await createTestMember(db);
    await fund(db, m, 1000_00);
    await givePaymentPassword(db, m, RIGHT);
    return m;
  });
  [a, b] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
  const bound = await callProcess(a, '/wps/v2/payout-accounts', {
    method: 'POST',
    token: member.token,
    body: {
      kind: 'bank',
      provider: 'Metro Bank',
      holderName: 'Ann Lee',
      accountNumber: String(Date.now()).slice(-12),
      paymentPassword: RIGHT,
    },
  });
  expect(bound.body.success).toBe(true);
  accountId = (bound.body.value as { id: number }).id;
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

const withdraw = (s: ServerProcess, paymentPassword: string) =>
  callProcess(s, '/wps/v2/withdrawals', {
    method: 'POST',
    token: member.token,
    body: { payoutAccountId: accountId, amount: '100', paymentPassword, idempotencyKey: clientKey() },
  });

describe('payment password across two processes on one PostgreSQL', () => {
  it(`R9.19 50 wrong payment passwords at once through both processes: ${PAYMENT_PASSWORD_MAX_TRIES} are compared, payments lock on both, and the right one after them pays nothing`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => withdraw(i % 2 ? a : b, '000001')),
    );
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(PAYMENT_PASSWORD_MAX_TRIES - 1);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => ['BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'BUSY'].includes(c))).toBe(true);

    const right = await Promise.all([withdraw(a, RIGHT), withdraw(b, RIGHT)]);
    expect(right.map((r) => r.body.code)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    await database.withDb(async (db) => {
      expect(await balance(db, member)).toBe(1000_00);
      const [row] = await db.query<{ tries: number; failures: number }>(
        'SELECT tries, failures FROM guess_counters WHERE key = $1',
        [`paypw:${member.merchantId}:${member.memberId}`],
      );
      expect(row).toMatchObject({ tries: PAYMENT_PASSWORD_MAX_TRIES, failures: PAYMENT_PASSWORD_MAX_TRIES });
    });
  });
});
