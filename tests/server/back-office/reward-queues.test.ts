import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { postPoints } from '../../../server/services/points/point-ledger';
import { api } from '../../support/accounts';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { clientKey, givePaymentPassword } from '../../support/money';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { createActivity } from '../../support/rewards';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Promotion applications and point-mall redemptions in the back office
 * (docs/decisions/back-office.md): read by owners, content, finance and read-only operators,
 * decided by owners and content, within the operator's merchant, on the services the ops CLI
 * uses, each decision once and in the audit. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let aurora: number;
let content: string;
let owner: string;
let finance: string;
let lumenContent: string;
beforeAll(async () => {
  server = await startTestServer();
  aurora = await merchantId(server.deps.db);
  content = await signInOperator(server, await createTestOperator(server.deps.db, 'content', 'aurora'));
  owner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner'));
  finance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  lumenContent = await signInOperator(server, await createTestOperator(server.deps.db, 'content', 'lumen'));
});
afterAll(() => server.close());

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

interface Entry {
  id: number;
  merchant: string;
  activity: string;
  username: string;
  status: string;
  amount: number;
  reason?: string;
  decidedBy?: string;
}

interface Redemption {
  id: number;
  reference: string;
  username: string;
  item: string;
  status: string;
  points: number;
  address?: string;
  reason?: string;
}

/** The member applies to an activity through the portal's own call; answers its entry id. */
async function applyTo(member: TestMember, activityId: number): Promise<number> {
  const res = await api<{ activity: { state: string } }>(server, {
    method: 'POST',
    url: '/wps/relay/MCS2_joinRafflePromotion',
    token: member.token,
    body: { activityId },
  });
  expect(res.value.activity.state).toBe('applying');
  const [row] = await server.deps.db.query<{ id: number }>(
    'SELECT id FROM reward_entries WHERE activity_id = $1 AND member_id = $2',
    [activityId, member.memberId],
  );
  return Number(row?.id);
}

const activityCode = async (id: number) =>
  (await server.deps.db.query<{ code: string }>('SELECT code FROM reward_activities WHERE id = $1', [id]))[0]
    ?.code ?? '';

const entries = async (token: string, query: Record<string, string> = {}) =>
  (
    await opsCall(server, 'GET', '/ops/rewards/entries', { token, query: { pageSize: '100', ...query } })
  ).json() as {
    code: string;
    value: { items: Entry[]; total: number; activities: string[] };
  };

