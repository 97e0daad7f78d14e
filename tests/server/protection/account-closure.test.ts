import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginByPassword, registerByUsername } from '../../support/accounts';
import { balance, fund } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const close = (token: string, body: Record<string, unknown>) =>
  api<{ closedAt: string }>(server, {
    method: 'POST',
    url: '/wps/v2/member/close',
    token,
    encrypted: true,
    body: { understood: true, ...body },
  });
const wallets = (token: string) => server.call({ method: 'GET', url: '/wps/v2/wallets', token });

async function closingMember() {
  const reg = await registerByUsername(server);
  const [row] = await server.deps.db.query<{ id: number; merchant_id: number }>(
    'SELECT id, merchant_id FROM members WHERE username = $1',
    [reg.username],
  );
  const member = {
    memberId: Number(row?.id),
    merchantId: Number(row?.merchant_id),
    username: reg.username,
    token: reg.value.token,
  };
  return { reg, member };
}

describe('account closure', () => {
  it('with the password and a reason: every session ends, login is refused as closed, the money stays, audited', async () => {
    const { reg, member } = await closingMember();
    await fund(server.deps.db, member, 125_00);
    const other = await loginByPassword(server, reg.username, reg.password);
    const closed = await close(reg.value.token, { password: reg.password, reason: 'too-much-time' });
    expect(closed.success).toBe(true);
    expect(Date.parse(closed.value.closedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const token of [reg.value.token, other.value.token])
      expect((await wallets(token)).statusCode).toBe(401);
    expect(await loginByPassword(server, reg.username, reg.password)).toMatchObject({
      success: false,
      code: 'ACCOUNT_CLOSED',
    });
    // A wrong password says nothing of the closure.
    expect((await loginByPassword(server, reg.username, 'Wrong1234!')).code).toBe('BAD_CREDENTIALS');
    expect(await balance(server.deps.db, member)).toBe(125_00);
    const audit = await server.deps.db.query<{ actor: string; action: string; detail: { reason: string } }>(
      'SELECT actor, action, detail FROM protection_audit WHERE member_id = $1',
      [member.memberId],
    );
    expect(audit.map((a) => [a.actor, a.action, a.detail.reason])).toEqual([
      ['member', 'account.close', 'too-much-time'],
    ]);
  });

  it('a wrong password, a missing note for "other" or an unknown reason change nothing', async () => {
    const { reg } = await closingMember();
    const wrong = await close(reg.value.token, { password: 'Wrong1234!', reason: 'not-playing' });
    expect([wrong.code, wrong.errors?.[0]?.field]).toEqual(['BAD_CREDENTIALS', 'password']);
    const noNote = await close(reg.value.token, { password: reg.password, reason: 'other', note: '  ' });
    expect([noNote.code, noNote.errors?.[0]?.field]).toEqual(['VALIDATION', 'note']);
    const unknown = await close(reg.value.token, { password: reg.password, reason: 'bored' });
    expect([unknown.code, unknown.errors?.[0]?.field]).toEqual(['VALIDATION', 'reason']);
    const notConfirmed = await close(reg.value.token, {
      password: reg.password,
      reason: 'privacy',
      understood: false,
    });
    expect(notConfirmed.code).toBe('VALIDATION');
    expect((await wallets(reg.value.token)).statusCode).toBe(200);
    expect((await loginByPassword(server, reg.username, reg.password)).success).toBe(true);
  });

  it('closing twice at once closes once', async () => {
    const { reg, member } = await closingMember();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        close(reg.value.token, { password: reg.password, reason: 'other', note: 'Moving abroad' }),
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    const audit = await server.deps.db.query('SELECT 1 FROM protection_audit WHERE member_id = $1', [
      member.memberId,
    ]);
    expect(audit).toHaveLength(1);
  });
});
