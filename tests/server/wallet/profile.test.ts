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

interface Profile {
  nickname: string;
  birthday?: string;
  idNumber?: string;
  nationality?: string;
  telegram?: string;
  email?: string;
  pendingEmail?: string;
  mobile?: string;
  locked: string[];
}

const update = (token: string, body: Record<string, unknown>) =>
  api<Profile>(server, { method: 'POST', url: '/wps/member/profile', token, body });

describe('security centre profile (R3.31)', () => {
  it('R3.31 saves every profile field, normalised, and reads it back', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await update(m.token, {
      nickname: '  Lucky   Star ',
      birthday: '1990-05-17',
      idNumber: 'ab1234567',
      address: '12 Rizal Ave, Makati',
      nationality: 'ph',
      occupation: 'Engineer',
      sourceOfIncome: 'salary',
      telegram: '@lucky_star',
      zalo: '0912 345 678',
    });
    expect(res.value).toMatchObject({
      nickname: 'Lucky Star',
      birthday: '1990-05-17',
      idNumber: 'AB1234567',
      nationality: 'PH',
      telegram: 'lucky_star',
      locked: ['birthday', 'idNumber'],
    });
    const read = await api<Profile>(server, { method: 'GET', url: '/wps/member/profile', token: m.token });
    expect(read.value).toEqual(res.value);
    // Clearable fields clear with an empty text.
    const cleared = await update(m.token, { telegram: '' });
    expect(cleared.value.telegram).toBeUndefined();
  });

  it('refuses each bad field by name and writes nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const cases: [Record<string, string>, string][] = [
      [{ nickname: 'x' }, 'nickname'],
      [{ nickname: '<script>' }, 'nickname'],
      [{ birthday: '2020-01-01' }, 'birthday'],
      [{ birthday: '1990-02-30' }, 'birthday'],
      [{ idNumber: '12' }, 'idNumber'],
      [{ nationality: 'XX' }, 'nationality'],
      [{ sourceOfIncome: 'lottery' }, 'sourceOfIncome'],
      [{ telegram: 'a b' }, 'telegram'],
      [{ zalo: 'abc' }, 'zalo'],
      [{ email: 'not-an-email' }, 'email'],
      [{ address: 'x' }, 'address'],
      [{ nickname: '' }, 'nickname'],
    ];
    for (const [body, field] of cases) {
      const res = await update(m.token, { ...body, occupation: 'Teacher' });
      expect(res.errors?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    const read = await api<Profile & { occupation?: string }>(server, {
      method: 'GET',
      url: '/wps/member/profile',
      token: m.token,
    });
    expect(read.value.occupation).toBeUndefined();
  });

  it('birthday and ID number are set once', async () => {
    const m = await createTestMember(server.deps.db);
    await update(m.token, { birthday: '1990-05-17', idNumber: 'AB1234567' });
    expect((await update(m.token, { birthday: '1991-01-01' })).code).toBe('FORBIDDEN');
    expect((await update(m.token, { idNumber: 'ZZ999999' })).code).toBe('FORBIDDEN');
    expect((await update(m.token, { birthday: '1990-05-17' })).success).toBe(true);
  });

  it('a new e-mail needs the login password', async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
      m.memberId,
      await hashPassword('Secret123'),
    ]);
    expect((await update(m.token, { email: 'ann@example.com' })).errors?.[0]?.field).toBe('password');
    expect((await update(m.token, { email: 'ann@example.com', password: 'nope' })).code).toBe(
      'BAD_CREDENTIALS',
    );
    // The address is normalised and waits for the code sent to it (identity-changes.test.ts).
    const ok = await update(m.token, { email: 'Ann@Example.com', password: 'Secret123' });
    expect(ok.value).toMatchObject({ pendingEmail: 'ann@example.com' });
    expect(ok.value.email).toBeUndefined();
  });

  it('links a new mobile number with the code sent to it', async () => {
    const m = await createTestMember(server.deps.db);
    const number = `917${String(Date.now()).slice(-7)}`;
    const sent = await api<{ expiredMinutes: number }>(server, {
      method: 'POST',
      url: '/wps/member/profile/mobile/code',
      token: m.token,
      body: { countryDialingCode: '63', mobileNum: number },
    });
    expect(sent.success).toBe(true);
    const [sms] = await server.deps.db.query<{ body: string }>(
      'SELECT body FROM sms_outbox WHERE to_number LIKE $1 ORDER BY id DESC LIMIT 1',
      [`%${number}`],
    );
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] as string;
    const wrong = await api(server, {
      method: 'POST',
      url: '/wps/member/profile/mobile',
      token: m.token,
      body: {
        countryDialingCode: '63',
        mobileNum: number,
        verificationCode: code === '000000' ? '111111' : '000000',
      },
    });
    expect(wrong.success).toBe(false);
    const ok = await api<Profile>(server, {
      method: 'POST',
      url: '/wps/member/profile/mobile',
      token: m.token,
      body: { countryDialingCode: '63', mobileNum: number, verificationCode: code },
    });
    expect(ok.value.mobile).toMatch(/^\+63 .*\d{4}$/);
  });
});
