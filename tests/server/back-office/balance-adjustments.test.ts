import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENT_APPROVAL_ABOVE } from '../../../schemas/api/ops/adjustment-rules';
import { api, setSetting } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund } from '../../support/money';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Balance adjustments in the back office (docs/decisions/back-office.md): owners and finance
 * credit or debit a member's main wallet with a reason, through the ledger in one transaction,
 * idempotent on the client's key, never below zero; above ADJUSTMENT_APPROVAL_ABOVE a second
 * operator approves or rejects; the member is told; each step audited with before and after;
 * an operator of one merchant never reaches another's. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let finance: string;
let owner: string;
let otherFinance: string;
let auroraFinance: string;
beforeAll(async () => {
  server = await startTestServer();
  finance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  owner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner'));
  otherFinance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  auroraFinance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance', 'aurora'));
});
afterAll(() => server.close());

interface Adjustment {
  id: number;
  amount: number;
  status: string;
  requestedBy: string;
  decidedBy: string;
  reason: string;
  decisionReason: string;
}

const request = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/adjustments/request', {
    token,
    body: { direction: 'credit', reason: 'Goodwill for a lost round', clientKey: clientKey(), ...body },
  });
const approve = (token: string, id: number) =>
  opsCall(server, 'POST', '/ops/adjustments/approve', { token, body: { id } });
const reject = (token: string, id: number, reason = 'Not agreed') =>
  opsCall(server, 'POST', '/ops/adjustments/reject', { token, body: { id, reason } });

const adjustmentOf = (res: { json(): unknown }) =>
  (res.json() as { value: { adjustment: Adjustment } }).value.adjustment;

async function postingsOf(id: number): Promise<number> {
  const [row] = await server.deps.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'adjustment' AND idempotency_key = $1",
    [`adjustment:${id}`],
  );
  return row?.n ?? 0;
}

const auditOf = (m: TestMember) =>
  server.deps.db.query<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }>(
    "SELECT action, before, after FROM operator_audit WHERE target = $1 AND action LIKE 'adjustment.%' ORDER BY id",
    [`member:${m.memberId}`],
  );

async function inbox(m: TestMember) {
  const res = await api<{ items: { title: string; preview: string }[] }>(server, {
    method: 'GET',
    url: '/wps/v2/messages',
    token: m.token,
  });
  return res.value.items.filter((i) => i.title === 'Balance adjusted');
}

const big = (ADJUSTMENT_APPROVAL_ABOVE + 1) / 100;

describe('an adjustment up to the approval amount', () => {
  it('is applied at once through the ledger, the member is told why, and the audit has the balance before and after', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 5_000);
    const key = clientKey();
    const res = await request(finance, { memberId: m.memberId, amount: '12.50', clientKey: key });
    expect(res.statusCode, res.body).toBe(200);
    const a = adjustmentOf(res);
    expect(a).toMatchObject({ amount: 1_250, status: 'applied', reason: 'Goodwill for a lost round' });
    expect(await balance(server.deps.db, m)).toBe(6_250);
    expect(await postingsOf(a.id)).toBe(1);
    const [told] = await inbox(m);
    expect(told?.preview).toContain('12.50 USD was added to your main wallet: Goodwill for a lost round.');
    expect(await auditOf(m)).toEqual([
      {
        action: 'adjustment.apply',
        before: { main: 5_000 },
        after: { main: 6_250, adjustment: a.id, amount: 1_250, reason: 'Goodwill for a lost round' },
      },
    ]);
    // The same key again (a retry after a lost answer) answers the first adjustment: nothing moves twice.
    const retry = await request(finance, { memberId: m.memberId, amount: '12.50', clientKey: key });
    expect(adjustmentOf(retry).id).toBe(a.id);
    expect(await balance(server.deps.db, m)).toBe(6_250);
    // The same key for another request is refused.
    const other = await request(finance, { memberId: m.memberId, amount: '13', clientKey: key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', errors: [{ field: 'clientKey' }] });
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('a debit never takes the wallet below zero: refused, and nothing is recorded', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 1_000);
    const short = await request(owner, { memberId: m.memberId, direction: 'debit', amount: '10.01' });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', errors: [{ field: 'amount' }] });
    const [rows] = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM balance_adjustments WHERE member_id = $1',
      [m.memberId],
    );
    expect(rows?.n).toBe(0);
    expect(await auditOf(m)).toEqual([]);
    const debit = await request(owner, {
      memberId: m.memberId,
      direction: 'debit',
      amount: '10',
      reason: 'Double credit',
    });
    expect(adjustmentOf(debit)).toMatchObject({ amount: -1_000, status: 'applied' });
    expect(await balance(server.deps.db, m)).toBe(0);
    expect((await inbox(m))[0]?.preview).toContain(
      '10.00 USD was taken from your main wallet: Double credit.',
    );
  });

  it('an amount or reason that cannot be used answers VALIDATION naming the field', async () => {
    const m = await createTestMember(server.deps.db);
    for (const amount of ['0', 'abc', '1.234', '-5']) {
      const res = await request(finance, { memberId: m.memberId, amount });
      expect(res.statusCode, amount).toBe(400);
      expect(JSON.stringify(res.json().errors), amount).toContain('amount');
    }
    const blank = await request(finance, { memberId: m.memberId, amount: '1', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'reason', message: 'is required' }]);
  });
});

