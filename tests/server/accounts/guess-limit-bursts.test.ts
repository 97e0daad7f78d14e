import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/services/auth/password-hash';
import { SESSION_PASSWORD_TRIES } from '../../../server/services/auth/session-password';
import { totpFor } from '../../../server/services/auth/login-challenge';
import { TOTP_SETUP_TRIES } from '../../../server/services/member/totp';
import { PAYMENT_PASSWORD_MAX_TRIES } from '../../../schemas/api/wallet-rules';
import { sealPayload } from '../../../src/api/seal-payload';
import { api, lastSmsCode, loginByPassword, setFlags } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Secrets checked inside a session, under bursts of 50 tries sent together (PGlite, and
 * PostgreSQL in scripts/test-all.ts): at most the limit reach the check, and the right
 * secret sent after them is refused.
 */
let server: TestServer;
let key = '';
beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.deps.db.query<{ payload_key: string }>(
    "SELECT payload_key FROM merchants WHERE code = 'aurora'",
  );
  key = row?.payload_key ?? '';
});

/** A sealed call with the key read once: a burst must load the platform, not the test's pool. */
async function sealed(url: string, token: string, body: Record<string, unknown>) {
  const res = await server.call({ method: 'POST', url, token, payload: sealPayload(key, body) });
  return res.json() as { success: boolean; code: string; message: string };
}
afterAll(() => server.close());

