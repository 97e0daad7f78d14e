import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginByPassword, registerByUsername } from '../../support/accounts';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { setProtectionClock } from '../../support/protection-clock';
import { sendMemberMessage, sendToAllMembers } from '../../../server/services/messages/send-message';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setProtectionClock(server.deps.db, 0));

function takeBreak(token: string, body: Record<string, unknown>) {
  return server.call({
    method: 'POST',
    url: '/wps/v2/protection/break',
    token,
    payload: { understood: true, ...body },
  });
}
const balanceCall = (token: string) => server.call({ method: 'GET', url: '/wps/v2/wallets', token });

describe('time-out and self-exclusion', () => {
  it('a time-out holds at once: every session ends and login is refused until it ends', async () => {
    const reg = await registerByUsername(server);
    const second = await loginByPassword(server, reg.username, reg.password);
    expect((await balanceCall(second.value.token)).statusCode).toBe(200);
    const res = server.json<{ kind: string; until: string }>(
      await takeBreak(reg.value.token, { kind: 'time-out', period: '48h' }),
    );
    expect(res.value.kind).toBe('time-out');
    expect(Date.parse(res.value.until) - Date.now()).toBeGreaterThan(47.9 * 3600_000);
    // Both sessions, this tab's and the other one's, are over.
    expect((await balanceCall(reg.value.token)).statusCode).toBe(401);
    expect((await balanceCall(second.value.token)).statusCode).toBe(401);
    const refused = await loginByPassword(server, reg.username, reg.password);
    expect(refused).toMatchObject({
      success: false,
      code: 'SELF_EXCLUDED',
      value: { kind: 'time-out', until: res.value.until },
    });
    await setProtectionClock(server.deps.db, 47.5);
    expect((await loginByPassword(server, reg.username, reg.password)).code).toBe('SELF_EXCLUDED');
    await setProtectionClock(server.deps.db, 48.01);
    expect((await loginByPassword(server, reg.username, reg.password)).success).toBe(true);
  });

  it('a wrong password says nothing of a break', async () => {
    const reg = await registerByUsername(server);
    await takeBreak(reg.value.token, { kind: 'self-exclusion', period: '6m' });
    const wrong = await loginByPassword(server, reg.username, 'Wrong1234!');
    expect(wrong.code).toBe('BAD_CREDENTIALS');
  });

  it('an indefinite self-exclusion names no end; no call can undo any break early', async () => {
    const reg = await registerByUsername(server);
    const res = server.json(
      await takeBreak(reg.value.token, { kind: 'self-exclusion', period: 'indefinite' }),
    );
    expect(res.value).toEqual({ kind: 'self-exclusion', until: null });
    await setProtectionClock(server.deps.db, 24 * 365 * 6);
    expect(await loginByPassword(server, reg.username, reg.password)).toMatchObject({
      code: 'SELF_EXCLUDED',
      value: { kind: 'self-exclusion', until: null },
    });
    const undo = await server.call({
      method: 'DELETE',
      url: '/wps/v2/protection/break',
      token: reg.value.token,
    });
    expect(undo.statusCode).toBe(404);
  });

  it('bad input names the field and changes nothing; the merchant can switch the tool off', async () => {
    const reg = await registerByUsername(server);
    const wrongPeriod = server.json(await takeBreak(reg.value.token, { kind: 'time-out', period: '1y' }));
    expect(wrongPeriod).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'period' }] });
    const notUnderstood = server.json(
      await server.call({
        method: 'POST',
        url: '/wps/v2/protection/break',
        token: reg.value.token,
        payload: { kind: 'time-out', period: '24h', understood: false },
      }),
    );
    expect(notUnderstood.success).toBe(false);
    const restore = await patchMerchantSettings(server, 'aurora', { protection: { timeOut: false } });
    try {
      expect(server.json(await takeBreak(reg.value.token, { kind: 'time-out', period: '24h' })).code).toBe(
        'DISABLED',
      );
    } finally {
      await restore();
    }
    expect((await balanceCall(reg.value.token)).statusCode).toBe(200);
    const audit = await server.deps.db.query<{ action: string }>(
      `SELECT action FROM protection_audit a JOIN members m ON m.id = a.member_id WHERE m.username = $1`,
      [reg.username.toLowerCase()],
    );
    expect(audit).toEqual([]);
  });

  it('a member on a break gets no promotions; notices about their own money still arrive', async () => {
    const reg = await registerByUsername(server);
    const [member] = await server.deps.db.query<{ id: number; merchant_id: number }>(
      'SELECT id, merchant_id FROM members WHERE username = $1',
      [reg.username],
    );
    const { id, merchant_id: merchantId } = member!;
    await takeBreak(reg.value.token, { kind: 'self-exclusion', period: '1y' });
    const text = { en: 'x' };
    const promo = { category: 'promotion' as const, title: text, body: text, source: 'ops:test' };
    expect(await sendMemberMessage(server.deps.db, merchantId, id, promo)).toBeNull();
    expect(
      await sendMemberMessage(server.deps.db, merchantId, id, { ...promo, category: 'notice' }),
    ).not.toBeNull();
    await sendToAllMembers(server.deps.db, merchantId, promo);
    const inbox = await server.deps.db.query<{ category: string }>(
      'SELECT category FROM member_messages WHERE member_id = $1',
      [id],
    );
    expect(inbox.map((m) => m.category)).toEqual(['notice']);
  });
});