const issue = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/rewards/issue', { token, body });
const rejectEntry = (token: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', '/ops/rewards/reject', { token, body });

const auditOf = (target: string) =>
  server.deps.db.query<{ actor: string; action: string; before: unknown; after: unknown }>(
    'SELECT actor, action, before, after FROM operator_audit WHERE target = $1 ORDER BY id',
    [target],
  );

/** What the member's reward centre says of the activity. */
async function stateFor(member: TestMember, activityId: number) {
  const res = await api<{ activities: { id: number; state: string; amount: number; reason?: string }[] }>(
    server,
    {
      method: 'GET',
      url: '/wps/relay/MCS2_getRafflePromotionList',
      token: member.token,
      body: { language: 'EN' },
    },
  );
  return res.value.activities.find((a) => a.id === activityId);
}

describe('promotion applications', () => {
  it('content issues an application with another amount: the member can claim it, and the audit has it', async () => {
    const member = await createTestMember(server.deps.db);
    const activity = await createActivity(server.deps.db, aurora, { mode: 'apply', amount: 40_00 });
    const id = await applyTo(member, activity);
    const code = await activityCode(activity);
    const waiting = await entries(content, { activity: code });
    expect(waiting.value.items).toMatchObject([
      {
        id,
        merchant: 'aurora',
        activity: code,
        username: member.username,
        status: 'applying',
        amount: 40_00,
      },
    ]);
    expect(waiting.value.activities).toContain(code);

    const issued = await issue(content, { id, amount: '55.50' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().value.entry).toMatchObject({ status: 'issued', amount: 55_50 });
    expect(await stateFor(member, activity)).toMatchObject({ state: 'issued', amount: 55_50 });
    const [line] = await auditOf(`reward-entry:${id}`);
    expect(line).toMatchObject({
      action: 'reward.issue',
      before: { status: 'applying', amount: null },
      after: { status: 'issued', amount: 55_50 },
    });
    // Issued once: a second press is told another decision came first.
    expect((await issue(owner, { id })).json().code).toBe('CONFLICT');
    expect((await rejectEntry(owner, { id, reason: 'Too late' })).json().code).toBe('CONFLICT');
    expect(await auditOf(`reward-entry:${id}`)).toHaveLength(1);
  });

  it('a rejection carries a reason the member reads; an empty or too long reason names the field', async () => {
    const member = await createTestMember(server.deps.db);
    const activity = await createActivity(server.deps.db, aurora, { mode: 'apply' });
    const id = await applyTo(member, activity);
    for (const reason of ['   ', 'x'.repeat(201)]) {
      const res = await rejectEntry(content, { id, reason });
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'reason' }] });
    }
    for (const amount of ['0', '-3', 'ten', '1.234']) {
      const res = await issue(content, { id, amount });
      expect(res.json(), amount).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'amount' }] });
    }
    const bad = await entries(content, { status: 'everything' });
    expect(bad).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'status' }] });
    const res = await rejectEntry(content, { id, reason: ' Only for members who deposited this week ' });
    expect(res.json().value.entry).toMatchObject({
      status: 'rejected',
      reason: 'Only for members who deposited this week',
    });
    expect(await stateFor(member, activity)).toMatchObject({
      state: 'rejected',
      reason: 'Only for members who deposited this week',
    });
    expect((await entries(content, { status: 'rejected' })).value.items.map((e) => e.id)).toContain(id);
  });

  it('50 issue and reject calls of two operators at once on one application decide it once', async () => {
    const member = await createTestMember(server.deps.db);
    const activity = await createActivity(server.deps.db, aurora, { mode: 'apply', amount: 30_00 });
    const id = await applyTo(member, activity);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? issue(i % 4 === 0 ? content : owner, { id })
          : rejectEntry(i % 4 === 1 ? content : owner, { id, reason: 'Not this time' }),
      ),
    );
    const codes = answers.map((a) => (a.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(49);
    expect(await auditOf(`reward-entry:${id}`)).toHaveLength(1);
  });

  it('an operator of one merchant neither sees nor decides another merchant’s entries (404, nothing changes)', async () => {
    const member = await createTestMember(server.deps.db);
    const activity = await createActivity(server.deps.db, aurora, { mode: 'apply' });
    const id = await applyTo(member, activity);
    expect((await entries(lumenContent)).value.items.map((e) => e.id)).not.toContain(id);
    expect((await entries(lumenContent, { merchant: 'aurora' })).code).toBe('FORBIDDEN');
    expect((await issue(lumenContent, { id })).json().code).toBe('NOT_FOUND');
    expect((await rejectEntry(lumenContent, { id, reason: 'No' })).json().code).toBe('NOT_FOUND');
    expect((await issue(content, { id: 999_999_999 })).json().code).toBe('NOT_FOUND');
    expect((await stateFor(member, activity))?.state).toBe('applying');
    expect((await entries(owner, { merchant: 'aurora' })).value.items.map((e) => e.id)).toContain(id);
  });

  it('finance and read-only read the queue but do not decide; support does neither', async () => {
    const member = await createTestMember(server.deps.db);
    const id = await applyTo(member, await createActivity(server.deps.db, aurora, { mode: 'apply' }));
    const readOnly = await signInOperator(server, await createTestOperator(server.deps.db, 'read-only'));
    const support = await signInOperator(server, await createTestOperator(server.deps.db, 'support'));
    expect((await entries(finance)).code).toBe('OK');
    expect((await entries(readOnly)).code).toBe('OK');
    expect((await entries(support)).code).toBe('FORBIDDEN');
    for (const token of [finance, readOnly, support]) {
      expect((await issue(token, { id })).statusCode).toBe(403);
      expect((await rejectEntry(token, { id, reason: 'No' })).statusCode).toBe(403);
    }
    expect((await auditOf(`reward-entry:${id}`)).length).toBe(0);
  });

  it('`npm run ops -- reward entries|issue|reject` reads and decides through the same service, audited as ops-cli', async () => {
    const member = await createTestMember(server.deps.db);
    const a = await createActivity(server.deps.db, aurora, { mode: 'apply' });
    const b = await createActivity(server.deps.db, aurora, { mode: 'signup' });
    const first = await applyTo(member, a);
    await api(server, {
      method: 'POST',
      url: '/wps/relay/MCS2_joinRafflePromotion',
      token: member.token,
      body: { activityId: b },
    });
    const listed = await ops('reward', 'entries', 'aurora', '--activity', await activityCode(a));
    expect(listed.output).toContain(member.username);
    expect(listed.output).toContain(String(first));
    const issued = await ops('reward', 'issue', 'aurora', String(first), '--amount', '12.50', '--by', 'kim');
    expect(issued).toMatchObject({ ok: true });
    expect(issued.output).toContain('issued (12.50)');
    // The CLI says a repeated decision changed nothing, where the back office answers CONFLICT.
    expect((await ops('reward', 'issue', 'aurora', String(first))).output).toContain('nothing changed');
    const listedNow = (await entries(content, { status: 'issued' })).value.items.find((e) => e.id === first);
    expect(listedNow).toMatchObject({ amount: 12_50, decidedBy: 'ops:kim' });
    expect(await auditOf(`reward-entry:${first}`)).toMatchObject([
      { actor: 'ops-cli', action: 'reward.issue', after: { status: 'issued', amount: 12_50 } },
    ]);
    const [signed] = await server.deps.db.query<{ id: number }>(
      'SELECT id FROM reward_entries WHERE activity_id = $1',
      [b],
    );
    const rejected = await ops('reward', 'reject', 'aurora', String(signed?.id), '--reason', 'Draw closed');
    expect(rejected.output).toContain('rejected');
    expect(await auditOf(`reward-entry:${signed?.id}`)).toMatchObject([
      { actor: 'ops-cli', action: 'reward.reject', after: { status: 'rejected', reason: 'Draw closed' } },
    ]);
  });
});

