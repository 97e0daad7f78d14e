import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import type { Static } from '@sinclair/typebox';
import type { getActivityStatement, getStatementRequest } from '../../../schemas/api/protection-statement';
import { dayNumber, dayString, monthsBefore } from '../../../schemas/api/wallet-rules';
import { post } from '../../../server/services/ledger/post-transaction';
import { createTestMember, type TestMember } from '../../support/members';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { fund } from '../../support/money';
import { setProtectionClock } from '../../support/protection-clock';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setProtectionClock(server.deps.db, 0));

type Statement = Static<typeof getActivityStatement.response>;
type Request = NonNullable<Static<typeof getStatementRequest.response>['request']>;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => dayString((dayNumber(today()) as number) - n);

function statement(m: TestMember, query: string) {
  return server.call({ method: 'GET', url: `/wps/v2/protection/statement?${query}`, token: m.token });
}
const askForStatement = (m: TestMember) =>
  server.call({ method: 'POST', url: '/wps/v2/protection/statement/request', token: m.token, payload: {} });

async function withdrawPaid(m: TestMember, minor: number) {
  await post(server.deps.db, 'USD', {
    merchantId: m.merchantId,
    kind: 'withdrawal.hold',
    reference: `test-w-${m.memberId}`,
    postings: [
      { account: { memberId: m.memberId, kind: 'main' }, amount: -minor },
      { account: { memberId: m.memberId, kind: 'hold' }, amount: minor },
    ],
  });
  await post(server.deps.db, 'USD', {
    merchantId: m.merchantId,
    kind: 'withdrawal.payout',
    reference: `test-w-${m.memberId}`,
    postings: [
      { account: { memberId: m.memberId, kind: 'hold' }, amount: -minor },
      { account: { system: 'cashier' }, amount: minor },
    ],
  });
}

async function bonus(m: TestMember, minor: number) {
  await post(server.deps.db, 'USD', {
    merchantId: m.merchantId,
    kind: 'bonus.reward',
    reference: `test-b-${m.memberId}`,
    postings: [
      { account: { system: 'bonus' }, amount: -minor },
      { account: { memberId: m.memberId, kind: 'main' }, amount: minor },
    ],
  });
}

/** A member with a little of everything: 500.00 in, three rounds, a bonus, 120.00 paid out. */
async function activeMember(): Promise<TestMember> {
  const m = await createTestMember(server.deps.db);
  await fund(server.deps.db, m, 300_00);
  await fund(server.deps.db, m, 200_00);
  await playRound(server.deps.db, m, { stake: 10_00, payout: 25_50 });
  await playRound(server.deps.db, m, { stake: 40_00, payout: 0 });
  await playRound(server.deps.db, m, { stake: 5_25 });
  await bonus(m, 15_00);
  await withdrawPaid(m, 120_00);
  return m;
}

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

async function auditOf(m: TestMember) {
  return server.deps.db.query<{ actor: string; action: string; detail: Record<string, unknown> }>(
    'SELECT actor, action, detail FROM protection_audit WHERE member_id = $1 ORDER BY id',
    [m.memberId],
  );
}

describe('activity statement', () => {
  it('sums deposits, withdrawals, stakes, payouts and bonuses exactly as the ledger holds them', async () => {
    const m = await activeMember();
    const res = server.json<Statement>(await statement(m, `from=${daysAgo(30)}&to=${today()}`));
    const expected = {
      deposits: 500_00,
      withdrawals: 120_00,
      stakes: 55_25,
      payouts: 25_50,
      net: 25_50 - 55_25,
      bonuses: 15_00,
    };
    expect(res.value.totals).toEqual(expected);
    expect(res.value.rows).toEqual([{ period: today(), ...expected }]);
    expect(res.value.currency).toBe('USD');
    // The same movements as the account record shows them, category by category.
    for (const [category, key, sign] of [
      ['deposit', 'deposits', 1],
      ['withdrawal', 'withdrawals', -1],
    ] as const) {
      const record = server.json<{ totals: { net: number } }>(
        await server.call({
          method: 'GET',
          url: `/wps/v2/records/transactions?startDate=${daysAgo(30)}&endDate=${today()}&category=${category}`,
          token: m.token,
        }),
      );
      expect(sign * record.value.totals.net).toBe(expected[key]);
    }
    const [balance] = await server.deps.db.query<{ b: string }>(
      `SELECT sum(e.amount)::bigint AS b FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id = $1`,
      [m.memberId],
    );
    const t = res.value.totals;
    expect(Number(balance?.b)).toBe(t.deposits - t.withdrawals + t.net + t.bonuses);
  });

  it('groups by month on request and shows nothing of another member', async () => {
    const m = await activeMember();
    const other = await createTestMember(server.deps.db);
    await fund(server.deps.db, other, 999_00);
    const res = server.json<Statement>(await statement(m, `from=${daysAgo(60)}&to=${today()}&groupBy=month`));
    expect(res.value.groupBy).toBe('month');
    expect(res.value.rows.map((r) => r.period)).toEqual([today().slice(0, 7)]);
    expect(res.value.totals.deposits).toBe(500_00);
    const empty = server.json<Statement>(await statement(other, `from=${daysAgo(60)}&to=${today()}`));
    expect(empty.value.totals).toMatchObject({ deposits: 999_00, stakes: 0, withdrawals: 0 });
  });

  it('reaches back three months on the protection clock and no further', async () => {
    const m = await activeMember();
    const earliest = dayString(monthsBefore(dayNumber(today()) as number, 3));
    expect((await statement(m, `from=${earliest}&to=${today()}`)).statusCode).toBe(200);
    const tooOld = server.json(
      await statement(m, `from=${dayString((dayNumber(earliest) as number) - 1)}&to=${today()}`),
    );
    expect(tooOld).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(tooOld.errors).toEqual([{ field: 'from', message: expect.stringContaining('3 months') }]);
    // Forty days on, today has moved with the protection clock: today's movements are still in
    // range, and the earliest day allowed moved too.
    await setProtectionClock(server.deps.db, 24 * 40);
    const later = server.json<Statement>(await statement(m, `from=${today()}&to=${daysAgo(-40)}`));
    expect(later.value.today).toBe(daysAgo(-40));
    expect(later.value.totals.deposits).toBe(500_00);
    const nowTooOld = server.json(await statement(m, `from=${earliest}&to=${today()}`));
    expect(nowTooOld.errors).toEqual([{ field: 'from', message: expect.any(String) }]);
  });

  it('bad input names the field and changes nothing', async () => {
    const m = await activeMember();
    const before = await server.deps.db.query('SELECT count(*)::int AS n FROM statement_requests');
    const cases: [string, string][] = [
      [`from=2026-13-01&to=${today()}`, 'from'],
      [`from=${today()}&to=tomorrow`, 'to'],
      [`from=${today()}&to=${daysAgo(-1)}`, 'to'],
      [`from=${today()}&to=${daysAgo(1)}`, 'to'],
      [`to=${today()}`, 'from'],
      [`from=${today()}&to=${today()}&groupBy=week`, 'groupBy'],
    ];
    for (const [query, field] of cases) {
      const res = server.json(await statement(m, query));
      expect(res, query).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.errors?.[0]?.field, query).toBe(field);
    }
    expect(await server.deps.db.query('SELECT count(*)::int AS n FROM statement_requests')).toEqual(before);
    expect(await auditOf(m)).toEqual([]);
  });
});