function tally(answers: { code: string; message: string; success: boolean }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = a.success
      ? 'OK'
      : ['BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'BUSY', 'CODE_INVALID'].includes(a.code)
        ? a.code
        : `${a.code}: ${a.message}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

async function memberWithPasswords(): Promise<TestMember> {
  const m = await createTestMember(server.deps.db);
  await server.deps.db.query(
    'UPDATE members SET password_hash = $2, payment_password_hash = $3 WHERE id = $1',
    [m.memberId, await hashPassword('Login-pass-1'), await hashPassword('246810')],
  );
  return m;
}

const changePaymentPassword = (m: TestMember, old: string) =>
  sealed('/wps/member/payment-password', m.token, {
    oldPaymentPassword: old,
    newPaymentPassword: '135790',
    confirmPaymentPassword: '135790',
  });

const changeEmail = (m: TestMember, password: string) =>
  api(server, {
    method: 'POST',
    url: '/wps/member/profile',
    token: m.token,
    body: { email: `new${m.memberId}@example.com`, password },
  });

const totpOff = (m: TestMember, password: string) =>
  sealed('/wps/member/totp/confirm', m.token, { enable: false, password });

/**
 * 50 wrong login passwords at once: five are checked and lock the window; the others are
 * refused unchecked, as locked or (while the five were still being checked) told to come back.
 */
function expectSessionPasswordBurst(answers: { code: string; message: string; success: boolean }[]): void {
  const t = tally(answers);
  expect(t.BAD_CREDENTIALS).toBe(SESSION_PASSWORD_TRIES);
  expect((t.TOO_MANY_ATTEMPTS ?? 0) + (t.BUSY ?? 0)).toBe(50 - SESSION_PASSWORD_TRIES);
  expect(Object.keys(t).every((k) => ['BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'BUSY'].includes(k))).toBe(
    true,
  );
}

describe('guessing limits of secrets asked inside a session', () => {
  it(`R9.19 50 wrong payment passwords at once: ${PAYMENT_PASSWORD_MAX_TRIES} reach the check; the right one after them is refused`, async () => {
    const m = await memberWithPasswords();
    const answers = await Promise.all(Array.from({ length: 50 }, () => changePaymentPassword(m, '000001')));
    // Four are told "wrong, N left", the fifth wrong one locks, the rest never reach the
    // check: told payments are locked, or (while the five are still being checked) BUSY.
    const t = tally(answers);
    expect(t.BAD_CREDENTIALS).toBe(PAYMENT_PASSWORD_MAX_TRIES - 1);
    expect(t.TOO_MANY_ATTEMPTS).toBeGreaterThanOrEqual(1);
    expect((t.TOO_MANY_ATTEMPTS ?? 0) + (t.BUSY ?? 0)).toBe(50 - (PAYMENT_PASSWORD_MAX_TRIES - 1));
    const [row] = await server.deps.db.query<{ tries: number }>(
      'SELECT tries FROM guess_counters WHERE key = $1',
      [`paypw:${m.merchantId}:${m.memberId}`],
    );
    expect(row?.tries).toBe(PAYMENT_PASSWORD_MAX_TRIES);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => changePaymentPassword(m, i === 49 ? '246810' : '000001')),
    );
    expect(tally(burst)).toEqual({ TOO_MANY_ATTEMPTS: 50 });
  });

  it(`the login password asked again in a session: 50 wrong ones at once through the e-mail change check ${SESSION_PASSWORD_TRIES}; then the right one is refused there, for two-factor and for a first payment password`, async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query(
      'UPDATE members SET password_hash = $2, totp_enabled = true, totp_secret = $3 WHERE id = $1',
      [m.memberId, await hashPassword('Login-pass-1'), 'JBSWY3DPEHPK3PXP'],
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => changeEmail(m, 'wrong-pass-1')));
    expectSessionPasswordBurst(answers);
    const [email, totp, first] = await Promise.all([
      changeEmail(m, 'Login-pass-1'),
      totpOff(m, 'Login-pass-1'),
      sealed('/wps/member/payment-password', m.token, {
        loginPassword: 'Login-pass-1',
        newPaymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
    ]);
    expect([email.code, totp.code, first.code]).toEqual([
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
    ]);
    expect(email.message).toMatch(/try again in \d+ minutes/);
    const [row] = await server.deps.db.query<{ email: string | null; totp_enabled: boolean }>(
      'SELECT email, totp_enabled FROM members WHERE id = $1',
      [m.memberId],
    );
    expect(row).toEqual({ email: null, totp_enabled: true });
  });

  it('switching two-factor login off: 50 wrong passwords at once check at most the limit', async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query(
      'UPDATE members SET password_hash = $2, totp_enabled = true, totp_secret = $3 WHERE id = $1',
      [m.memberId, await hashPassword('Login-pass-1'), 'JBSWY3DPEHPK3PXP'],
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => totpOff(m, 'wrong-pass-1')));
    expectSessionPasswordBurst(answers);
  });

  it('the login password asked again in a session: 50 right ones at once are never told they are locked, and no try is kept', async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query(
      'UPDATE members SET password_hash = $2, totp_enabled = true, totp_secret = $3 WHERE id = $1',
      [m.memberId, await hashPassword('Login-pass-1'), 'JBSWY3DPEHPK3PXP'],
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => changeEmail(m, 'Login-pass-1')));
    expect(answers.some((a) => a.code === 'TOO_MANY_ATTEMPTS' || a.code === 'BAD_CREDENTIALS')).toBe(false);
    const [row] = await server.deps.db.query<{ failures: number }>(
      'SELECT failures FROM guess_counters WHERE key = $1',
      [`pwcheck:${m.merchantId}:${m.memberId}`],
    );
    expect(row?.failures ?? 0).toBe(0);
  });

  it('a first payment password: 50 wrong login passwords at once check at most the limit, and none is set', async () => {
    const m = await createTestMember(server.deps.db);
    await server.deps.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
      m.memberId,
      await hashPassword('Login-pass-1'),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        sealed('/wps/member/payment-password', m.token, {
          loginPassword: 'wrong-pass-1',
          newPaymentPassword: '246810',
          confirmPaymentPassword: '246810',
        }),
      ),
    );
    expectSessionPasswordBurst(answers);
    const [row] = await server.deps.db.query<{ payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM members WHERE id = $1',
      [m.memberId],
    );
    expect(row?.payment_password_hash).toBeNull();
  });

  it('R9.14 50 wrong SMS reset codes at once: 5 are compared, and the right code after them is refused', async () => {
    await setFlags(server, { CHNGPASSVERIF3: true });
    const m = await memberWithPasswords();
    const n = `9176${String(Date.now()).slice(-6)}`;
    await server.deps.db.query(
      "UPDATE members SET mobile_num = $2, country_dialing_code = '63' WHERE id = $1",
      [m.memberId, n],
    );
    const sent = await api(server, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      body: { mobileNum: n, countryDialingCode: '63', purpose: 'reset' },
    });
    expect(sent.success).toBe(true);
    const right = (await lastSmsCode(server, `+63${n}`)) ?? '';
    const wrong = right === '000000' ? '000001' : '000000';
    const reset = (code: string) =>
      sealed('/wps/member/password/verification', '', {
        mobileNum: n,
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Taken-over-1',
        confirmNewPassword: 'Taken-over-1',
      });
    const answers = await Promise.all(Array.from({ length: 50 }, () => reset(wrong)));
    expect(answers.every((a) => !a.success)).toBe(true);
    // Four are told how many tries are left; the fifth wrong one spends the code.
    expect(answers.filter((a) => /\b(try|tries) left/.test(a.message))).toHaveLength(4);
    const [row] = await server.deps.db.query<{ attempts: number; used: boolean }>(
      `SELECT attempts, used_at IS NOT NULL AS used FROM verification_codes
        WHERE destination = $1 AND purpose = 'reset' ORDER BY id DESC LIMIT 1`,
      [`+63${n}`],
    );
    expect(row).toEqual({ attempts: 5, used: true });
    expect((await reset(right)).success).toBe(false);
  });
  /** A member with a mobile number and a live SMS login code; answers the number and the code. */
  async function smsLoginCode(): Promise<{ n: string; right: string; wrong: string }> {
    await setFlags(server, { MOBILEVERCODELOGIN3: true });
    const m = await createTestMember(server.deps.db);
    const n = `9175${String(Date.now()).slice(-6)}`;
    await server.deps.db.query(
      "UPDATE members SET mobile_num = $2, country_dialing_code = '63' WHERE id = $1",
      [m.memberId, n],
    );
    const sent = await api(server, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      body: { mobileNum: n, countryDialingCode: '63', purpose: 'login' },
    });
    expect(sent.success).toBe(true);
    const right = (await lastSmsCode(server, `+63${n}`)) ?? '';
    return { n, right, wrong: right === '000000' ? '000001' : '000000' };
  }

  const smsLogin = (n: string, code: string) =>
    sealed('/wps/session/login', '', {
      type: 'sms',
      mobileNum: n,
      countryDialingCode: '63',
      verificationCode: code,
    });

  async function loginCodeRow(n: string): Promise<{ attempts: number; used: boolean } | undefined> {
    const [row] = await server.deps.db.query<{ attempts: number; used: boolean }>(
      `SELECT attempts, used_at IS NOT NULL AS used FROM verification_codes
        WHERE destination = $1 AND purpose = 'login' ORDER BY id DESC LIMIT 1`,
      [`+63${n}`],
    );
    return row;
  }

  it('R6.16 50 wrong SMS login codes at once: at most 5 are compared, and none logs in', async () => {
    const { n, wrong } = await smsLoginCode();
    const answers = await Promise.all(Array.from({ length: 50 }, () => smsLogin(n, wrong)));
    expect(answers.some((a) => a.success)).toBe(false);
    expect((await loginCodeRow(n))?.attempts).toBeLessThanOrEqual(5);
  });

  it('R6.16 the same right SMS login code sent 50 times at once logs in exactly once', async () => {
    const { n, right } = await smsLoginCode();
    const answers = await Promise.all(Array.from({ length: 50 }, () => smsLogin(n, right)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(await loginCodeRow(n)).toMatchObject({ used: true });
    expect((await loginCodeRow(n))?.attempts).toBeLessThanOrEqual(5);
  });
  it(`switching two-factor login on: 50 wrong codes at once compare at most ${TOTP_SETUP_TRIES}; the right code after them is refused`, async () => {
    const m = await createTestMember(server.deps.db);
    const secret = 'JBSWY3DPEHPK3PXP';
    await server.deps.db.query('UPDATE members SET totp_secret = $2 WHERE id = $1', [m.memberId, secret]);
    const right = totpFor(secret).generate();
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const on = (code: string) => sealed('/wps/member/totp/confirm', m.token, { enable: true, code });
    const answers = await Promise.all(Array.from({ length: 50 }, () => on(wrong)));
    // All wrong, none given back: the first five reserve and are compared, no more.
    const t = tally(answers);
    expect(t.CODE_INVALID).toBe(TOTP_SETUP_TRIES);
    expect((t.TOO_MANY_ATTEMPTS ?? 0) + (t.BUSY ?? 0)).toBe(50 - TOTP_SETUP_TRIES);
    // Five wrong codes fill the window: the right one is refused, two-factor stays off.
    expect((await on(right)).code).toBe('TOO_MANY_ATTEMPTS');
    const [row] = await server.deps.db.query<{ totp_enabled: boolean }>(
      'SELECT totp_enabled FROM members WHERE id = $1',
      [m.memberId],
    );
    expect(row?.totp_enabled).toBe(false);
  });
  it('linking a mobile number: 50 wrong codes at once compare 5 and spend the code; the right one after them is refused', async () => {
    const m = await createTestMember(server.deps.db);
    const number = `918${String(Date.now()).slice(-7)}`;
    const sent = await api(server, {
      method: 'POST',
      url: '/wps/member/profile/mobile/code',
      token: m.token,
      body: { countryDialingCode: '63', mobileNum: number },
    });
    expect(sent.success).toBe(true);
    const right = (await lastSmsCode(server, `+63${number}`)) ?? '';
    const link = (verificationCode: string) =>
      api(server, {
        method: 'POST',
        url: '/wps/member/profile/mobile',
        token: m.token,
        body: { countryDialingCode: '63', mobileNum: number, verificationCode },
      });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => link(right === '000000' ? '000001' : '000000')),
    );
    expect(answers.some((a) => a.success)).toBe(false);
    const [row] = await server.deps.db.query<{ attempts: number; used: boolean }>(
      `SELECT attempts, used_at IS NOT NULL AS used FROM verification_codes
        WHERE destination = $1 AND purpose = 'bind' ORDER BY id DESC LIMIT 1`,
      [`+63${number}`],
    );
    expect(row).toEqual({ attempts: 5, used: true });
    expect((await link(right)).success).toBe(false);
    const [member] = await server.deps.db.query<{ mobile_num: string | null }>(
      'SELECT mobile_num FROM members WHERE id = $1',
      [m.memberId],
    );
    expect(member?.mobile_num).not.toBe(number);
  });
});

describe('the second step of a login from a new address', () => {
  const NEW_IP = '10.7.7.7';
  const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

  /** A member with an e-mail and an authenticator, known at another address, halfway through a login from a new one. */
  async function openChallenge(): Promise<{ ticket: string; email: string }> {
    const m = await createTestMember(server.deps.db);
    const email = `step${m.memberId}@mail.test`;
    await server.deps.db.query(
      'UPDATE members SET password_hash = $2, email = $3, totp_enabled = true, totp_secret = $4 WHERE id = $1',
      [m.memberId, await hashPassword('Login-pass-1'), email, TOTP_SECRET],
    );
    await server.deps.db.query(
      "INSERT INTO member_ips (merchant_id, member_id, ip) VALUES ($1, $2, '10.1.1.1')",
      [m.merchantId, m.memberId],
    );
    const login = await loginByPassword(server, m.username, 'Login-pass-1', {}, NEW_IP);
    const ticket = login.value.challenge?.ticket ?? '';
    expect(ticket).not.toBe('');
    return { ticket, email };
  }

  const verify = (ticket: string, method: 'totp' | 'email', code: string) =>
    api<{ token: string }>(server, {
      method: 'POST',
      url: '/wps/session/login/verify',
      encrypted: true,
      body: { ticket, method, code },
      ip: NEW_IP,
    });

  async function mailedCode(ticket: string, email: string): Promise<string> {
    const sent = await api(server, {
      method: 'POST',
      url: '/wps/session/login/verify/code',
      body: { ticket, method: 'email' },
      ip: NEW_IP,
    });
    expect(sent.success).toBe(true);
    for (let i = 0; i < 100; i += 1) {
      const [row] = await server.deps.db.query<{ body: string }>(
        'SELECT body FROM mail_sink WHERE mail_to = $1 ORDER BY id DESC LIMIT 1',
        [email],
      );
      const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no code mailed');
  }

  async function attempts(ticket: string): Promise<number | undefined> {
    const [row] = await server.deps.db.query<{ attempts: number }>(
      'SELECT attempts FROM login_challenges WHERE ticket_hash = $1',
      [createHash('sha256').update(ticket).digest('hex')],
    );
    return row?.attempts;
  }

  it('R4.38 50 wrong authenticator codes at once compare five; the right code after them is refused', async () => {
    const { ticket } = await openChallenge();
    const right = totpFor(TOTP_SECRET).generate();
    const wrong = right === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(ticket, 'totp', wrong)));
    expect(answers.some((a) => a.success)).toBe(false);
    expect(answers.filter((a) => a.code === 'CODE_INVALID')).toHaveLength(5);
    expect(await attempts(ticket)).toBe(5);
    const late = await verify(ticket, 'totp', totpFor(TOTP_SECRET).generate());
    expect(late.code).toBe('CODE_EXPIRED');
  });

  it('R4.38 50 wrong e-mailed codes at once log nobody in, and the right code after them is refused', async () => {
    const { ticket, email } = await openChallenge();
    const right = await mailedCode(ticket, email);
    const wrong = right === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(ticket, 'email', wrong)));
    expect(answers.some((a) => a.success)).toBe(false);
    expect(await attempts(ticket)).toBe(5);
    expect((await verify(ticket, 'email', right)).success).toBe(false);
  });

  it('R4.38 the right e-mailed code sent 50 times at once logs in exactly once', async () => {
    const { ticket, email } = await openChallenge();
    const right = await mailedCode(ticket, email);
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(ticket, 'email', right)));
    expect(answers.filter((a) => a.success && a.value.token)).toHaveLength(1);
  });
});
