import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/services/auth/password-hash';
import { api } from '../../support/accounts';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setPassword = (token: string, body: Record<string, unknown>) =>
  api(server, { method: 'POST', url: '/wps/member/payment-password', token, encrypted: true, body });

describe('payment password (security centre)', () => {
  it('R9.19 refuses weak payment passwords with the reason, and a confirmation that differs', async () => {
    const m = await createTestMember(server.deps.db);
    for (const [pw, message] of [
      ['12345', 'exactly 6 digits'],
      ['1234567', 'exactly 6 digits'],
      ['12a456', 'digits only'],
      ['111111', 'one digit repeated'],
      ['123456', 'straight run'],
      ['987654', 'straight run'],
    ]) {
      const res = await setPassword(m.token, { newPaymentPassword: pw, confirmPaymentPassword: pw });
      expect(res.errors?.[0], pw).toMatchObject({ field: 'newPaymentPassword' });
      expect(res.errors?.[0]?.message).toContain(message);
    }
    const mismatch = await setPassword(m.token, {
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246811',
    });
    expect(mismatch.errors?.[0]?.field).toBe('confirmPaymentPassword');
    expect(mismatch.message).toContain('inconsistent_twice');
  });

  it('sets a first one with the login password, then changes it only with the old one', async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
      m.memberId,
      await hashPassword('login-pass-1'),
    ]);
    const without = await setPassword(m.token, {
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(without.errors?.[0]?.field).toBe('loginPassword');
    const wrong = await setPassword(m.token, {
      loginPassword: 'nope',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(wrong.code).toBe('BAD_CREDENTIALS');
    const ok = await setPassword(m.token, {
      loginPassword: 'login-pass-1',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(ok.value).toMatchObject({ isSet: true, triesLeft: 5 });
    const noOld = await setPassword(m.token, {
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(noOld.errors?.[0]?.field).toBe('oldPaymentPassword');
    const same = await setPassword(m.token, {
      oldPaymentPassword: '246810',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(same.errors?.[0]?.field).toBe('newPaymentPassword');
    const changed = await setPassword(m.token, {
      oldPaymentPassword: '246810',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(changed.success).toBe(true);
  });

  it('is only accepted sealed (encrypted), never as plain JSON', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await api(server, {
      method: 'POST',
      url: '/wps/member/payment-password',
      token: m.token,
      body: { newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
    });
    expect(res.success).toBe(false);
  });

  it('R9.19 five wrong tries in a row lock payments for 30 minutes, even for the right password', async () => {
    const m = await createTestMember(server.deps.db);
    await setPassword(m.token, { newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    const change = (old: string) =>
      setPassword(m.token, {
        oldPaymentPassword: old,
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      });
    const left: unknown[] = [];
    for (let i = 0; i < 4; i++) left.push((await change('000001')).value);
    expect(left).toEqual([{ triesLeft: 4 }, { triesLeft: 3 }, { triesLeft: 2 }, { triesLeft: 1 }]);
    const fifth = await change('000001');
    expect(fifth.code).toBe('TOO_MANY_ATTEMPTS');
    const right = await change('246810');
    expect(right.code).toBe('TOO_MANY_ATTEMPTS');
    const state = await api<{ isSet: boolean; triesLeft: number; lockedUntil?: string }>(server, {
      method: 'GET',
      url: '/wps/member/payment-password',
      token: m.token,
    });
    expect(state.value.triesLeft).toBe(0);
    const minutes = (Date.parse(state.value.lockedUntil ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // When the lock runs out, the right password works again and the count starts afresh.
    await server.deps.db.query(`UPDATE guess_counters SET window_ends_ms = $2 WHERE key = $1`, [
      `paypw:${m.merchantId}:${m.memberId}`,
      Date.now() - 1000,
    ]);
    expect((await change('246810')).success).toBe(true);
  });
});