describe('an adjustment above the approval amount', () => {
  it('waits for a second operator: the one who asked cannot approve it; another does, once; the member is told', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await request(finance, {
      memberId: m.memberId,
      amount: String(big),
      reason: 'Jackpot paid by hand',
    });
    const a = adjustmentOf(res);
    expect(a).toMatchObject({ status: 'pending', amount: ADJUSTMENT_APPROVAL_ABOVE + 1 });
    expect(await balance(server.deps.db, m)).toBe(0);
    expect(await postingsOf(a.id)).toBe(0);
    // Exactly the approval amount is applied at once.
    const edge = await request(finance, {
      memberId: m.memberId,
      amount: String(ADJUSTMENT_APPROVAL_ABOVE / 100),
    });
    expect(adjustmentOf(edge).status).toBe('applied');

    const own = await approve(finance, a.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You asked for this adjustment: another operator must approve it');
    const list = await opsCall(server, 'GET', '/ops/adjustments', {
      token: otherFinance,
      query: { status: 'pending', memberId: String(m.memberId) },
    });
    expect((list.json().value.items as Adjustment[]).map((i) => i.id)).toEqual([a.id]);

    const ok = await approve(otherFinance, a.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(adjustmentOf(ok)).toMatchObject({
      status: 'applied',
      decidedBy: expect.stringMatching(/^opfinance/),
    });
    expect(await balance(server.deps.db, m)).toBe(ADJUSTMENT_APPROVAL_ABOVE * 2 + 1);
    expect(await postingsOf(a.id)).toBe(1);
    expect((await inbox(m)).some((i) => i.preview.includes('Jackpot paid by hand'))).toBe(true);
    expect((await auditOf(m)).map((l) => [l.action, l.before, l.after])).toEqual([
      [
        'adjustment.request',
        null,
        { adjustment: a.id, status: 'pending', amount: a.amount, reason: 'Jackpot paid by hand' },
      ],
      ['adjustment.apply', { main: 0 }, expect.objectContaining({ main: ADJUSTMENT_APPROVAL_ABOVE })],
      [
        'adjustment.approve',
        { status: 'pending', main: ADJUSTMENT_APPROVAL_ABOVE },
        { status: 'applied', main: ADJUSTMENT_APPROVAL_ABOVE * 2 + 1, adjustment: a.id, amount: a.amount },
      ],
    ]);
  });

  it('50 approvals at once by two other operators credit once; the rest are told it was decided', async () => {
    const m = await createTestMember(server.deps.db);
    const a = adjustmentOf(await request(finance, { memberId: m.memberId, amount: String(big) }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => approve(i % 2 ? owner : otherFinance, a.id)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(
      'The adjustment was already applied',
    );
    expect(await balance(server.deps.db, m)).toBe(ADJUSTMENT_APPROVAL_ABOVE + 1);
    expect(await postingsOf(a.id)).toBe(1);
    expect((await auditOf(m)).filter((l) => l.action === 'adjustment.approve')).toHaveLength(1);
    expect(await inbox(m)).toHaveLength(1);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('a forged or replayed decision is refused with a clear error: unknown id, already decided', async () => {
    const m = await createTestMember(server.deps.db);
    const unknown = await approve(otherFinance, 987_654_321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Adjustment not found' });
    const a = adjustmentOf(await request(finance, { memberId: m.memberId, amount: String(big) }));
    const rejected = await reject(otherFinance, a.id, 'No evidence of the lost round');
    expect(adjustmentOf(rejected)).toMatchObject({
      status: 'rejected',
      decisionReason: 'No evidence of the lost round',
    });
    for (const replay of [() => approve(owner, a.id), () => reject(owner, a.id)]) {
      const res = await replay();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'The adjustment was already rejected' });
    }
    expect(await balance(server.deps.db, m)).toBe(0);
    expect(await postingsOf(a.id)).toBe(0);
    // A rejection needs its reason.
    const b = adjustmentOf(await request(finance, { memberId: m.memberId, amount: String(big) }));
    const noReason = await reject(otherFinance, b.id, ' ');
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'is required' }]);
    // The one who asked may withdraw their own request.
    expect(adjustmentOf(await reject(finance, b.id, 'Asked by mistake')).status).toBe('rejected');
  });

  it('a debit approved after the wallet emptied is refused and stays pending', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, ADJUSTMENT_APPROVAL_ABOVE + 1);
    const a = adjustmentOf(
      await request(finance, {
        memberId: m.memberId,
        direction: 'debit',
        amount: String(big),
        reason: 'Bonus abuse',
      }),
    );
    await request(finance, { memberId: m.memberId, direction: 'debit', amount: '1' });
    const res = await approve(owner, a.id);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    const list = await opsCall(server, 'GET', '/ops/adjustments', {
      token: owner,
      query: { memberId: String(m.memberId) },
    });
    expect((list.json().value.items as Adjustment[]).map((i) => i.status)).toEqual(['pending']);
  });
});