/** A member with points who redeems a physical item (it waits in process). */
async function redemption(): Promise<{ member: TestMember; id: number; reference: string }> {
  const member = await createTestMember(server.deps.db);
  await givePaymentPassword(server.deps.db, member);
  await server.deps.db.tx((q) =>
    postPoints(q, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      kind: 'adjust',
      points: 1_000,
      sourceKey: `test:${member.memberId}`,
      reference: 'TEST',
    }),
  );
  const [item] = await server.deps.db.query<{ id: string }>(
    `INSERT INTO point_rewards (merchant_id, code, type, name, points, amount, stock, max_quantity, sort)
     VALUES ($1, $2, 'physical', $3, 400, 0, 5, 10, 100) RETURNING id`,
    [aurora, `test-${clientKey()}`, JSON.stringify({ EN: 'Travel mug' })],
  );
  const res = await api<{ redemption: { id: number; reference: string; status: string } }>(server, {
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    token: member.token,
    body: {
      rewardId: Number(item?.id),
      quantity: 1,
      address: '1 Main Street, Springfield',
      paymentPassword: '246810',
      idempotencyKey: clientKey(),
    },
  });
  expect(res.value.redemption.status).toBe('process');
  return { member, id: res.value.redemption.id, reference: res.value.redemption.reference };
}

const pointsOf = async (m: TestMember) =>
  Number(
    (
      await server.deps.db.query<{ n: string }>(
        'SELECT coalesce(sum(points), 0) AS n FROM point_entries WHERE merchant_id = $1 AND member_id = $2',
        [m.merchantId, m.memberId],
      )
    )[0]?.n,
  );

