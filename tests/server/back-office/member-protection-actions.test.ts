import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, loginByPassword, registerByUsername } from '../../support/accounts';
import { createTestMember } from '../../support/members';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { setProtectionClock } from '../../support/protection-clock';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * An operator's actions on a member's limits and exclusions (docs/decisions/operator-protection.md):
 * lift an indefinite self-exclusion at the member's request after 7 days, place a time-out or
 * exclusion (sessions end, login refused), lower a limit at once but never raise or remove one.
 * Owners and support only, within their merchant, each audited with before, after and reason.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let owner: string;
let support: string;
let auroraSupport: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner'));
  support = await signInOperator(server, await createTestOperator(server.deps.db, 'support'));
  auroraSupport = await signInOperator(server, await createTestOperator(server.deps.db, 'support', 'aurora'));
});
afterAll(() => server.close());
afterEach(() => setProtectionClock(server.deps.db, 0));

const DAY = 24;
const post = (token: string, path: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', `/ops/members/${path}`, { token, body });

const auditOf = (memberId: number) =>
  server.deps.db.query<{ action: string; before: unknown; after: Record<string, unknown> }>(
    'SELECT action, before, after FROM operator_audit WHERE target = $1 AND action <> $2 ORDER BY id',
    [`member:${memberId}`, 'member.view'],
  );

const inboxTitles = async (memberId: number) =>
  (
    await server.deps.db.query<{ title: Record<string, string> }>(
      'SELECT title FROM member_messages WHERE member_id = $1 ORDER BY id',
      [memberId],
    )
  ).map((r) => r.title.EN);

const limitOf = async (memberId: number, kind: string, period: string) =>
  (
    await server.deps.db.query<{ amount: string | null }>(
      'SELECT amount FROM protection_limits WHERE member_id = $1 AND kind = $2 AND period = $3',
      [memberId, kind, period],
    )
  ).map((r) => (r.amount === null ? null : Number(r.amount)))[0];

async function registered() {
  const reg = await registerByUsername(server);
  expect(reg.status, JSON.stringify(reg)).toBe(200);
  return { id: reg.value.customerId, username: reg.username, password: reg.password, token: reg.value.token };
}

async function selfExcluded(period: string, kind = 'self-exclusion') {
  const m = await registered();
  const res = await server.call({
    method: 'POST',
    url: '/wps/v2/protection/break',
    token: m.token,
    payload: { kind, period, understood: true },
  });
  expect(res.statusCode).toBe(200);
  return m;
}

async function memberLimit(token: string, kind: string, period: string, amount: string | null) {
  const res = await server.call({
    method: 'POST',
    url: '/wps/v2/protection/limits',
    token,
    payload: { kind, period, amount },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('lifting an indefinite self-exclusion from the back office', () => {
  it('is refused before 7 days and for a time-out, then lifted with its reason: audited, the member told, login open', async () => {
    const m = await selfExcluded('indefinite');
    await setProtectionClock(server.deps.db, 7 * DAY - 1);
    const early = await post(support, 'exclusion-lift', { id: m.id, reason: 'Asked by phone' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/can be lifted from .*7 days after it began/);

    await setProtectionClock(server.deps.db, 7 * DAY + 0.1);
    const blank = await post(support, 'exclusion-lift', { id: m.id, reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().errors)).toContain('reason');
    // Two lifts at once: one lifts, the other finds nothing left to lift.
    const both = await Promise.all([
      post(support, 'exclusion-lift', { id: m.id, reason: 'Asked by phone' }),
      post(owner, 'exclusion-lift', { id: m.id, reason: 'Asked by phone' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await loginByPassword(server, m.username, m.password)).success).toBe(true);
    const lines = (await auditOf(m.id)).filter((l) => l.action === 'member.exclusionLift');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      before: { kind: 'self-exclusion', period: 'indefinite' },
      after: { lifted: true, reason: 'Asked by phone' },
    });
    expect(await inboxTitles(m.id)).toContain('Your self-exclusion has ended');

    const timeOut = await selfExcluded('1w', 'time-out');
    const refused = await post(support, 'exclusion-lift', { id: timeOut.id, reason: 'Asked' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be lifted before it ends/);
    expect(await auditOf(timeOut.id)).toEqual([]);
  });
});

describe('placing a time-out or exclusion', () => {
  it('holds at once: the member is signed out, login refused with its end, audited and told', async () => {
    const m = await registered();
    const res = await post(auroraSupport, 'break-place', {
      id: m.id,
      kind: 'time-out',
      period: '48h',
      reason: 'Risk finding: chasing losses',
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().value as { kind: string; until: string; sessionsEnded: number };
    expect(placed).toMatchObject({ kind: 'time-out', sessionsEnded: 1 });
    const info = await api(server, { method: 'GET', url: '/wps/member/info', token: m.token });
    expect(info.status).toBe(401);
    const login = await loginByPassword(server, m.username, m.password);
    expect(login.code).toBe('SELF_EXCLUDED');
    expect(login.value).toEqual({ kind: 'time-out', until: placed.until });
    expect((await auditOf(m.id)).map((l) => [l.action, l.after])).toEqual([
      [
        'member.breakPlace',
        expect.objectContaining({ kind: 'time-out', period: '48h', reason: 'Risk finding: chasing losses' }),
      ],
    ]);
    expect(await inboxTitles(m.id)).toEqual(['A time-out has been placed on your account']);
    // Told in every language of the portal, with the end as anyone can read it.
    const [told] = await server.deps.db.query<{
      title: Record<string, string>;
      body: Record<string, string>;
    }>('SELECT title, body FROM member_messages WHERE member_id = $1', [m.id]);
    const until = `${placed.until.slice(0, 10)} ${placed.until.slice(11, 16)} UTC`;
    expect(Object.keys(told?.title ?? {}).sort()).toEqual(['CN', 'EN', 'ID', 'JA', 'TH', 'TY', 'VI']);
    for (const body of Object.values(told?.body ?? {})) expect(body).toContain(until);
  });

  it('refuses an unknown kind, a period the kind does not offer and an empty reason, changing nothing', async () => {
    const m = await createTestMember(server.deps.db);
    for (const body of [
      { kind: 'holiday', period: '24h', reason: 'x' },
      { kind: 'time-out', period: '6m', reason: 'x' },
      { kind: 'self-exclusion', period: '24h', reason: 'x' },
      { kind: 'time-out', period: '24h', reason: ' ' },
    ]) {
      const res = await post(support, 'break-place', { id: m.memberId, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const [{ n } = { n: 0 }] = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM protection_exclusions WHERE member_id = $1',
      [m.memberId],
    );
    expect(n).toBe(0);
    expect(await auditOf(m.memberId)).toEqual([]);
  });
});

describe('lowering a limit at the member’s request', () => {
  it('holds at once and drops a pending raise; a raise or removal is refused naming the field', async () => {
    const m = await registered();
    await memberLimit(m.token, 'deposit', 'day', '100');
    await memberLimit(m.token, 'deposit', 'day', '500');
    const lower = await post(support, 'limit-lower', {
      id: m.id,
      kind: 'deposit',
      period: 'day',
      amount: '50',
      reason: 'Member asked by chat',
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().value).toEqual({ from: 10000, to: 5000 });
    const [row] = await server.deps.db.query<{ amount: string; pending_amount: string | null }>(
      "SELECT amount, pending_amount FROM protection_limits WHERE member_id = $1 AND kind = 'deposit' AND period = 'day'",
      [m.id],
    );
    expect(row).toEqual({ amount: expect.anything(), pending_amount: null });
    expect(Number(row?.amount)).toBe(5000);

    const raise = await post(support, 'limit-lower', {
      id: m.id,
      kind: 'deposit',
      period: 'day',
      amount: '60',
      reason: 'x',
    });
    expect(raise.statusCode).toBe(400);
    expect(raise.json().errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    const remove = await post(support, 'limit-lower', {
      id: m.id,
      kind: 'deposit',
      period: 'day',
      reason: 'x',
    });
    expect(remove.statusCode).toBe(400);
    expect(JSON.stringify(remove.json().errors)).toContain('amount');
    const noReason = await post(support, 'limit-lower', {
      id: m.id,
      kind: 'deposit',
      period: 'day',
      amount: '10',
      reason: '',
    });
    expect(JSON.stringify(noReason.json().errors)).toContain('reason');
    expect(await limitOf(m.id, 'deposit', 'day')).toBe(5000);
    expect((await auditOf(m.id)).map((l) => [l.action, l.before, l.after])).toEqual([
      [
        'member.limitLower',
        { kind: 'deposit', period: 'day', limit: 10000 },
        { kind: 'deposit', period: 'day', limit: 5000, reason: 'Member asked by chat' },
      ],
    ]);
  });

  it('two lowerings at once end at the lower amount, also for a first limit', async () => {
    for (const before of [null, '1000'] as const) {
      const m = await registered();
      if (before) await memberLimit(m.token, 'loss', 'week', before);
      const res = await Promise.all(
        ['300', '200'].map((amount) =>
          post(support, 'limit-lower', { id: m.id, kind: 'loss', period: 'week', amount, reason: 'asked' }),
        ),
      );
      expect(res.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect(await limitOf(m.id, 'loss', 'week')).toBe(20000);
    }
  });

  it('the session time limit: shorter at once, longer or a length not offered refused naming minutes', async () => {
    const m = await createTestMember(server.deps.db);
    const first = await post(owner, 'limit-lower', {
      id: m.memberId,
      kind: 'session',
      minutes: 120,
      reason: 'asked',
    });
    expect(first.json().value).toEqual({ from: null, to: 120 });
    for (const minutes of [240, 45]) {
      const res = await post(owner, 'limit-lower', {
        id: m.memberId,
        kind: 'session',
        minutes,
        reason: 'asked',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'minutes' })]);
    }
    const shorter = await post(owner, 'limit-lower', {
      id: m.memberId,
      kind: 'session',
      minutes: 60,
      reason: 'asked',
    });
    expect(shorter.json().value).toEqual({ from: 120, to: 60 });
  });
});

describe('who may act', () => {
  it('finance, content and read-only are refused; a scoped operator gets NOT_FOUND for another merchant’s member', async () => {
    const m = await createTestMember(server.deps.db);
    const calls = [
      ['exclusion-lift', { reason: 'x' }],
      ['break-place', { kind: 'time-out', period: '24h', reason: 'x' }],
      ['limit-lower', { kind: 'wager', period: 'month', amount: '10', reason: 'x' }],
    ] as const;
    for (const role of ['finance', 'content', 'read-only'] as const) {
      const token = await signInOperator(server, await createTestOperator(server.deps.db, role));
      for (const [path, body] of calls)
        expect((await post(token, path, { id: m.memberId, ...body })).statusCode, `${role} ${path}`).toBe(
          403,
        );
    }
    const theirs = await createTestMember(server.deps.db, { merchant: 'lumen' });
    for (const [path, body] of calls) {
      const res = await post(auroraSupport, path, { id: theirs.memberId, ...body });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await auditOf(m.memberId)).toEqual([]);
    expect(await auditOf(theirs.memberId)).toEqual([]);
    expect(await limitOf(theirs.memberId, 'wager', 'month')).toBeUndefined();
  });
});
