import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MAX_SPAN_DAYS } from '../../../schemas/api/ops/audit-rules';
import { dayString, dayNumber, todayAt } from '../../../schemas/api/wallet-rules';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The operator audit in the back office (docs/decisions/back-office.md): owners and read-only
 * operators read it, newest first, paged and filtered; an operator of one merchant reads only
 * its merchant's lines; a date range spans at most 31 days; reading it adds no line.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let owner: string;
let readOnly: string;
let auroraOwner: string;
let auroraId: number;
let lumenId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner'));
  readOnly = await signInOperator(server, await createTestOperator(server.deps.db, 'read-only'));
  auroraOwner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner', 'aurora'));
  const ids = await server.deps.db.query<{ id: number; code: string }>(
    "SELECT id, code FROM merchants WHERE code IN ('aurora', 'lumen')",
  );
  auroraId = ids.find((m) => m.code === 'aurora')?.id as number;
  lumenId = ids.find((m) => m.code === 'lumen')?.id as number;
});
afterAll(() => server.close());

interface Line {
  id: number;
  at: string;
  actor: string;
  action: string;
  merchant: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string;
  userAgent: string;
}

/** A name no other test uses, so each test reads only the lines it wrote. */
const fresh = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** Append a line as the services do, at a given time (days ago from now). */
async function line(e: {
  actor: string;
  action: string;
  merchantId?: number | null;
  target?: string;
  before?: unknown;
  after?: unknown;
  daysAgo?: number;
}): Promise<void> {
  await server.deps.db.query(
    `INSERT INTO operator_audit (operator_id, actor, action, merchant_id, target, before, after, ip, user_agent, at)
     VALUES (NULL, $1, $2, $3, $4, $5::jsonb, $6::jsonb, '203.0.113.9', 'Test agent', now() - make_interval(days => $7))`,
    [
      e.actor,
      e.action,
      e.merchantId ?? null,
      e.target ?? null,
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
      e.daysAgo ?? 0,
    ],
  );
}

function read(token: string, query: Record<string, string>) {
  return opsCall(server, 'GET', '/ops/audit', { token, query });
}

async function page(token: string, query: Record<string, string>) {
  const res = await read(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { items: Line[]; total: number; from: string; to: string };
}

const auditCount = async () =>
  (await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit'))[0]?.n;

describe('who reads the operator audit', () => {
  it('owners and read-only operators read it; finance, content and support are refused with FORBIDDEN, and the refusal is audited', async () => {
    const actor = fresh('who');
    await line({ actor, action: 'member.view', merchantId: auroraId, target: 'member:1' });
    for (const token of [owner, readOnly]) {
      const { items } = await page(token, { actor });
      expect(items.map((l) => l.action)).toEqual(['member.view']);
    }
    for (const role of ['finance', 'content', 'support'] as const) {
      const op = await createTestOperator(server.deps.db, role, 'aurora');
      const res = await read(await signInOperator(server, op), { actor });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: `Your role (${role}) may not do this` });
      const [denied] = await server.deps.db.query<{ target: string }>(
        "SELECT target FROM operator_audit WHERE actor = $1 AND action = 'denied'",
        [op.username],
      );
      expect(denied?.target).toBe('backOffice.audit');
    }
  });

  it('reading the audit adds no line to it', async () => {
    const before = await auditCount();
    await page(owner, {});
    await page(readOnly, { action: 'member.' });
    expect(await auditCount()).toBe(before);
  });
});

