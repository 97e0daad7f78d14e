import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMailsSent } from '../../../server/services/member/passwords';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  api,
  lastSmsCode,
  loginByPassword,
  newUsername,
  registerByUsername,
  setFlags,
  setSetting,
  solvedCaptcha,
  type LoginValue,
} from '../../support/accounts';

let server: TestServer;
let seq = 0;
/** A fresh Philippine mobile number. */
const phone = () =>
  `917${String(1_000_000 + (seq += 1) + Math.floor(Math.random() * 8_000_000)).slice(0, 7)}`;

beforeAll(async () => {
  server = await startTestServer();
  await setFlags(server, {
    MOBILENUMREG3: true,
    MOBILEVERCODELOGIN3: true,
    CHNGPASSVERIF3: true,
    REGMOBVERF3: false,
  });
});
afterAll(async () => {
  await server.close();
});

async function sendCode(url: string, mobileNum: string, extra: Record<string, unknown> = {}) {
  return api<{ expiredMinutes: number }>(server, {
    method: 'POST',
    url,
    body: { mobileNum, countryDialingCode: '63', ...extra },
  });
}

async function registerByMobile(mobileNum: string, extra: Record<string, unknown> = {}) {
  const sent = await sendCode('/wps/verification/sms/register', mobileNum);
  expect(sent.success).toBe(true);
  const code = await lastSmsCode(server, `+63${mobileNum}`);
  return api<LoginValue>(server, {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    encrypted: true,
    body: {
      mobileNum,
      countryDialingCode: '63',
      verificationCode: code,
      ageConfirmed: true,
      login: true,
      ...(await solvedCaptcha(server)),
      ...extra,
    },
  });
}

describe('SMS codes', () => {
  it('R7.52 R3.13 R4.9 sends a 6-digit code to the outbox and answers expiredMinutes; refuses while counting', async () => {
    const n = phone();
    const sent = await sendCode('/wps/verification/sms/register', n);
    expect(sent.value.expiredMinutes).toBe(2);
    expect(await lastSmsCode(server, `+63${n}`)).toMatch(/^\d{6}$/);
    const again = await sendCode('/wps/verification/sms/register', n);
    expect(again.code).toBe('RATE_LIMITED');
    const stored = await server.deps.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_codes WHERE destination = $1',
      [`+63${n}`],
    );
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('R8.12 refuses an invalid phone format', async () => {
    expect((await sendCode('/wps/verification/sms/register', '12ab')).message).toMatch(
      /Invalid phone format/,
    );
    expect((await sendCode('/wps/verification/sms/register', '1234')).message).toMatch(/valid phone number/);
  });

  it('R7.9 R6.10 registers by mobile with the code, which then works only once', async () => {
    const n = phone();
    const res = await registerByMobile(n);
    expect(res.success).toBe(true);
    const code = await lastSmsCode(server, `+63${n}`);
    const reuse = await api(server, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      encrypted: true,
      body: {
        mobileNum: n,
        countryDialingCode: '63',
        verificationCode: code,
        ageConfirmed: true,
        ...(await solvedCaptcha(server)),
      },
    });
    expect(reuse.code).toBe('CONFLICT');
  });

  it('R9.14 R4.9 a wrong code five times spends it; the right one then fails too', async () => {
    const n = phone();
    await sendCode('/wps/verification/sms/register', n);
    const code = (await lastSmsCode(server, `+63${n}`)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = async (verificationCode: string) =>
      api(server, {
        method: 'PUT',
        url: '/wps/member/register/mobile',
        encrypted: true,
        body: {
          mobileNum: n,
          countryDialingCode: '63',
          verificationCode,
          ageConfirmed: true,
          ...(await solvedCaptcha(server)),
        },
      });
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await attempt(wrong)).code);
    expect(codes).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'TOO_MANY_ATTEMPTS',
    ]);
    expect((await attempt(code)).code).toBe('CODE_INVALID');
    expect(await server.deps.db.query('SELECT id FROM members WHERE mobile_num = $1', [n])).toHaveLength(0);
  });

  it('an expired code is refused with a resend message', async () => {
    const n = phone();
    await sendCode('/wps/verification/sms/register', n);
    const code = await lastSmsCode(server, `+63${n}`);
    await server.deps.db.query(
      "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE destination = $1",
      [`+63${n}`],
    );
    const res = await api(server, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      encrypted: true,
      body: {
        mobileNum: n,
        countryDialingCode: '63',
        verificationCode: code,
        ageConfirmed: true,
        ...(await solvedCaptcha(server)),
      },
    });
    expect(res.code).toBe('CODE_EXPIRED');
    expect(res.message).toMatch(/resend/);
  });

  it('R1.3 R6.16 R7.3 logs in by SMS code when MOBILEVERCODELOGIN3 is on, and not when off', async () => {
    const n = phone();
    expect((await registerByMobile(n)).success).toBe(true);
    await server.deps.db.query('UPDATE verification_codes SET expires_at = now() WHERE destination = $1', [
      `+63${n}`,
    ]);
    // noLogin takes mobileNum and countryDialingCode (both required) and the bot-check result.
    for (const body of [{ mobileNum: n }, { countryDialingCode: '63' }]) {
      const refused = await api(server, { method: 'POST', url: '/wps/verification/sms/noLogin', body });
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0]?.field).toBe('mobileNum' in body ? 'countryDialingCode' : 'mobileNum');
    }
    const sent = await sendCode('/wps/verification/sms/noLogin', n, {
      purpose: 'login',
      botCheck: 'bot-check-result-token',
    });
    expect(sent).toMatchObject({ success: true, value: { expiredMinutes: 2 } });
    const code = await lastSmsCode(server, `+63${n}`);
    const res = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/login',
      encrypted: true,
      body: { type: 'sms', mobileNum: n, countryDialingCode: '63', verificationCode: code },
    });
    expect(res.success).toBe(true);
    expect(res.value.cpw).toBe(false);
    await setFlags(server, { MOBILEVERCODELOGIN3: false });
    const off = await api(server, {
      method: 'POST',
      url: '/wps/session/login',
      encrypted: true,
      body: { type: 'sms', mobileNum: n, countryDialingCode: '63', verificationCode: '123456' },
    });
    expect(off.code).toBe('DISABLED');
    await setFlags(server, { MOBILEVERCODELOGIN3: true });
  });

  it('R6.11 REGMOBVERF3 requires mobile and SMS code in username registration', async () => {
    await setFlags(server, { REGMOBVERF3: true });
    const res = await registerByUsername(server);
    expect(res.errors?.[0]?.field).toBe('mobileNum');
    const n = phone();
    await sendCode('/wps/verification/sms/register', n);
    const ok = await registerByUsername(server, {
      mobileNum: n,
      countryDialingCode: '63',
      verificationCode: await lastSmsCode(server, `+63${n}`),
    });
    expect(ok.success).toBe(true);
    await setFlags(server, { REGMOBVERF3: false });
  });
});

