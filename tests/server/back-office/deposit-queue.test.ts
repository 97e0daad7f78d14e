import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, expectLedgerSound } from '../../support/money';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { requestDeposit as depositOf } from '../../support/deposits';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The back office's deposit queue (docs/decisions/back-office.md): pending deposits with their
 * risk flags, approved (credited once through the ledger) or rejected with a reason on the
 * service the ops CLI uses, in the merchant scope and the roles of the caller, every decision
 * in the operator audit. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let finance: string;
let otherFinance: string;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  finance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  otherFinance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  owner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner'));
});
afterAll(() => server.close());

interface Queued {
  reference: string;
  merchant: string;
  memberId: number;
  username: string;
  amount: number;
  channel: string;
  payerName: string;
  status: string;
  decidedBy: string;
  flags: string[];
  averageAmount: number | null;
  reason?: string;
}

async function queue(token: string, query: Record<string, string> = {}) {
  const res = await opsCall(server, 'GET', '/ops/deposits', { token, query: { pageSize: '100', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { items: Queued[]; total: number };
}

const requestDeposit = (m: TestMember, amount: string, payerName?: string, merchant?: string) =>
  depositOf(server, m, amount, { ...(payerName ? { payerName } : {}), ...(merchant ? { merchant } : {}) });

const approve = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/deposits/approve', { token, body });
const reject = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/deposits/reject', { token, body });

async function creditsOf(reference: string): Promise<number> {
  const [row] = await server.deps.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = $1 AND kind = 'deposit'",
    [reference],
  );
  return row?.n ?? 0;
}

const auditOf = (reference: string) =>
  server.deps.db.query<{ actor: string; action: string; after: { status: string; reason?: string } }>(
    'SELECT actor, action, after FROM operator_audit WHERE target = $1 ORDER BY id',
    [`deposit:${reference}`],
  );

const olderThanAWeek = (m: TestMember) =>
  server.deps.db.query("UPDATE members SET created_at = now() - interval '30 days' WHERE id = $1", [
    m.memberId,
  ]);

describe('the deposit queue', () => {
  it('lists pending deposits oldest first with their risk flags: new account, above average, payer name differs', async () => {
    const regular = await createTestMember(server.deps.db);
    await olderThanAWeek(regular);
    await server.deps.db.query("UPDATE members SET payee_name = 'Ann Lee' WHERE id = $1", [regular.memberId]);
    const first = await requestDeposit(regular, '100');
    expect((await approve(finance, { reference: first })).statusCode).toBe(200);
    const bigger = await requestDeposit(regular, '300', 'Bob Stone');
    const newcomer = await createTestMember(server.deps.db);
    const theirs = await requestDeposit(newcomer, '50');

    const pending = await queue(finance);
    const refs = pending.items.map((d) => d.reference);
    expect(refs.indexOf(bigger)).toBeLessThan(refs.indexOf(theirs));
    const byRef = new Map(pending.items.map((d) => [d.reference, d]));
    expect(byRef.get(bigger)).toMatchObject({
      merchant: 'aurora',
      memberId: regular.memberId,
      username: regular.username,
      amount: 300_00,
      channel: 'bank',
      payerName: 'Bob Stone',
      status: 'pending',
      decidedBy: '',
      averageAmount: 100_00,
      flags: ['aboveAverage', 'payerNameDiffers'],
    });
    expect(byRef.get(theirs)).toMatchObject({ flags: ['newAccount'], averageAmount: null });
    expect(
      (await queue(owner, { status: 'approved' })).items.find((d) => d.reference === first),
    ).toMatchObject({
      status: 'approved',
      decidedBy: expect.stringMatching(/^bo:opfinance/),
      flags: [],
    });
  });

  it('approving credits the main wallet once, tells the member and is audited; rejecting credits nothing and keeps the reason', async () => {
    const m = await createTestMember(server.deps.db);
    const a = await requestDeposit(m, '120');
    const b = await requestDeposit(m, '30');
    const approved = await approve(finance, { reference: a });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.deposit).toMatchObject({ reference: a, status: 'approved' });
    expect(await balance(server.deps.db, m)).toBe(120_00);
    // A second press, by anyone, is told and changes nothing.
    expect((await approve(otherFinance, { reference: a })).json()).toMatchObject({ code: 'CONFLICT' });
    expect((await reject(otherFinance, { reference: a, reason: 'Late' })).json()).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await creditsOf(a)).toBe(1);

    const rejected = await reject(finance, { reference: b, reason: 'No transfer arrived' });
    expect(rejected.json().value.deposit).toMatchObject({
      status: 'rejected',
      reason: 'No transfer arrived',
    });
    expect(await creditsOf(b)).toBe(0);
    expect(await balance(server.deps.db, m)).toBe(120_00);
    const mine = await api<{ items: { reference: string; status: string }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/deposits',
      token: m.token,
    });
    expect(mine.value.items.find((d) => d.reference === b)?.status).toBe('rejected');
    expect((await auditOf(a)).map((l) => [l.action, l.after.status])).toEqual([
      ['deposit.approve', 'approved'],
    ]);
    expect((await auditOf(b)).map((l) => [l.action, l.after])).toEqual([
      ['deposit.reject', { status: 'rejected', reason: 'No transfer arrived' }],
    ]);
    const [told] = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1',
      [m.memberId],
    );
    expect(told?.n).toBe(2);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('50 approve and reject calls of two operators at once on one deposit: one wins, credited at most once, the balance is exact', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestDeposit(m, '250');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const token = i % 2 === 0 ? finance : otherFinance;
        return i % 3 === 0
          ? reject(token, { reference: ref, reason: `Duplicate ${i}` })
          : approve(token, { reference: ref });
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.statusCode === 200)?.json().value.deposit as Queued;
    expect(await creditsOf(ref)).toBe(winner.status === 'approved' ? 1 : 0);
    expect(await balance(server.deps.db, m)).toBe(winner.status === 'approved' ? 250_00 : 0);
    expect(await auditOf(ref)).toHaveLength(1);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('`npm run ops -- deposit approve` goes through the same service, audited as ops-cli, and may run again', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestDeposit(m, '40');
    const ops = (...argv: string[]) =>
      runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);
    expect((await ops('deposit', 'approve', 'aurora', ref, '--by', 'kim')).ok).toBe(true);
    expect((await ops('deposit', 'approve', 'aurora', ref)).output).toContain('nothing changed');
    expect((await approve(finance, { reference: ref })).statusCode).toBe(409);
    expect((await auditOf(ref)).map((l) => [l.actor, l.action])).toEqual([['ops-cli', 'deposit.approve']]);
    expect(await creditsOf(ref)).toBe(1);
  });
});