describe('per merchant', () => {
  it('a merchant that switches the statement off answers DISABLED to its calls and records nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const restore = await patchMerchantSettings(server, 'aurora', { modules: { activityStatement: false } });
    try {
      const answers = [
        await statement(m, `from=${daysAgo(7)}&to=${today()}&groupBy=day`),
        await askForStatement(m),
        await server.call({ method: 'GET', url: '/wps/v2/protection/statement/request', token: m.token }),
      ];
      expect(answers.map((a) => [a.statusCode, server.json(a).code])).toEqual([
        [403, 'DISABLED'],
        [403, 'DISABLED'],
        [403, 'DISABLED'],
      ]);
      expect(await auditOf(m)).toEqual([]);
    } finally {
      await restore();
    }
    expect(server.json(await statement(m, `from=${daysAgo(7)}&to=${today()}&groupBy=day`)).success).toBe(
      true,
    );
  });
});

describe('twelve-month statement request', () => {
  it('records one open request, audits it and refuses a second until it is sent', async () => {
    const m = await createTestMember(server.deps.db);
    const first = server.json<Request>(await askForStatement(m));
    expect(first.value).toMatchObject({
      status: 'open',
      to: today(),
      from: dayString(monthsBefore(dayNumber(today()) as number, 12)),
    });
    const again = server.json<{ request: Request }>(await askForStatement(m));
    expect(again).toMatchObject({ success: false, code: 'STATEMENT_REQUEST_OPEN' });
    expect(again.value?.request.reference).toBe(first.value.reference);
    const latest = server.json<{ request: Request }>(
      await server.call({ method: 'GET', url: '/wps/v2/protection/statement/request', token: m.token }),
    );
    expect(latest.value.request).toEqual(first.value);
    expect(await auditOf(m)).toEqual([
      {
        actor: 'member',
        action: 'statement.request',
        detail: { reference: first.value.reference, from: first.value.from, to: first.value.to },
      },
    ]);
    const listed = await ops('statement', 'list', 'aurora');
    expect(listed.output).toContain(first.value.reference);
    expect(listed.output).toContain(m.username);
    expect((await ops('statement', 'sent', first.value.reference, '--by', 'alice')).ok).toBe(true);
    expect((await ops('statement', 'list', 'aurora')).output).not.toContain(first.value.reference);
    expect((await ops('statement', 'sent', first.value.reference, '--by', 'alice')).ok).toBe(false);
    expect((await auditOf(m)).map((a) => [a.actor, a.action])).toEqual([
      ['member', 'statement.request'],
      ['ops:alice', 'statement.sent'],
    ]);
    expect(server.json(await askForStatement(m)).success).toBe(true);
  });

  it('twenty requests at once make exactly one', async () => {
    const m = await createTestMember(server.deps.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => askForStatement(m)));
    const codes = answers.map((a) => server.json(a).code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'STATEMENT_REQUEST_OPEN')).toHaveLength(19);
    const [rows] = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM statement_requests WHERE member_id = $1',
      [m.memberId],
    );
    expect(rows?.n).toBe(1);
    expect(await auditOf(m)).toHaveLength(1);
  });
});