const redemptions = async (token: string, query: Record<string, string> = {}) =>
  (
    await opsCall(server, 'GET', '/ops/points/redemptions', { token, query: { pageSize: '100', ...query } })
  ).json() as { code: string; value: { items: Redemption[]; total: number } };
const approve = (token: string, id: number) =>
  opsCall(server, 'POST', '/ops/points/approve', { token, body: { id } });
const rejectRedemption = (token: string, id: number, reason: string) =>
  opsCall(server, 'POST', '/ops/points/reject', { token, body: { id, reason } });

describe('point-mall redemptions', () => {
  it('lists those in process with what goes where; approving is audited, and the member sees it approved', async () => {
    const { member, id, reference } = await redemption();
    const listed = (await redemptions(content)).value.items.find((r) => r.id === id);
    expect(listed).toMatchObject({
      reference,
      username: member.username,
      item: 'Travel mug',
      status: 'process',
      points: 400,
      address: '1 Main Street, Springfield',
    });
    const res = await approve(content, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.redemption).toMatchObject({ status: 'approved' });
    expect((await approve(owner, id)).json().code).toBe('CONFLICT');
    expect(await auditOf(`redemption:${reference}`)).toMatchObject([
      { action: 'points.approve', before: { status: 'process' }, after: { status: 'approved' } },
    ]);
    expect(await pointsOf(member)).toBe(600);
  });

  it('50 reject and approve calls at once decide once: the points come back once, the stock once', async () => {
    const { member, id, reference } = await redemption();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? rejectRedemption(i % 4 === 0 ? content : owner, id, 'Out of stock')
          : approve(owner, id),
      ),
    );
    const codes = answers.map((a) => (a.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(49);
    const lines = await auditOf(`redemption:${reference}`);
    expect(lines).toHaveLength(1);
    expect(await pointsOf(member)).toBe(lines[0]?.action === 'points.reject' ? 1_000 : 600);
  });

  it('a reason names the field; another merchant’s redemption is 404; finance reads but does not decide', async () => {
    const { member, id, reference } = await redemption();
    for (const reason of ['  ', 'y'.repeat(201)])
      expect((await rejectRedemption(content, id, reason)).json()).toMatchObject({
        code: 'VALIDATION',
        errors: [{ field: 'reason' }],
      });
    expect((await approve(lumenContent, id)).json().code).toBe('NOT_FOUND');
    expect((await rejectRedemption(lumenContent, id, 'No')).json().code).toBe('NOT_FOUND');
    expect((await redemptions(lumenContent)).value.items.map((r) => r.id)).not.toContain(id);
    expect((await redemptions(finance)).value.items.map((r) => r.id)).toContain(id);
    expect((await approve(finance, id)).statusCode).toBe(403);
    const rejected = await rejectRedemption(content, id, 'We cannot ship to this address');
    expect(rejected.json().value.redemption).toMatchObject({
      status: 'rejected',
      reason: 'We cannot ship to this address',
    });
    expect(await pointsOf(member)).toBe(1_000);
    expect(await auditOf(`redemption:${reference}`)).toMatchObject([
      { action: 'points.reject', after: { status: 'rejected', refunded: 400 } },
    ]);
  });

  it('`npm run ops -- points redemptions|approve|reject` goes through the same service, audited as ops-cli', async () => {
    const { id, reference } = await redemption();
    const listed = await ops('points', 'redemptions', 'aurora');
    expect(listed.output).toContain(reference);
    expect((await ops('points', 'approve', 'aurora', reference)).output).toContain('approved');
    expect((await ops('points', 'approve', 'aurora', reference)).output).toContain('nothing changed');
    expect((await redemptions(content, { status: 'approved' })).value.items.map((r) => r.id)).toContain(id);
    expect(await auditOf(`redemption:${reference}`)).toMatchObject([
      { actor: 'ops-cli', action: 'points.approve' },
    ]);
  });
});
