import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IP_CAPTCHA_AFTER_FAILURES,
  IP_LIMIT_FAILURES,
  LOCK_AFTER_FAILURES,
  RANGE_CAPTCHA_AFTER_FAILURES,
} from '../../../server/services/auth/login-throttle';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  api,
  lastSmsCode,
  loginByPassword,
  newUsername,
  registerByUsername,
  setFlags,
  solvedCaptcha,
  type LoginValue,
} from '../../support/accounts';

/**
 * Login guessing limits under bursts: 50 tries sent together reach the password check
 * at most a threshold's times (PGlite, and PostgreSQL in scripts/test-all.ts).
 * "Checked" = answered BAD_CREDENTIALS or logged in; the rest never reached the check.
 */
let server: TestServer;
let net = 0;
/** A /24 of its own for each test, so counts of one test never reach another. */
const freshNet = () => `10.77.${(net += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
  await setFlags(server, { CHNGPASSVERIF3: true });
});
afterAll(() => server.close());

/** How many answers of each code (the message too for unexpected ones, to explain a failure). */
function tally(answers: { code: string; message: string }[]): Record<string, number> {
  const known = new Set(['BAD_CREDENTIALS', 'CAPTCHA_REQUIRED', 'ACCOUNT_LOCKED', 'OK']);
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = known.has(a.code) ? a.code : `${a.code}: ${a.message}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

const checked = (answers: { code: string; success: boolean }[]) =>
  answers.filter((a) => a.success || a.code === 'BAD_CREDENTIALS').length;