describe('forgot password', () => {
  it('R7.13 R4.13 R3.12 by username + e-mail: a real mail through SMTP with a single-use reset link', async () => {
    await setSetting(server, 'registerRules', { email: { enabled: true, required: false } });
    const email = `${newUsername('m')}@mail.test`;
    const reg = await registerByUsername(server, { email });
    expect(reg.success).toBe(true);
    const res = await api(server, {
      method: 'POST',
      url: '/wps/member/password/email',
      form: true,
      body: { username: reg.username, email },
    });
    expect(res.success).toBe(true);
    let mail: { body: string } | undefined;
    for (let i = 0; i < 50 && !mail; i += 1) {
      [mail] = await server.deps.db.query<{ body: string }>('SELECT body FROM mail_sink WHERE mail_to = $1', [
        email,
      ]);
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    const token = /resetToken=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/member/password/reset',
      encrypted: true,
      body: { resetToken: token, newPassword: 'NewSecret456', confirmNewPassword: 'NewSecret456' },
    });
    expect(reset.success).toBe(true);
    expect(reset.value.token).toBeTruthy();
    expect((await loginByPassword(server, reg.username, 'NewSecret456')).success).toBe(true);
    expect((await loginByPassword(server, reg.username, reg.password)).success).toBe(false);
    // The old session ended with the change.
    expect(
      (await api(server, { method: 'GET', url: '/wps/member/info', token: reg.value.token })).success,
    ).toBe(false);
    const again = await api(server, {
      method: 'POST',
      url: '/wps/member/password/reset',
      encrypted: true,
      body: { resetToken: token, newPassword: 'Another789x', confirmNewPassword: 'Another789x' },
    });
    expect(again.code).toBe('CODE_EXPIRED');
  });

  it('R5.12 a known and an unknown account get the same answer after the same work: the reset mail goes out after the answer', async () => {
    await setSetting(server, 'registerRules', { email: { enabled: true, required: false } });
    const email = `${newUsername('t')}@mail.test`;
    const reg = await registerByUsername(server, { email });
    expect(reg.success).toBe(true);
    // A mail server that holds every mail until the test lets it go.
    const real = server.deps.mail;
    const held: string[] = [];
    let letGo = () => undefined as void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    server.deps.mail = {
      async send(mail) {
        await gate;
        held.push(mail.to);
      },
    };
    try {
      const ask = (username: string, to: string, ip: string) =>
        api(server, {
          method: 'POST',
          url: '/wps/member/password/email',
          form: true,
          ip,
          body: { username, email: to },
        });
      const known = await ask(reg.username, email, '10.9.0.1');
      const unknown = await ask(newUsername('nobody'), email, '10.9.0.2');
      const wrongMail = await ask(reg.username, `other.${email}`, '10.9.0.3');
      // Answered while the known account's mail is still held: no mail work before the answer.
      expect(held).toEqual([]);
      const same = (a: typeof known) => ({ ...a, requestId: undefined });
      expect(same(known)).toEqual(same(unknown));
      expect(same(known)).toEqual(same(wrongMail));
      letGo();
      await resetMailsSent();
      expect(held).toEqual([email]);
    } finally {
      server.deps.mail = real;
    }
  });

  it('R5.12 answers the same for an unknown pair and checks the e-mail rule', async () => {
    const unknown = await api(server, {
      method: 'POST',
      url: '/wps/member/password/email',
      form: true,
      body: { username: 'nobody123', email: 'x@mail.test' },
    });
    expect(unknown.success).toBe(true);
    const bad = await api(server, {
      method: 'POST',
      url: '/wps/member/password/email',
      form: true,
      body: { username: 'nobody123', email: 'not-an-email' },
    });
    expect(bad.errors?.[0]?.field).toBe('email');
  });

  it('R7.18 R4.14 R2.49 R3.12 by mobile + SMS code + new password, then logged in', async () => {
    const n = phone();
    const reg = await registerByUsername(server, {});
    await server.deps.db.query(
      "UPDATE members SET mobile_num = $2, country_dialing_code = '63' WHERE username = $1",
      [reg.username, n],
    );
    expect((await sendCode('/wps/verification/sms/noLogin', n, { purpose: 'reset' })).success).toBe(true);
    const code = await lastSmsCode(server, `+63${n}`);
    const res = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/member/password/verification',
      encrypted: true,
      body: {
        mobileNum: n,
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'PhoneReset1',
        confirmNewPassword: 'PhoneReset1',
      },
    });
    expect(res.success).toBe(true);
    expect(res.value.token).toBeTruthy();
    expect((await loginByPassword(server, reg.username, 'PhoneReset1')).success).toBe(true);
  });

  it('sends no SMS to a number without an account but answers the same', async () => {
    const n = phone();
    const res = await sendCode('/wps/verification/sms/noLogin', n, { purpose: 'reset' });
    expect(res.success).toBe(true);
    expect(await lastSmsCode(server, `+63${n}`)).toBeUndefined();
  });
});

