import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound } from '../../support/money';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';
import { requestWithdrawal } from '../../support/withdrawals';

/**
 * The back office's withdrawal queue (docs/decisions/back-office.md): the list with its risk
 * flags, paying and rejecting on the cashier services the ops CLI uses, each once however
 * many operators press at once, in the merchant scope and the roles of the caller, every
 * action in the operator audit. PGlite, and PostgreSQL with TEST_DATABASE_URL.
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
  status: string;
  unsent: number;
  inTransit: number;
  destination: { kind: string; provider: string; maskedNumber: string };
  payments: { id: number; amount: number; status: string }[];
  flags: string[];
  sharedWith: number;
  averageAmount: number | null;
  reason?: string;
}

async function queue(token: string, query: Record<string, string> = {}) {
  const res = await opsCall(server, 'GET', '/ops/withdrawals', {
    token,
    query: { pageSize: '100', ...query },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { items: Queued[]; total: number };
}

async function rowOf(reference: string, status = 'open'): Promise<Queued | undefined> {
  return (await queue(owner, { status })).items.find((w) => w.reference === reference);
}

const pay = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/withdrawals/pay', { token, body });
const reject = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/withdrawals/reject', { token, body });

/** Ledger transactions written for a withdrawal, by kind. */
async function ledgerOf(reference: string): Promise<Record<string, number>> {
  const rows = await server.deps.db.query<{ kind: string; n: number }>(
    'SELECT kind, count(*)::int AS n FROM ledger_transactions WHERE reference = $1 GROUP BY kind',
    [reference],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

async function auditOf(reference: string) {
  return server.deps.db.query<{
    actor: string;
    action: string;
    before: { status: string };
    after: { status: string };
    ip: string;
  }>('SELECT actor, action, before, after, ip FROM operator_audit WHERE target = $1 ORDER BY id', [
    `withdrawal:${reference}`,
  ]);
}

const olderThanAWeek = (m: TestMember) =>
  server.deps.db.query("UPDATE members SET created_at = now() - interval '30 days' WHERE id = $1", [
    m.memberId,
  ]);

describe('the withdrawal queue', () => {
  it('flags a destination bound in place of an earlier one, or after another was removed, in the 3 days before; not a first destination', async () => {
    /** A destination of the member's, bound 30 days ago and removed `removed` ago (or kept). */
    const oldDestination = (m: TestMember, removed: string | null) =>
      server.deps.db.query(
        `INSERT INTO payout_accounts (merchant_id, member_id, kind, provider, holder_name, account_number, created_at, removed_at)
         VALUES ($1, $2, 'bank', 'Metro', 'Old Card', $3, now() - interval '30 days', now() - $4::interval)`,
        [m.merchantId, m.memberId, `6${m.memberId}0001`, removed],
      );
    const firstOnly = await createTestMember(server.deps.db);
    await olderThanAWeek(firstOnly);
    const first = await requestWithdrawal(server, firstOnly, '60');
    expect((await rowOf(first))?.flags).toEqual([]);

    const replaced = await createTestMember(server.deps.db);
    await olderThanAWeek(replaced);
    await oldDestination(replaced, null);
    const toNew = await requestWithdrawal(server, replaced, '60');
    expect((await rowOf(toNew))?.flags).toEqual(['changedDestination']);

    const removedOne = await createTestMember(server.deps.db);
    await olderThanAWeek(removedOne);
    await oldDestination(removedOne, '1 day');
    const afterRemoval = await requestWithdrawal(server, removedOne, '60');
    expect((await rowOf(afterRemoval))?.flags).toEqual(['changedDestination']);

    // Changed long ago: the destination used now was bound weeks ago, the old one removed then.
    const settled = await createTestMember(server.deps.db);
    await olderThanAWeek(settled);
    await oldDestination(settled, '20 days');
    const later = await requestWithdrawal(server, settled, '60');
    await server.deps.db.query(
      "UPDATE payout_accounts SET created_at = now() - interval '10 days' WHERE member_id = $1 AND removed_at IS NULL",
      [settled.memberId],
    );
    expect((await rowOf(later))?.flags).toEqual([]);
  });

  it('lists open withdrawals with member, destination, payments and risk flags: new account, shared destination, above average', async () => {
    const regular = await createTestMember(server.deps.db);
    await olderThanAWeek(regular);
    // A first withdrawal of 100.00, paid and received: the member's average.
    const first = await requestWithdrawal(server, regular, '100', { accountNumber: '70011122233' });
    const paid = await pay(finance, { reference: first });
    expect(paid.statusCode, paid.body).toBe(200);
    await api(server, {
      method: 'POST',
      url: '/wps/v2/withdrawals/receipt',
      token: regular.token,
      body: { reference: first, outcome: 'all_received', idempotencyKey: clientKey() },
    });
    expect((await rowOf(first, 'completed'))?.status).toBe('completed');
    const second = await requestWithdrawal(server, regular, '300', { accountNumber: '70011122233' });
    // A member who joined today binds the same destination.
    const newcomer = await createTestMember(server.deps.db);
    const theirs = await requestWithdrawal(server, newcomer, '50', { accountNumber: '70011122233' });
    const loner = await createTestMember(server.deps.db);
    await olderThanAWeek(loner);
    const plain = await requestWithdrawal(server, loner, '60');

    const open = await queue(finance, { status: 'open' });
    const byRef = new Map(open.items.map((w) => [w.reference, w]));
    expect(byRef.get(second)).toMatchObject({
      merchant: 'aurora',
      memberId: regular.memberId,
      username: regular.username,
      amount: 300_00,
      status: 'pending',
      unsent: 300_00,
      destination: { kind: 'bank', provider: 'Metro', maskedNumber: '•••• 2233' },
      payments: [],
      flags: ['sharedDestination', 'aboveAverage'],
      sharedWith: 1,
      averageAmount: 100_00,
    });
    expect(byRef.get(theirs)?.flags).toEqual(['newAccount', 'sharedDestination']);
    expect(byRef.get(plain)?.flags).toEqual([]);
    expect(byRef.has(first)).toBe(false);
    // The open queue is oldest first; decided ones come newest first under their status.
    const refs = open.items.map((w) => w.reference);
    expect(refs.indexOf(second)).toBeLessThan(refs.indexOf(plain));
    const completed = await queue(finance, { status: 'completed' });
    expect(completed.items.find((w) => w.reference === first)?.payments).toMatchObject([
      { amount: 100_00, status: 'received' },
    ]);
    // Paged: a page of one.
    const page = await queue(finance, { status: 'open', pageSize: '1', page: '2' });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(open.total);
    expect(page.items[0]?.reference).toBe(refs[1]);
  });

  it('flags a withdrawal after 3 wrong payment passwords in the day before it; older or fewer ones do not count', async () => {
    /** A member older than a week with a first withdrawal (destination bound), then `wrong` wrong tries. */
    const guessed = async (wrong: number) => {
      const m = await createTestMember(server.deps.db);
      await olderThanAWeek(m);
      const account = `7${m.memberId}`.padEnd(11, '4');
      const first = await requestWithdrawal(server, m, '60', { accountNumber: account });
      // One withdrawal at a time: the first is decided before the next is asked for.
      expect((await reject(finance, { reference: first, reason: 'Asked again later' })).statusCode).toBe(200);
      const [bound] = await server.deps.db.query<{ id: number }>(
        'SELECT id FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL',
        [m.memberId],
      );
      for (let i = 0; i < wrong; i++) {
        const res = await api(server, {
          method: 'POST',
          url: '/wps/v2/withdrawals',
          token: m.token,
          body: {
            payoutAccountId: Number(bound?.id),
            amount: '60',
            paymentPassword: '135792',
            idempotencyKey: clientKey(),
          },
        });
        expect(res.message).toContain('payment password is wrong');
      }
      return { m, first, next: () => requestWithdrawal(server, m, '60', { accountNumber: account }) };
    };
    const three = await guessed(3);
    const flagged = await three.next();
    expect((await rowOf(flagged))?.flags).toEqual(['failedPaymentPasswords']);
    // The tries came after the first withdrawal: it stays unflagged.
    expect((await rowOf(three.first, 'rejected'))?.flags).toEqual([]);

    const two = await guessed(2);
    expect((await rowOf(await two.next()))?.flags).toEqual([]);

    const old = await guessed(3);
    await server.deps.db.query(
      "UPDATE payment_password_failures SET failed_at = now() - interval '2 days' WHERE member_id = $1",
      [old.m.memberId],
    );
    expect((await rowOf(await old.next()))?.flags).toEqual([]);
  });
});

describe('paying and rejecting', () => {
  it('pays in parts then the rest; the held money leaves once, when received; a paid withdrawal cannot be paid again', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestWithdrawal(server, m, '300');
    expect(await balance(server.deps.db, m)).toBe(700_00);
    expect(await balance(server.deps.db, m, 'hold')).toBe(300_00);
    const part = await pay(finance, { reference: ref, amount: '100' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().value.withdrawal).toMatchObject({
      status: 'paying',
      inTransit: 100_00,
      unsent: 200_00,
    });
    const rest = await pay(otherFinance, { reference: ref });
    expect(rest.json().value.withdrawal).toMatchObject({ inTransit: 300_00, unsent: 0 });
    const again = await pay(finance, { reference: ref });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    // Sent is not yet out: the money leaves the hold when the member confirms.
    expect(await ledgerOf(ref)).toEqual({ 'withdrawal.hold': 1 });
    await api(server, {
      method: 'POST',
      url: '/wps/v2/withdrawals/receipt',
      token: m.token,
      body: { reference: ref, outcome: 'all_received', idempotencyKey: clientKey() },
    });
    expect(await ledgerOf(ref)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.payout': 2 });
    expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    expect(await balance(server.deps.db, m)).toBe(700_00);
    const late = await pay(finance, { reference: ref, amount: '1' });
    expect(late.statusCode).toBe(409);
    const audit = await auditOf(ref);
    expect(audit.map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['withdrawal.pay', 'pending', 'paying'],
      ['withdrawal.pay', 'paying', 'paying'],
    ]);
    expect(audit[0]?.ip).not.toBe('');
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('rejects with a reason: the held amount returns to the main wallet once, and the member reads the reason', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestWithdrawal(server, m, '250');
    const res = await reject(finance, { reference: ref, reason: 'Name on the account differs' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.withdrawal).toMatchObject({
      status: 'rejected',
      reason: 'Name on the account differs',
      unsent: 0,
    });
    const twice = await reject(otherFinance, { reference: ref, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(await ledgerOf(ref)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.release': 1 });
    expect(await balance(server.deps.db, m)).toBe(1_000_00);
    expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    const mine = await api<{ items: { reference: string; status: string; reason?: string }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/withdrawals',
      token: m.token,
    });
    expect(mine.value.items.find((w) => w.reference === ref)).toMatchObject({
      status: 'rejected',
      reason: 'Name on the account differs',
    });
    const [line] = await auditOf(ref);
    expect(line).toMatchObject({
      action: 'withdrawal.reject',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('50 pay and reject calls of two operators at once on one withdrawal: one wins, the money moves once, the balances are exact', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestWithdrawal(server, m, '400', { fundMinor: 600_00 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const token = i % 2 === 0 ? finance : otherFinance;
        return i % 3 === 0
          ? reject(token, { reference: ref, reason: `Duplicate request ${i}` })
          : pay(token, { reference: ref });
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.statusCode === 200)?.json().value.withdrawal as Queued;
    const payouts = await server.deps.db.query<{ amount: number }>(
      'SELECT p.amount FROM withdrawal_payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.reference = $1',
      [ref],
    );
    if (winner.status === 'rejected') {
      expect(payouts).toHaveLength(0);
      expect(await ledgerOf(ref)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.release': 1 });
      expect(await balance(server.deps.db, m)).toBe(600_00);
      expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    } else {
      expect(winner.status).toBe('paying');
      expect(payouts.map((p) => Number(p.amount))).toEqual([400_00]);
      expect(await ledgerOf(ref)).toEqual({ 'withdrawal.hold': 1 });
      expect(await balance(server.deps.db, m)).toBe(200_00);
      expect(await balance(server.deps.db, m, 'hold')).toBe(400_00);
    }
    expect(await auditOf(ref)).toHaveLength(1);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });
});

describe('one service for the back office and the ops CLI', () => {
  it('`npm run ops -- withdrawal pay` and `reject` act through the same service and are in the operator audit as ops-cli', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestWithdrawal(server, m, '90');
    const ops = (...argv: string[]) =>
      runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);
    expect((await ops('withdrawal', 'pay', 'aurora', ref, '--amount', '40', '--by', 'kim')).ok).toBe(true);
    // The back office sees the CLI's payment, and pays the rest of it.
    expect(await rowOf(ref)).toMatchObject({ status: 'paying', inTransit: 40_00, unsent: 50_00 });
    expect((await pay(finance, { reference: ref })).json().value.withdrawal).toMatchObject({ unsent: 0 });
    expect((await ops('withdrawal', 'pay', 'aurora', ref)).exitCode).toBe(2);
    const audit = await auditOf(ref);
    expect(audit.map((a) => [a.actor, a.action, a.ip])).toEqual([
      ['ops-cli', 'withdrawal.pay', 'cli'],
      [expect.stringMatching(/^opfinance/), 'withdrawal.pay', expect.any(String)],
    ]);
    const [sent] = await server.deps.db.query<{ sent_by: string }>(
      'SELECT p.sent_by FROM withdrawal_payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.reference = $1 ORDER BY p.id',
      [ref],
    );
    expect(sent?.sent_by).toBe('ops:kim');
  });
});

describe('roles and merchant scope', () => {
  it("an operator of one merchant sees and acts on its own withdrawals only; another merchant's reference answers 404 and changes nothing", async () => {
    const auroraFinance = await signInOperator(
      server,
      await createTestOperator(server.deps.db, 'finance', 'aurora'),
    );
    const theirMember = await createTestMember(server.deps.db, { merchant: 'lumen' });
    const theirs = await requestWithdrawal(server, theirMember, '300');
    const ourMember = await createTestMember(server.deps.db);
    const ours = await requestWithdrawal(server, ourMember, '70');
    const list = await queue(auroraFinance);
    expect(list.items.every((w) => w.merchant === 'aurora')).toBe(true);
    expect(list.items.map((w) => w.reference)).toContain(ours);
    expect(list.items.map((w) => w.reference)).not.toContain(theirs);
    const named = await opsCall(server, 'GET', '/ops/withdrawals', {
      token: auroraFinance,
      query: { merchant: 'lumen' },
    });
    expect(named.statusCode).toBe(403);
    for (const res of [
      await pay(auroraFinance, { reference: theirs }),
      await reject(auroraFinance, { reference: theirs, reason: 'Not mine' }),
      await pay(auroraFinance, { reference: theirs, merchant: 'lumen' }),
    ])
      expect(res.statusCode).not.toBe(200);
    expect((await pay(auroraFinance, { reference: theirs })).statusCode).toBe(404);
    expect((await reject(auroraFinance, { reference: theirs, reason: 'Not mine' })).statusCode).toBe(404);
    // A platform-wide operator sees both, and may name the merchant.
    const wide = await queue(owner, { merchant: 'lumen' });
    expect(wide.items.find((w) => w.reference === theirs)).toMatchObject({
      status: 'pending',
      payments: [],
      merchant: 'lumen',
    });
    expect(await ledgerOf(theirs)).toEqual({ 'withdrawal.hold': 1 });
    expect(await auditOf(theirs)).toEqual([]);
  });

  it('support, content and read-only operators are refused and nothing changes', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestWithdrawal(server, m, '80');
    for (const role of ['support', 'content', 'read-only'] as const) {
      const token = await signInOperator(server, await createTestOperator(server.deps.db, role));
      expect((await opsCall(server, 'GET', '/ops/withdrawals', { token })).statusCode).toBe(403);
      expect((await pay(token, { reference: ref })).statusCode).toBe(403);
      expect((await reject(token, { reference: ref, reason: 'No' })).statusCode).toBe(403);
    }
    expect(await rowOf(ref)).toMatchObject({ status: 'pending', unsent: 80_00, payments: [] });
    expect(await ledgerOf(ref)).toEqual({ 'withdrawal.hold': 1 });
    expect(await auditOf(ref)).toEqual([]);
    expect(await balance(server.deps.db, m, 'hold')).toBe(80_00);
  });
});

describe('bad input names the field and changes nothing', () => {
  it('a reason is 1 to 200 characters, an amount a positive decimal of at most the unsent rest, a status one of the queues', async () => {
    const m = await createTestMember(server.deps.db);
    const ref = await requestWithdrawal(server, m, '60');
    const fieldOf = (res: { json(): unknown }) =>
      (res.json() as { errors?: { field: string }[] }).errors?.[0]?.field;
    const cases: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [reject(finance, { reference: ref }), 'reason'],
      [reject(finance, { reference: ref, reason: '' }), 'reason'],
      [reject(finance, { reference: ref, reason: '   ' }), 'reason'],
      [reject(finance, { reference: ref, reason: 'x'.repeat(201) }), 'reason'],
      [pay(finance, { reference: ref, amount: 'ten' }), 'amount'],
      [pay(finance, { reference: ref, amount: '0' }), 'amount'],
      [pay(finance, { reference: ref, amount: '1.005' }), 'amount'],
      [pay(finance, { reference: ref, amount: '60.01' }), 'amount'],
      [pay(finance, { reference: '' }), 'reference'],
      [opsCall(server, 'GET', '/ops/withdrawals', { token: finance, query: { status: 'paid' } }), 'status'],
      [
        opsCall(server, 'GET', '/ops/withdrawals', { token: finance, query: { pageSize: '1000' } }),
        'pageSize',
      ],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.statusCode, field).toBe(400);
      expect(fieldOf(res), JSON.stringify(res.json())).toBe(field);
    }
    expect((await reject(finance, { reference: ref, reason: 'x'.repeat(200) })).statusCode).toBe(200);
    expect(await ledgerOf(ref)).toEqual({ 'withdrawal.hold': 1, 'withdrawal.release': 1 });
    expect(await auditOf(ref)).toHaveLength(1);
  });
});