async function failures(username: string): Promise<number> {
  const [row] = await server.deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_attempts WHERE account_key = $1 AND outcome = 'bad_credentials'`,
    [username.toLowerCase()],
  );
  return row?.n ?? 0;
}

describe('login guessing limits under bursts', () => {
  it('R3.9 R4.6 50 wrong passwords at once: 3 reach the check, the rest are told a captcha is needed', async () => {
    const reg = await registerByUsername(server);
    const ip = `${freshNet()}.1`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => loginByPassword(server, reg.username, 'wrong-password1', {}, ip)),
    );
    expect(tally(answers)).toEqual({ BAD_CREDENTIALS: 3, CAPTCHA_REQUIRED: 47 });
    for (const a of answers) expect((a.value as unknown as { captcha: boolean }).captcha).toBeDefined();
    expect(await failures(reg.username)).toBe(3);
    // The right password in a burst after the threshold does not get in without a captcha.
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        loginByPassword(server, reg.username, i === 49 ? reg.password : 'wrong-password1', {}, ip),
      ),
    );
    expect(checked(burst)).toBe(0);
    expect(burst[49]?.code).toBe('CAPTCHA_REQUIRED');
    // With a solved captcha the member gets in.
    const right = await loginByPassword(
      server,
      reg.username,
      reg.password,
      await solvedCaptcha(server, ip),
      ip,
    );
    expect(right.success).toBe(true);
  });

  it(`R4.6 50 wrong passwords at once, each with a solved captcha: ${LOCK_AFTER_FAILURES} reach the check, then the account is locked even for the right one`, async () => {
    const reg = await registerByUsername(server);
    const ip = `${freshNet()}.1`;
    const captchas: { captchaId: string; captcha: string }[] = [];
    for (let i = 0; i < 51; i += 1) captchas.push(await solvedCaptcha(server, ip));
    const answers = await Promise.all(
      captchas.slice(0, 50).map((c) => loginByPassword(server, reg.username, 'wrong-password1', c, ip)),
    );
    expect(tally(answers)).toEqual({
      BAD_CREDENTIALS: LOCK_AFTER_FAILURES,
      ACCOUNT_LOCKED: 50 - LOCK_AFTER_FAILURES,
    });
    const right = await loginByPassword(server, reg.username, reg.password, captchas[50], ip);
    expect(right.code).toBe('ACCOUNT_LOCKED');
    expect(right.message).toMatch(/try again in \d+ minutes, or reset your password/);
  });

  it('R4.6 tries without a solved captcha never lock the account: after 50 of them the member logs in', async () => {
    const reg = await registerByUsername(server);
    const attacker = `${freshNet()}.9`;
    // Three wrong tries reach the check, then captchas are demanded and nothing more counts.
    for (let round = 0; round < 3; round += 1)
      await Promise.all(
        Array.from({ length: 50 }, () =>
          loginByPassword(
            server,
            reg.username,
            'wrong-password1',
            { captcha: 'ZZZZ', captchaId: 'x' },
            attacker,
          ),
        ),
      );
    expect(await failures(reg.username)).toBe(3);
    const home = `${freshNet()}.2`;
    const member = await loginByPassword(
      server,
      reg.username,
      reg.password,
      await solvedCaptcha(server, home),
      home,
    );
    expect(member.success).toBe(true);
  });

  it('a lock is lifted by a password reset through the SMS code sent to the member', async () => {
    const reg = await registerByUsername(server);
    const n = `9175${String(Date.now()).slice(-6)}`;
    await server.deps.db.query(
      "UPDATE members SET mobile_num = $2, country_dialing_code = '63' WHERE username = $1",
      [reg.username, n],
    );
    const ip = `${freshNet()}.1`;
    for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1)
      await loginByPassword(server, reg.username, 'wrong-password1', await solvedCaptcha(server, ip), ip);
    expect(
      (await loginByPassword(server, reg.username, reg.password, await solvedCaptcha(server, ip), ip)).code,
    ).toBe('ACCOUNT_LOCKED');
    const sent = await api(server, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      body: { mobileNum: n, countryDialingCode: '63', purpose: 'reset' },
    });
    expect(sent.success).toBe(true);
    const reset = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/member/password/verification',
      encrypted: true,
      body: {
        mobileNum: n,
        countryDialingCode: '63',
        verificationCode: await lastSmsCode(server, `+63${n}`),
        newPassword: 'Unlocked123',
        confirmNewPassword: 'Unlocked123',
      },
    });
    expect(reset.success).toBe(true);
    const after = await loginByPassword(server, reg.username, 'Unlocked123', {}, `${freshNet()}.1`);
    expect(after.success).toBe(true);
  });

  it(`50 wrong passwords at once from one address for 50 accounts: ${IP_CAPTCHA_AFTER_FAILURES} reach the check without captchas, ${IP_LIMIT_FAILURES} with them`, async () => {
    const ip = `${freshNet()}.1`;
    const names = Array.from({ length: 50 }, () => newUsername('ipb'));
    const bare = await Promise.all(names.map((u) => loginByPassword(server, u, 'wrong-password1', {}, ip)));
    expect(checked(bare)).toBe(IP_CAPTCHA_AFTER_FAILURES);
    const captchas: { captchaId: string; captcha: string }[] = [];
    for (let i = 0; i < 50; i += 1) captchas.push(await solvedCaptcha(server, ip));
    const solved = await Promise.all(
      names.map((u, i) => loginByPassword(server, u, 'wrong-password1', captchas[i], ip)),
    );
    expect(tally(solved)).toEqual({
      BAD_CREDENTIALS: IP_LIMIT_FAILURES - IP_CAPTCHA_AFTER_FAILURES,
      ACCOUNT_LOCKED: 50 - (IP_LIMIT_FAILURES - IP_CAPTCHA_AFTER_FAILURES),
    });
  });

  it(`50 wrong passwords at once from 50 addresses of one /24: ${RANGE_CAPTCHA_AFTER_FAILURES} reach the check without captchas`, async () => {
    const range = freshNet();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        loginByPassword(server, newUsername('rng'), 'wrong-password1', {}, `${range}.${i + 1}`),
      ),
    );
    expect(checked(answers)).toBe(RANGE_CAPTCHA_AFTER_FAILURES);
  });
});
