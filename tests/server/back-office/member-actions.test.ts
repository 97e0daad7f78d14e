import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api, loginByPassword, registerByUsername } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The back office's actions on a member's account (docs/decisions/back-office.md): lock and
 * unlock with a reason (a locked member's sessions end and logging in is refused), end every
 * session, write a message to the inbox; owners and support only, within the operator's
 * merchant, each action with its audit line (before and after) in the same transaction, and the
 * ops CLI on the same services. PGlite, and PostgreSQL with TEST_DATABASE_URL.
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

const post = (token: string, path: string, body: Record<string, unknown>) =>
  opsCall(server, 'POST', `/ops/members/${path}`, { token, body });

const memberInfo = (m: { token: string }, merchant = 'aurora') =>
  api(server, { method: 'GET', url: '/wps/member/info', token: m.token, merchant });

const auditOf = (memberId: number) =>
  server.deps.db.query<{ actor: string; action: string; before: unknown; after: Record<string, unknown> }>(
    'SELECT actor, action, before, after FROM operator_audit WHERE target = $1 AND action <> $2 ORDER BY id',
    [`member:${memberId}`, 'member.view'],
  );

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

/** A member registered through the portal, so they have a password to log in with again. */
async function registeredMember(): Promise<TestMember & { password: string }> {
  const reg = await registerByUsername(server);
  expect(reg.status, JSON.stringify(reg)).toBe(200);
  const [row] = await server.deps.db.query<{ id: number; merchant_id: number }>(
    "SELECT id, merchant_id FROM members WHERE username = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'aurora')",
    [reg.username],
  );
  return {
    memberId: Number(row?.id),
    merchantId: Number(row?.merchant_id),
    username: reg.username,
    token: String((reg.value as { token?: string }).token),
    password: reg.password,
  };
}

describe('lock and unlock', () => {
  it('a support operator locks a member with a reason: their session ends, logging in is refused, and the audit has the status before and after', async () => {
    const m = await registeredMember();
    expect((await memberInfo(m)).status).toBe(200);
    const res = await post(support, 'lock', { id: m.memberId, reason: '  Chargeback under review  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ status: 'locked', sessionsEnded: 1 });
    // The member's next call is refused, and so is a new login.
    const next = await memberInfo(m);
    expect(next.status).toBe(401);
    expect(next.code).toBe('SESSION_EXPIRED');
    const login = await loginByPassword(server, m.username, m.password);
    expect(login.status).toBe(403);
    expect(login.message).toBe('This account is disabled; please contact customer service');
    const [line] = await auditOf(m.memberId);
    expect(line).toMatchObject({
      action: 'member.lock',
      before: { status: 'active' },
      after: { status: 'locked', reason: 'Chargeback under review', sessionsEnded: 1 },
    });
    // Locking again changes nothing and says so.
    const again = await post(support, 'lock', { id: m.memberId, reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');

    const unlock = await post(owner, 'unlock', { id: m.memberId, reason: 'Chargeback withdrawn' });
    expect(unlock.json().value).toEqual({ status: 'active', sessionsEnded: 0 });
    expect((await loginByPassword(server, m.username, m.password)).status).toBe(200);
    expect((await auditOf(m.memberId)).map((l) => [l.action, l.before, l.after])).toEqual([
      [
        'member.lock',
        { status: 'active' },
        { status: 'locked', reason: 'Chargeback under review', sessionsEnded: 1 },
      ],
      ['member.unlock', { status: 'locked' }, { status: 'active', reason: 'Chargeback withdrawn' }],
    ]);
    // Unlocking one not locked is refused.
    expect((await post(owner, 'unlock', { id: m.memberId, reason: 'x' })).statusCode).toBe(409);
  });

  it('a reason is required, blank or too long answers VALIDATION naming it', async () => {
    const m = await createTestMember(server.deps.db);
    for (const reason of ['', '   ', 'x'.repeat(201)]) {
      const res = await post(support, 'lock', { id: m.memberId, reason });
      expect(res.statusCode, reason).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(JSON.stringify(res.json().errors)).toContain('reason');
    }
    expect((await memberInfo(m)).status).toBe(200);
  });

  it('a closed account is neither locked nor reopened by an unlock', async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query("UPDATE members SET status = 'closed', closed_at = now() WHERE id = $1", [
      m.memberId,
    ]);
    expect((await post(owner, 'lock', { id: m.memberId, reason: 'x' })).statusCode).toBe(409);
    expect((await post(owner, 'unlock', { id: m.memberId, reason: 'x' })).statusCode).toBe(409);
    expect(await auditOf(m.memberId)).toEqual([]);
  });

  it('the ops CLI locks and unlocks through the same service, audited as ops-cli', async () => {
    const m = await createTestMember(server.deps.db);
    expect(await ops('member', 'lock', 'aurora', m.username)).toMatchObject({ ok: false, exitCode: 2 });
    const locked = await ops('member', 'lock', 'aurora', m.username, '--reason', 'Fraud check');
    expect(locked).toMatchObject({ ok: true, output: `${m.username} locked; 1 session ended` });
    expect((await memberInfo(m)).status).toBe(401);
    expect(await ops('member', 'lock', 'aurora', m.username, '--reason', 'x')).toMatchObject({ exitCode: 2 });
    expect(await ops('member', 'unlock', 'aurora', m.username, '--reason', 'Cleared')).toMatchObject({
      ok: true,
    });
    expect(await ops('member', 'lock', 'lumen', m.username, '--reason', 'x')).toMatchObject({ exitCode: 2 });
    expect((await auditOf(m.memberId)).map((l) => [l.actor, l.action])).toEqual([
      ['ops-cli', 'member.lock'],
      ['ops-cli', 'member.unlock'],
    ]);
  });
});

describe('end sessions', () => {
  it('ends every live session of a member, the account stays open; audited with the count', async () => {
    const m = await registeredMember();
    const second = await loginByPassword(server, m.username, m.password);
    const secondToken = String((second.value as { token?: string }).token);
    const res = await post(auroraSupport, 'end-sessions', { id: m.memberId });
    expect(res.json().value).toEqual({ status: 'active', sessionsEnded: 2 });
    expect((await memberInfo(m)).status).toBe(401);
    expect((await memberInfo({ token: secondToken })).status).toBe(401);
    expect((await loginByPassword(server, m.username, m.password)).status).toBe(200);
    expect((await auditOf(m.memberId)).at(-1)).toMatchObject({
      action: 'member.endSessions',
      before: { liveSessions: 2 },
      after: { liveSessions: 0 },
    });
    const cli = await ops('member', 'end-sessions', 'aurora', m.username);
    expect(cli).toMatchObject({ ok: true, output: `1 session of ${m.username} ended` });
  });
});

describe('a message to a member', () => {
  it('lands in the member’s inbox as plain text, audited with its title', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await post(support, 'message', {
      id: m.memberId,
      title: 'About your deposit',
      body: '<b>We</b> checked it.\nAll good.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { messageId } = res.json().value as { messageId: number };
    const inbox = await api<{ items: { id: string; title: string }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/messages',
      token: m.token,
    });
    const item = inbox.value.items.find((i) => i.title === 'About your deposit');
    expect(item).toBeDefined();
    const detail = await api<{ body: string; format: string }>(server, {
      method: 'GET',
      url: '/wps/v2/messages/detail',
      token: m.token,
      body: { id: String(item?.id) },
    });
    expect(detail.value).toMatchObject({ body: '<b>We</b> checked it.\nAll good.', format: 'text' });
    const [row] = await server.deps.db.query<{ source: string }>(
      'SELECT source FROM member_messages WHERE id = $1',
      [messageId],
    );
    expect(row?.source).toMatch(/^bo:opsupport/);
    expect((await auditOf(m.memberId)).at(-1)).toMatchObject({
      action: 'member.message',
      after: { messageId, category: 'notice', title: { EN: 'About your deposit' } },
    });
  });

  it('an empty title or body answers VALIDATION naming the field; a trial account has no inbox', async () => {
    const m = await createTestMember(server.deps.db);
    const blankTitle = await post(support, 'message', { id: m.memberId, title: '  ', body: 'b' });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.json().errors).toEqual([{ field: 'title', message: 'is required' }]);
    const noBody = await post(support, 'message', { id: m.memberId, title: 't', body: '' });
    expect(noBody.statusCode).toBe(400);
    expect(JSON.stringify(noBody.json().errors)).toContain('body');
    await server.deps.db.query('UPDATE members SET is_agent = 4 WHERE id = $1', [m.memberId]);
    const trial = await post(support, 'message', { id: m.memberId, title: 't', body: 'b' });
    expect(trial.statusCode).toBe(400);
    expect(trial.json().errors).toEqual([{ field: 'id', message: 'a trial account has no inbox' }]);
  });
});

describe("an operator of one merchant never acts on another merchant's member", () => {
  it('lock, unlock, end sessions and message answer NOT_FOUND for a member of another merchant, and change nothing', async () => {
    const theirs = await createTestMember(server.deps.db, { merchant: 'lumen' });
    for (const [path, body] of [
      ['lock', { reason: 'x' }],
      ['unlock', { reason: 'x' }],
      ['end-sessions', {}],
      ['message', { title: 't', body: 'b' }],
    ] as const) {
      const res = await post(auroraSupport, path, { id: theirs.memberId, ...body });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // The same answer as for an id that does not exist.
    expect((await post(auroraSupport, 'lock', { id: 99_999_999, reason: 'x' })).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await memberInfo(theirs, 'lumen')).status).toBe(200);
    expect(await auditOf(theirs.memberId)).toEqual([]);
  });
});

describe('a password reset', () => {
  it('gives a one-time password shown once: old sessions and password stop working, the next login must choose a new one', async () => {
    const m = await registeredMember();
    const res = await post(auroraSupport, 'reset-password', {
      id: m.memberId,
      reason: '  Lost it, ID checked by phone ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { temporaryPassword, sessionsEnded } = res.json().value as {
      temporaryPassword: string;
      sessionsEnded: number;
    };
    expect(sessionsEnded).toBe(1);
    expect(temporaryPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[2-9])[a-zA-Z2-9]{12}$/);
    expect((await memberInfo(m)).status).toBe(401);
    expect((await loginByPassword(server, m.username, m.password)).status).not.toBe(200);
    const login = await loginByPassword(server, m.username, temporaryPassword);
    expect(login.status, JSON.stringify(login)).toBe(200);
    expect((login.value as { cpw?: boolean }).cpw).toBe(true);
    // Neither the answer's password nor anything from it is kept in the audit.
    const [line] = (await auditOf(m.memberId)).filter((l) => l.action === 'member.resetPassword');
    expect(line).toMatchObject({
      before: { mustChangePassword: false },
      after: { mustChangePassword: true, reason: 'Lost it, ID checked by phone', sessionsEnded: 1 },
    });
    expect(JSON.stringify(line)).not.toContain(temporaryPassword);
    const [row] = await server.deps.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = $1',
      [m.memberId],
    );
    expect(row?.password_hash).not.toContain(temporaryPassword);
  });

  it('lifts a login lock that wrong guesses set, since the member types a password just given', async () => {
    const m = await registeredMember();
    for (let i = 0; i < 12; i++) await loginByPassword(server, m.username, 'Wrong-guess-1');
    const locked = await loginByPassword(server, m.username, m.password);
    expect(locked.status).not.toBe(200);
    const res = await post(owner, 'reset-password', { id: m.memberId, reason: 'Locked out' });
    const { temporaryPassword } = res.json().value as { temporaryPassword: string };
    expect((await loginByPassword(server, m.username, temporaryPassword)).status).toBe(200);
  });

  it('needs a reason (VALIDATION naming it), refuses a closed account, other merchants and roles that do not talk to members', async () => {
    const m = await createTestMember(server.deps.db);
    const blank = await post(support, 'reset-password', { id: m.memberId, reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().errors)).toContain('reason');
    const lumenSupport = await signInOperator(
      server,
      await createTestOperator(server.deps.db, 'support', 'lumen'),
    );
    expect((await post(lumenSupport, 'reset-password', { id: m.memberId, reason: 'x' })).statusCode).toBe(
      404,
    );
    for (const role of ['finance', 'content', 'read-only'] as const) {
      const token = await signInOperator(server, await createTestOperator(server.deps.db, role));
      expect((await post(token, 'reset-password', { id: m.memberId, reason: 'x' })).statusCode, role).toBe(
        403,
      );
    }
    await server.deps.db.query("UPDATE members SET status = 'closed', closed_at = now() WHERE id = $1", [
      m.memberId,
    ]);
    expect((await post(owner, 'reset-password', { id: m.memberId, reason: 'x' })).statusCode).toBe(409);
    expect((await auditOf(m.memberId)).filter((l) => l.action === 'member.resetPassword')).toEqual([]);
  });

  it('the ops CLI resets through the same service, prints the password once, audited as ops-cli', async () => {
    const m = await registeredMember();
    expect(await ops('member', 'reset-password', 'aurora', m.username)).toMatchObject({ exitCode: 2 });
    const done = await ops('member', 'reset-password', 'aurora', m.username, '--reason', 'Asked by phone');
    expect(done.ok).toBe(true);
    const password = /one-time password of \S+: (\S+)/.exec(String(done.output))?.[1] ?? '';
    expect((await loginByPassword(server, m.username, password)).status).toBe(200);
    expect((await auditOf(m.memberId)).map((l) => [l.actor, l.action])).toContainEqual([
      'ops-cli',
      'member.resetPassword',
    ]);
  });
});
