import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, expectLedgerSound } from '../../support/money';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';
import { requestWithdrawal } from '../../support/withdrawals';

/**
 * Settling a payment in transit from the back office's withdrawal queue
 * (docs/decisions/back-office.md): forcing its receipt (the held money leaves once) or
 * cancelling it (it never arrived: nothing moves, the amount is unsent again), by owners and
 * finance, in the merchant scope, audited, on the same function as the ops CLI. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let finance: string;
let otherFinance: string;
let owner: string;
let auroraFinance: string;
beforeAll(async () => {
  server = await startTestServer();
  finance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  otherFinance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  owner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner'));
  auroraFinance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance', 'aurora'));
});
afterAll(() => server.close());

interface Queued {
  reference: string;
  status: string;
  received: number;
  inTransit: number;
  unsent: number;
  payments: { id: number; amount: number; status: string }[];
}

const force = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/withdrawals/force-receipt', { token, body });
const cancel = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/withdrawals/cancel-payment', { token, body });

/** A withdrawal of `amount` with one payment of it sent by finance: its reference and payment id. */
async function sentWithdrawal(
  member: TestMember,
  amount = '100',
): Promise<{ reference: string; paymentId: number }> {
  const reference = await requestWithdrawal(server, member, amount, { fundMinor: 500_00 });
  const paid = await opsCall(server, 'POST', '/ops/withdrawals/pay', { token: finance, body: { reference } });
  expect(paid.statusCode, paid.body).toBe(200);
  return { reference, paymentId: paid.json().value.paymentId as number };
}

