import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api, loginByPassword, registerByUsername, type LoginValue } from '../../support/accounts';
import { createTestMember } from '../../support/members';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Member labels (docs/decisions/member-labels.md): owners and support replace a member's labels
 * in the back office or the ops CLI; the member's next login answers them as the session's
 * memberLabel (spec §3, R3.2) and member info as its memberLabel list (R3.10). Each change is
 * audited with the labels before and after. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let owner: string;
let support: string;
let finance: string;
let lumenSupport: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signInOperator(server, await createTestOperator(server.deps.db, 'owner'));
  support = await signInOperator(server, await createTestOperator(server.deps.db, 'support', 'aurora'));
  finance = await signInOperator(server, await createTestOperator(server.deps.db, 'finance'));
  lumenSupport = await signInOperator(server, await createTestOperator(server.deps.db, 'support', 'lumen'));
});
afterAll(() => server.close());

const label = (token: string, id: number, labels: unknown) =>
  opsCall(server, 'POST', '/ops/members/labels', { token, body: { id, labels } });

const labelsAudit = (memberId: number) =>
  server.deps.db.query<{ actor: string; before: unknown; after: unknown }>(
    "SELECT actor, before, after FROM operator_audit WHERE target = $1 AND action = 'member.labels' ORDER BY id",
    [`member:${memberId}`],
  );

const storedLabels = async (memberId: number) =>
  (
    await server.deps.db.query<{ labels: string[] }>('SELECT labels FROM members WHERE id = $1', [memberId])
  )[0]?.labels;

describe('labels given in the back office', () => {
  it('R3.2 R3.10 a support operator labels a member: their next login and member info answer the labels, audited before and after', async () => {
    const reg = await registerByUsername(server);
    expect(reg.status, JSON.stringify(reg)).toBe(200);
    const [row] = await server.deps.db.query<{ id: number }>(
      "SELECT id FROM members WHERE username = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'aurora')",
      [reg.username],
    );
    const id = Number(row?.id);
    expect((reg.value as LoginValue).memberLabel).toEqual([]);

    const res = await label(support, id, ['  VIP ', 'high   roller', 'vip', '']);
    expect(res.statusCode, res.body).toBe(200);
    // Trimmed, inner spaces single, the second "vip" one with the first, the empty one dropped.
    expect(res.json().value).toEqual({ labels: ['VIP', 'high roller'] });

    const login = await loginByPassword(server, reg.username, reg.password);
    expect(login.status).toBe(200);
    expect(login.value.memberLabel).toEqual(['VIP', 'high roller']);
    const token = login.value.token;
    const info = await api<{ memberLabel: { labelName: string }[] }>(server, {
      method: 'GET',
      url: '/wps/member/info',
      token,
    });
    expect(info.value.memberLabel).toEqual([{ labelName: 'VIP' }, { labelName: 'high roller' }]);

    const detail = await opsCall(server, 'GET', '/ops/members/detail', {
      token: support,
      query: { id: String(id) },
    });
    expect(detail.json().value.member.labels).toEqual(['VIP', 'high roller']);

    // The same labels again change nothing and write no second audit line; an empty list removes them.
    expect((await label(owner, id, ['VIP', 'high roller'])).statusCode).toBe(200);
    expect((await label(owner, id, [])).json().value).toEqual({ labels: [] });
    expect(await storedLabels(id)).toEqual([]);
    expect((await labelsAudit(id)).map((l) => [l.before, l.after])).toEqual([
      [{ labels: [] }, { labels: ['VIP', 'high roller'] }],
      [{ labels: ['VIP', 'high roller'] }, { labels: [] }],
    ]);
  });

  it('labels that break the rules answer VALIDATION naming labels, and change nothing', async () => {
    const m = await createTestMember(server.deps.db);
    expect((await label(support, m.memberId, ['Gold'])).statusCode).toBe(200);
    for (const bad of [
      ['x'.repeat(25)],
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
      ['<b>VIP</b>'],
      ['-VIP'],
      ['VIP;DROP'],
    ]) {
      const res = await label(support, m.memberId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors[0].field).toBe('labels');
    }
    // Letters of any script, digits, spaces, dots, dashes and underscores are labels.
    expect((await label(support, m.memberId, ['VIP 2', '大客户', 'ลูกค้า_VIP', 'tier-1.5'])).statusCode).toBe(
      200,
    );
    // Not a list of texts, or beyond any sane length: the call's own shape refuses it.
    for (const bad of ['VIP', [1], ['x'.repeat(101)]]) {
      const res = await label(support, m.memberId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain('labels');
    }
    expect(await storedLabels(m.memberId)).toEqual(['VIP 2', '大客户', 'ลูกค้า_VIP', 'tier-1.5']);
  });

  it('finance may not label members; another merchant’s operator finds no such member', async () => {
    const m = await createTestMember(server.deps.db);
    const refused = await label(finance, m.memberId, ['VIP']);
    expect(refused.statusCode).toBe(403);
    const elsewhere = await label(lumenSupport, m.memberId, ['VIP']);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('NOT_FOUND');
    expect(await storedLabels(m.memberId)).toEqual([]);
    expect(await labelsAudit(m.memberId)).toEqual([]);
  });

  it('50 replacements at once leave one of the lists whole, with one audit line for each change in order', async () => {
    const m = await createTestMember(server.deps.db);
    const lists = Array.from({ length: 50 }, (_, i) => [`tier ${i % 5}`, `batch ${i}`]);
    const answers = await Promise.all(lists.map((l) => label(support, m.memberId, l)));
    expect(answers.map((a) => a.statusCode)).toEqual(lists.map(() => 200));
    const audit = await labelsAudit(m.memberId);
    expect(audit).toHaveLength(50);
    // Each line starts from the one before it: no change was lost or applied twice.
    audit.forEach((line, i) => {
      expect(line.before).toEqual(i === 0 ? { labels: [] } : audit[i - 1]?.after);
    });
    expect({ labels: await storedLabels(m.memberId) }).toEqual(audit.at(-1)?.after);
  });
});

describe('labels from the ops CLI', () => {
  it('shows and replaces a member’s labels through the same service, audited as ops-cli', async () => {
    const m = await createTestMember(server.deps.db);
    const ops = (...argv: string[]) =>
      runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);
    expect(await ops('member', 'labels', 'aurora', m.username)).toMatchObject({
      ok: true,
      output: `labels of ${m.username}: (none)`,
    });
    expect(await ops('member', 'labels', 'aurora', m.username, '--set', 'VIP, Whale')).toMatchObject({
      ok: true,
      output: `labels of ${m.username}: VIP, Whale`,
    });
    expect(await ops('member', 'labels', 'aurora', m.username, '--set', '<script>')).toMatchObject({
      ok: false,
    });
    expect(await ops('member', 'labels', 'aurora', m.username)).toMatchObject({
      output: `labels of ${m.username}: VIP, Whale`,
    });
    expect(await ops('member', 'labels', 'aurora', m.username, '--set', '')).toMatchObject({
      ok: true,
      output: `labels of ${m.username}: (none)`,
    });
    expect((await labelsAudit(m.memberId)).map((l) => l.actor)).toEqual(['ops-cli', 'ops-cli']);
  });
});