describe("an operator of one merchant never reaches another merchant's adjustments", () => {
  it('asking for, approving and listing answer for its own merchant only (another merchant’s as NOT_FOUND)', async () => {
    const theirs = await createTestMember(server.deps.db, { merchant: 'lumen' });
    const asked = await request(auroraFinance, { memberId: theirs.memberId, amount: '5' });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().code).toBe('NOT_FOUND');
    const a = adjustmentOf(await request(finance, { memberId: theirs.memberId, amount: String(big) }));
    const approved = await approve(auroraFinance, a.id);
    expect(approved.statusCode).toBe(404);
    expect(approved.json().message).toBe('Adjustment not found');
    expect((await reject(auroraFinance, a.id)).statusCode).toBe(404);
    const list = await opsCall(server, 'GET', '/ops/adjustments', { token: auroraFinance, query: {} });
    expect((list.json().value.items as Adjustment[]).some((i) => i.id === a.id)).toBe(false);
    expect(
      (
        await opsCall(server, 'GET', '/ops/adjustments', {
          token: auroraFinance,
          query: { merchant: 'lumen' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await balance(server.deps.db, theirs)).toBe(0);
  });
});

describe('a merchant’s own approval amount', () => {
  it('jade sets 200.00 in its settings: 250.00 waits for a second operator, 150.00 is applied at once, and the member page says the amount', async () => {
    await setSetting(server, 'adjustmentApprovalAbove', 20_000, 'jade');
    const m = await createTestMember(server.deps.db, { merchant: 'jade' });
    const above = adjustmentOf(await request(finance, { memberId: m.memberId, amount: '250' }));
    expect(above).toMatchObject({ status: 'pending', amount: 25_000 });
    const below = adjustmentOf(await request(finance, { memberId: m.memberId, amount: '150' }));
    expect(below).toMatchObject({ status: 'applied', amount: 15_000 });
    expect(await balance(server.deps.db, m)).toBe(15_000);
    const page = await opsCall(server, 'GET', '/ops/members/detail', {
      token: owner,
      query: { id: String(m.memberId) },
    });
    expect(page.json().value.member.adjustmentApprovalAbove).toBe(20_000);
    // Aurora sets none: the platform's default applies there.
    const a = await createTestMember(server.deps.db);
    const auroraPage = await opsCall(server, 'GET', '/ops/members/detail', {
      token: owner,
      query: { id: String(a.memberId) },
    });
    expect(auroraPage.json().value.member.adjustmentApprovalAbove).toBe(ADJUSTMENT_APPROVAL_ABOVE);
    expect(adjustmentOf(await request(finance, { memberId: a.memberId, amount: '250' })).status).toBe(
      'applied',
    );
  });
});