describe('roles, merchant scope and bad input', () => {
  it("an operator of one merchant sees and decides its own deposits only; another merchant's answers 404 and changes nothing", async () => {
    const auroraFinance = await signInOperator(
      server,
      await createTestOperator(server.deps.db, 'finance', 'aurora'),
    );
    const theirMember = await createTestMember(server.deps.db, { merchant: 'lumen' });
    const theirs = await requestDeposit(theirMember, '300', 'Ann Lee', 'lumen');
    const list = await queue(auroraFinance);
    expect(list.items.every((d) => d.merchant === 'aurora')).toBe(true);
    expect(list.items.map((d) => d.reference)).not.toContain(theirs);
    expect(
      (await opsCall(server, 'GET', '/ops/deposits', { token: auroraFinance, query: { merchant: 'lumen' } }))
        .statusCode,
    ).toBe(403);
    expect((await approve(auroraFinance, { reference: theirs })).statusCode).toBe(404);
    expect((await reject(auroraFinance, { reference: theirs, reason: 'Not mine' })).statusCode).toBe(404);
    expect(
      (await queue(owner, { merchant: 'lumen' })).items.find((d) => d.reference === theirs)?.status,
    ).toBe('pending');
    expect(await creditsOf(theirs)).toBe(0);
    expect(await auditOf(theirs)).toEqual([]);
  });

  it('support, content and read-only operators are refused and nothing changes', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestDeposit(m, '80');
    for (const role of ['support', 'content', 'read-only'] as const) {
      const token = await signInOperator(server, await createTestOperator(server.deps.db, role));
      expect((await opsCall(server, 'GET', '/ops/deposits', { token })).statusCode).toBe(403);
      expect((await approve(token, { reference: ref })).statusCode).toBe(403);
      expect((await reject(token, { reference: ref, reason: 'No' })).statusCode).toBe(403);
    }
    expect(await creditsOf(ref)).toBe(0);
    expect(await auditOf(ref)).toEqual([]);
  });

  it('a reason is 1 to 200 characters and a status one of the queues, each named', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestDeposit(m, '60');
    const fieldOf = (res: { json(): unknown }) =>
      (res.json() as { errors?: { field: string }[] }).errors?.[0]?.field;
    const cases: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [reject(finance, { reference: ref }), 'reason'],
      [reject(finance, { reference: ref, reason: '   ' }), 'reason'],
      [reject(finance, { reference: ref, reason: 'x'.repeat(201) }), 'reason'],
      [approve(finance, { reference: '' }), 'reference'],
      [opsCall(server, 'GET', '/ops/deposits', { token: finance, query: { status: 'open' } }), 'status'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.statusCode, field).toBe(400);
      expect(fieldOf(res), JSON.stringify(res.json())).toBe(field);
    }
    expect(await creditsOf(ref)).toBe(0);
    expect(await auditOf(ref)).toEqual([]);
  });
});