async function ledgerOf(reference: string): Promise<Record<string, number>> {
  const rows = await server.deps.db.query<{ kind: string; n: number }>(
    'SELECT kind, count(*)::int AS n FROM ledger_transactions WHERE reference = $1 GROUP BY kind',
    [reference],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

const auditOf = (reference: string, actionPrefix = 'withdrawal.') =>
  server.deps.db.query<{ actor: string; action: string; before: unknown; after: unknown }>(
    `SELECT actor, action, before, after FROM operator_audit
      WHERE target = $1 AND action LIKE $2 AND action <> 'withdrawal.pay' ORDER BY id`,
    [`withdrawal:${reference}`, `${actionPrefix}%`],
  );

/** The member's own view of the withdrawal's payments. */
async function memberSees(member: TestMember, reference: string) {
  const res = await api<{
    items: { reference: string; status: string; payouts: { id: number; status: string }[] }[];
  }>(server, { method: 'GET', url: '/wps/v2/withdrawals', token: member.token });
  return res.value.items.find((w) => w.reference === reference);
}

/** Titles of the member's withdrawal messages about settled payments, in English. */
async function settledTold(member: TestMember): Promise<string[]> {
  const page = await api<{ items: { category: string; title: string }[] }>(server, {
    method: 'GET',
    url: '/wps/v2/messages',
    token: member.token,
    body: { pageSize: 50, language: 'EN' },
  });
  return page.value.items
    .filter((i) => i.category === 'withdrawal' && /confirmed|cancelled/.test(i.title))
    .map((i) => i.title);
}

describe('receipt disputes in the withdrawal queue', () => {
  it('R4.36 finance forces the receipt of a sent payment: the hold leaves once and is not returned, the withdrawal completes, the audit has it, the member is told', async () => {
    const m = await createTestMember(server.deps.db);
    const { reference, paymentId } = await sentWithdrawal(m);
    expect(await balance(server.deps.db, m, 'hold')).toBe(100_00);
    const res = await force(finance, { reference, paymentId, remark: ' Bank slip 88231 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.withdrawal as Queued).toMatchObject({
      status: 'completed',
      received: 100_00,
      inTransit: 0,
      payments: [{ id: paymentId, status: 'forced' }],
    });
    expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    expect(await balance(server.deps.db, m)).toBe(400_00);
    expect(await ledgerOf(reference)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.payout': 1 });
    expect((await memberSees(m, reference))?.status).toBe('completed');
    expect(await auditOf(reference)).toMatchObject([
      {
        action: 'withdrawal.forceReceipt',
        before: { status: 'paying', inTransit: 100_00, payment: { id: paymentId, status: 'sent' } },
        after: {
          status: 'completed',
          received: 100_00,
          payment: { status: 'forced' },
          remark: 'Bank slip 88231',
        },
      },
    ]);
    expect(await settledTold(m)).toEqual(['Withdrawal payment confirmed']);
    // Settled: a second force or a cancel is refused and nothing moves again.
    expect((await force(owner, { reference, paymentId })).json().code).toBe('CONFLICT');
    expect((await cancel(owner, { reference, paymentId })).json().code).toBe('CONFLICT');
    expect(await ledgerOf(reference)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.payout': 1 });
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('a disputed payment that never arrived is cancelled: no money moves, its amount can be paid again, the member is told', async () => {
    const m = await createTestMember(server.deps.db);
    const { reference, paymentId } = await sentWithdrawal(m, '80');
    // The member reported it as not received.
    await server.deps.db.query("UPDATE withdrawal_payouts SET status = 'disputed' WHERE id = $1", [
      paymentId,
    ]);
    const res = await cancel(finance, { reference, paymentId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.withdrawal as Queued).toMatchObject({
      status: 'paying',
      inTransit: 0,
      unsent: 80_00,
      payments: [{ id: paymentId, status: 'cancelled' }],
    });
    expect(await ledgerOf(reference)).toEqual({ 'withdrawal.hold': 1 });
    expect(await balance(server.deps.db, m, 'hold')).toBe(80_00);
    expect(await auditOf(reference)).toMatchObject([
      {
        action: 'withdrawal.cancelPayment',
        before: { inTransit: 80_00, payment: { status: 'disputed' } },
        after: { unsent: 80_00, payment: { status: 'cancelled' } },
      },
    ]);
    expect(await settledTold(m)).toEqual(['Withdrawal payment cancelled']);
    // Nothing in transit now: the withdrawal can be rejected, and the hold returns once.
    const rejected = await opsCall(server, 'POST', '/ops/withdrawals/reject', {
      token: finance,
      body: { reference, reason: 'The bank returned the transfer' },
    });
    expect(rejected.json().value.withdrawal.status).toBe('rejected');
    expect(await balance(server.deps.db, m)).toBe(500_00);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('50 force and cancel calls of two operators at once on one payment settle it once; the money moves at most once', async () => {
    const m = await createTestMember(server.deps.db);
    const { reference, paymentId } = await sentWithdrawal(m, '120');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const token = i % 2 === 0 ? finance : otherFinance;
        return i % 3 === 0 ? cancel(token, { reference, paymentId }) : force(token, { reference, paymentId });
      }),
    );
    const codes = answers.map((a) => (a.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(49);
    const lines = await auditOf(reference);
    expect(lines).toHaveLength(1);
    if (lines[0]?.action === 'withdrawal.forceReceipt') {
      expect(await ledgerOf(reference)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.payout': 1 });
      expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    } else {
      expect(await ledgerOf(reference)).toEqual({ 'withdrawal.hold': 1 });
      expect(await balance(server.deps.db, m, 'hold')).toBe(120_00);
    }
    expect(await balance(server.deps.db, m)).toBe(380_00);
    // The member is told once, of the outcome that won.
    expect(await settledTold(m)).toEqual([
      lines[0]?.action === 'withdrawal.forceReceipt'
        ? 'Withdrawal payment confirmed'
        : 'Withdrawal payment cancelled',
    ]);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('`npm run ops -- withdrawal force-receipt|cancel-payment` goes through the same function, audited as ops-cli', async () => {
    const ops = (...argv: string[]) =>
      runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);
    const m = await createTestMember(server.deps.db);
    const { reference, paymentId } = await sentWithdrawal(m, '90');
    expect((await ops('withdrawal', 'cancel-payment', 'aurora', reference, String(paymentId))).ok).toBe(true);
    expect((await ops('withdrawal', 'cancel-payment', 'aurora', reference, String(paymentId))).exitCode).toBe(
      2,
    );
    expect((await ops('withdrawal', 'force-receipt', 'aurora', reference, 'x1')).exitCode).toBe(2);
    const again = await opsCall(server, 'POST', '/ops/withdrawals/pay', {
      token: finance,
      body: { reference },
    });
    const second = again.json().value.paymentId as number;
    const forced = await ops(
      'withdrawal',
      'force-receipt',
      'aurora',
      reference,
      String(second),
      '--remark',
      'Slip',
    );
    expect(forced.ok).toBe(true);
    expect(await auditOf(reference)).toMatchObject([
      { actor: 'ops-cli', action: 'withdrawal.cancelPayment' },
      { actor: 'ops-cli', action: 'withdrawal.forceReceipt', after: { remark: 'Slip', status: 'completed' } },
    ]);
    expect(await ledgerOf(reference)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.payout': 1 });
  });

  it('another merchant’s withdrawal is 404, a payment of another withdrawal names paymentId, other roles are refused', async () => {
    const theirs = await createTestMember(server.deps.db, { merchant: 'lumen' });
    const { reference, paymentId } = await sentWithdrawal(theirs, '70');
    expect((await force(auroraFinance, { reference, paymentId })).statusCode).toBe(404);
    expect((await cancel(auroraFinance, { reference, paymentId })).statusCode).toBe(404);
    const ours = await createTestMember(server.deps.db);
    const mine = await sentWithdrawal(ours, '60');
    const wrong = await force(finance, { reference: mine.reference, paymentId });
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'paymentId' }] });
    const missing = await force(finance, { reference: mine.reference });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'paymentId' }] });
    for (const role of ['support', 'content', 'read-only'] as const) {
      const token = await signInOperator(server, await createTestOperator(server.deps.db, role));
      expect((await force(token, { reference: mine.reference, paymentId: mine.paymentId })).statusCode).toBe(
        403,
      );
      expect((await cancel(token, { reference: mine.reference, paymentId: mine.paymentId })).statusCode).toBe(
        403,
      );
    }
    expect(await ledgerOf(reference)).toEqual({ 'withdrawal.hold': 1 });
    expect(await ledgerOf(mine.reference)).toEqual({ 'withdrawal.hold': 1 });
    expect(await auditOf(reference)).toEqual([]);
    expect(await auditOf(mine.reference)).toEqual([]);
  });
});