describe('change password and forced change', () => {
  it('R7.10 R3.11 R5.13 changes the password with the old one; every other session ends', async () => {
    const reg = await registerByUsername(server);
    const other = await loginByPassword(server, reg.username, reg.password);
    const wrongOld = await api(server, {
      method: 'POST',
      url: '/wps/member/password',
      encrypted: true,
      token: reg.value.token,
      body: { oldPassword: 'nope', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
    });
    expect(wrongOld.errors?.[0]?.field).toBe('oldPassword');
    const mismatch = await api(server, {
      method: 'POST',
      url: '/wps/member/password',
      encrypted: true,
      token: reg.value.token,
      body: { oldPassword: reg.password, newPassword: 'Changed123', confirmNewPassword: 'Changed124' },
    });
    expect(mismatch.errors?.[0]?.field).toBe('confirmNewPassword');
    const ok = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/member/password',
      encrypted: true,
      token: reg.value.token,
      body: { oldPassword: reg.password, newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
    });
    expect(ok.success).toBe(true);
    expect(
      (await api(server, { method: 'GET', url: '/wps/member/info', token: other.value.token })).success,
    ).toBe(false);
    expect(
      (await api(server, { method: 'GET', url: '/wps/member/info', token: ok.value.token })).success,
    ).toBe(true);
  });

  it('R4.4 R6.15 an expired password forces a change with PWDEXPFORCECHANGE3, not by SMS, not with the flag off', async () => {
    const reg = await registerByUsername(server);
    await server.deps.db.query(
      "UPDATE members SET password_changed_at = now() - interval '400 days' WHERE username = $1",
      [reg.username],
    );
    expect((await loginByPassword(server, reg.username, reg.password)).value.cpw).toBe(false);
    await setFlags(server, { PWDEXPFORCECHANGE3: true });
    const forced = await loginByPassword(server, reg.username, reg.password);
    expect(forced.value).toMatchObject({ cpw: true, passwordExpired: true });
    await setFlags(server, { PWDEXPFORCECHANGE3: false });
  });

  it('R4.4 R2.54 the initial password forces a change whatever the flags', async () => {
    const reg = await registerByUsername(server);
    await server.deps.db.query('UPDATE members SET password_is_initial = true WHERE username = $1', [
      reg.username,
    ]);
    const forced = await loginByPassword(server, reg.username, reg.password);
    expect(forced.value.cpw).toBe(true);
    const changed = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/member/password',
      encrypted: true,
      token: forced.value.token,
      body: { oldPassword: reg.password, newPassword: 'Fresh12345', confirmNewPassword: 'Fresh12345' },
    });
    expect(changed.value.cpw).toBe(false);
  });
});