describe('merchant isolation', () => {
  it("an operator of one merchant never reads another merchant's lines, nor platform-wide ones, even naming the other merchant", async () => {
    const actor = fresh('iso');
    await line({ actor, action: 'member.view', merchantId: auroraId, target: 'member:11' });
    await line({ actor, action: 'member.view', merchantId: lumenId, target: 'member:12' });
    await line({ actor, action: 'signIn', merchantId: null, target: 'session:13' });

    const own = await page(auroraOwner, { actor });
    expect(own.items.map((l) => [l.merchant, l.target])).toEqual([['aurora', 'member:11']]);
    expect(own.total).toBe(1);
    // Naming its own merchant is the same; naming another is refused, not answered.
    expect((await page(auroraOwner, { actor, merchant: 'aurora' })).total).toBe(1);
    const other = await read(auroraOwner, { actor, merchant: 'lumen' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    // Nor does a target of the other merchant's line reach it.
    expect((await page(auroraOwner, { target: 'member:12', actor })).items).toEqual([]);

    // A platform-wide operator reads every merchant's lines, or one merchant's.
    const all = await page(owner, { actor });
    expect(all.items.map((l) => l.merchant)).toEqual([null, 'lumen', 'aurora']);
    const lumen = await page(owner, { actor, merchant: 'lumen' });
    expect(lumen.items.map((l) => l.target)).toEqual(['member:12']);
    const unknown = await read(owner, { actor, merchant: 'nosuchmerchant' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'merchant', message: 'no merchant has this code' }]);
  });
});

describe('filters and paging', () => {
  it('filters by actor (any case), action exactly or by prefix, and target; each line carries before, after, address and agent', async () => {
    const actor = fresh('flt');
    const other = fresh('flt');
    await line({ actor, action: 'member.view', merchantId: auroraId, target: 'member:21' });
    await line({
      actor,
      action: 'deposit.approve',
      merchantId: auroraId,
      target: 'deposit:DPX1',
      before: { status: 'pending' },
      after: { status: 'approved', payer: '<img src=x onerror=alert(1)>' },
    });
    await line({ actor, action: 'member.lock', merchantId: auroraId, target: 'member:22' });
    await line({ actor: other, action: 'member.view', merchantId: auroraId, target: 'member:21' });

    expect((await page(owner, { actor: actor.toUpperCase() })).total).toBe(3);
    const members = await page(owner, { actor, action: 'member.' });
    expect(members.items.map((l) => l.action)).toEqual(['member.lock', 'member.view']);
    // Without the dot, `member` is an action of its own: no prefix match.
    expect((await page(owner, { actor, action: 'member' })).total).toBe(0);
    expect((await page(owner, { actor, action: 'member.view' })).items.map((l) => l.target)).toEqual([
      'member:21',
    ]);
    const byTarget = await page(owner, { target: 'member:21' });
    expect(new Set(byTarget.items.map((l) => l.actor))).toEqual(new Set([actor, other]));
    const [deposit] = (await page(owner, { actor, target: 'deposit:DPX1' })).items;
    expect(deposit).toMatchObject({
      actor,
      action: 'deposit.approve',
      merchant: 'aurora',
      before: { status: 'pending' },
      after: { status: 'approved', payer: '<img src=x onerror=alert(1)>' },
      ip: '203.0.113.9',
      userAgent: 'Test agent',
    });
    expect(Number.isNaN(Date.parse(deposit?.at ?? ''))).toBe(false);
  });

  it('pages newest first, with the total; the date range keeps older lines out and defaults to the last 31 days', async () => {
    const actor = fresh('pg');
    for (let i = 0; i < 5; i++) await line({ actor, action: 'member.view', target: `member:${i}` });
    await line({ actor, action: 'member.view', target: 'member:old', daysAgo: 40 });

    const first = await page(owner, { actor, pageSize: '2' });
    expect(first.total).toBe(5);
    expect(first.items.map((l) => l.target)).toEqual(['member:4', 'member:3']);
    const third = await page(owner, { actor, pageSize: '2', page: '3' });
    expect(third.items.map((l) => l.target)).toEqual(['member:0']);
    const times = [...first.items, ...third.items].map((l) => Date.parse(l.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The default range: the last 31 days up to today.
    const today = todayAt(0);
    expect(first).toMatchObject({ to: today, from: dayString((dayNumber(today) as number) - 30) });
    // An older range finds the old line only.
    const oldDay = dayString((dayNumber(today) as number) - 40);
    const old = await page(owner, { actor, from: oldDay, to: oldDay });
    expect(old.items.map((l) => l.target)).toEqual(['member:old']);
  });

  it('refuses a bad date range naming the field: not a date, ending before it starts, longer than 31 days', async () => {
    const today = dayNumber(todayAt(0)) as number;
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2026-02-30' }, 'from', 'must be a date as YYYY-MM-DD'],
      [{ to: 'yesterday' }, 'to', 'must be a date as YYYY-MM-DD'],
      [{ from: dayString(today), to: dayString(today - 1) }, 'to', 'must not be before the first day'],
      [
        { from: dayString(today - AUDIT_MAX_SPAN_DAYS), to: dayString(today) },
        'to',
        `must be at most ${AUDIT_MAX_SPAN_DAYS} days after the first day`,
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await read(owner, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field, message }] });
    }
    // Exactly 31 days is allowed.
    const ok = await page(owner, { from: dayString(today - AUDIT_MAX_SPAN_DAYS + 1), to: dayString(today) });
    expect(ok.to).toBe(dayString(today));
  });
});
