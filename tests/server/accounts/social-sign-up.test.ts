import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  api,
  lastSmsCode,
  registerByUsername,
  setFlags,
  setSetting,
  type LoginValue,
} from '../../support/accounts';
import { signInAtProvider, startTestProvider } from '../../support/oidc-test-provider';

/**
 * Phone verification for social sign-up (R4.12) against a real OpenID Connect provider: on a
 * site that verifies phones at registration (REGMOBVERF3) a new player's provider sign-in is
 * held until they prove a mobile number with the platform's own SMS code. The code is checked
 * first; a wrong one aborts and no account exists; tries are counted before codes are compared.
 */
let server: TestServer;
let closeProvider: (() => Promise<void>) | undefined;
const REDIRECT = 'http://aurora.localhost/wps/session/social/callback';
let seq = 0;
/** A fresh Philippine mobile number. */
const phone = () =>
  `918${String(1_000_000 + (seq += 1) + Math.floor(Math.random() * 8_000_000)).slice(0, 7)}`;

beforeAll(async () => {
  const provider = await startTestProvider({
    clients: ['acme-aurora'],
    callbackOrigins: ['http://aurora.localhost'],
  });
  closeProvider = provider.close;
  server = await startTestServer();
  await setFlags(server, { SOCIALLOGIN3: true, REGMOBVERF3: true });
  await setSetting(server, 'socialProviders', [
    {
      id: 'acme',
      name: 'Acme ID',
      issuer: provider.issuer,
      clientId: 'acme-aurora',
      clientSecret: 'acme-aurora-secret',
    },
  ]);
});
afterAll(async () => {
  await server?.close();
  await closeProvider?.();
});

/** Sign in at the provider as `login`; answers where the callback sent the browser. */
async function socialCallback(login: string): Promise<URL> {
  const start = await api<{ url: string }>(server, {
    method: 'GET',
    url: '/wps/session/social/start',
    body: { provider: 'acme' },
  });
  const callback = await signInAtProvider(start.value.url, login, REDIRECT);
  const res = await server.call({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string, 'http://aurora.localhost');
}

async function heldSignUp(login: string): Promise<string> {
  const to = await socialCallback(login);
  expect(to.pathname).toBe('/login');
  const ticket = to.searchParams.get('socialSignUp');
  expect(ticket).toMatch(/^[\w-]{43}$/);
  return ticket as string;
}

const finish = (body: Record<string, unknown>) =>
  api<LoginValue>(server, { method: 'POST', url: '/wps/session/social/signup', encrypted: true, body });

async function sendCode(mobileNum: string): Promise<string> {
  const sent = await api(server, {
    method: 'POST',
    url: '/wps/verification/sms/register',
    body: { mobileNum, countryDialingCode: '63' },
  });
  expect(sent.success).toBe(true);
  return (await lastSmsCode(server, `+63${mobileNum}`)) as string;
}

const identities = async (subject: string) =>
  (
    await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM social_identities WHERE provider = $1 AND subject = $2',
      ['acme', subject],
    )
  )[0]?.n;

const membersWith = async (mobileNum: string) =>
  (
    await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE mobile_num = $1',
      [mobileNum],
    )
  )[0]?.n;

const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

describe('R4.12 phone verification for social sign-up', () => {
  it('R4.12 a new player proves a number with the SMS code before the account exists; a wrong code aborts and creates nothing', async () => {
    const ticket = await heldSignUp('ivy');
    expect(await identities('ivy')).toBe(0);
    const mobileNum = phone();
    const code = await sendCode(mobileNum);

    const wrong = await finish({
      ticket,
      countryDialingCode: '63',
      mobileNum,
      verificationCode: wrongOf(code),
    });
    expect(wrong.success).toBe(false);
    expect(wrong.code).toBe('CODE_INVALID');
    expect(wrong.errors?.[0]?.field).toBe('verificationCode');
    expect(await identities('ivy')).toBe(0);
    expect(await membersWith(mobileNum)).toBe(0);

    const done = await finish({ ticket, countryDialingCode: '63', mobileNum, verificationCode: code });
    expect(done.success).toBe(true);
    expect(done.value.token).toMatch(/^[\w-]{43}$/);
    expect(await identities('ivy')).toBe(1);
    const [member] = await server.deps.db.query<{ mobile_num: string; register_method: string }>(
      'SELECT mobile_num, register_method FROM members WHERE id = $1',
      [done.value.customerId],
    );
    expect(member).toEqual({ mobile_num: mobileNum, register_method: 'SOCIAL' });

    // The ticket works once; the next sign-in of the same player goes straight in.
    const other = phone();
    expect(
      (await finish({ ticket, countryDialingCode: '63', mobileNum: other, verificationCode: code })).code,
    ).toBe('CODE_EXPIRED');
    const again = await socialCallback('ivy');
    expect(again.searchParams.get('socialTicket')).toBeTruthy();
    expect(again.searchParams.get('socialSignUp')).toBeNull();
  });

  it('R4.12 50 wrong codes at once compare five, spend the code, and no account is made', async () => {
    const ticket = await heldSignUp('jun');
    const mobileNum = phone();
    const code = await sendCode(mobileNum);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        finish({ ticket, countryDialingCode: '63', mobileNum, verificationCode: wrongOf(code) }),
      ),
    );
    expect(answers.some((a) => a.success)).toBe(false);
    // Four are told how many tries are left; the fifth wrong one spends the code.
    expect(answers.filter((a) => /\b(try|tries) left/.test(a.message))).toHaveLength(4);
    const [row] = await server.deps.db.query<{ attempts: number; used: boolean }>(
      `SELECT attempts, used_at IS NOT NULL AS used FROM verification_codes
        WHERE destination = $1 AND purpose = 'register' ORDER BY id DESC LIMIT 1`,
      [`+63${mobileNum}`],
    );
    expect(row).toEqual({ attempts: 5, used: true });
    // The right code after them finds its code spent, and the held sign-up's tries are used up.
    const late = await finish({ ticket, countryDialingCode: '63', mobileNum, verificationCode: code });
    expect(late.success).toBe(false);
    expect(late.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await identities('jun')).toBe(0);
    expect(await membersWith(mobileNum)).toBe(0);
  });

  it('R4.12 bad input names the field and counts no try; a number already registered is refused', async () => {
    const ticket = await heldSignUp('kai');
    const bad = await finish({
      ticket,
      countryDialingCode: '63',
      mobileNum: '12ab',
      verificationCode: '123456',
    });
    expect(bad.code).toBe('VALIDATION');
    expect(bad.errors?.[0]?.field).toBe('mobileNum');
    const badCode = await finish({
      ticket,
      countryDialingCode: '63',
      mobileNum: phone(),
      verificationCode: '12',
    });
    expect(badCode.errors?.[0]?.field).toBe('verificationCode');
    const [held] = await server.deps.db.query<{ attempts: number }>(
      'SELECT attempts FROM social_signups WHERE used_at IS NULL ORDER BY created_at DESC LIMIT 1',
    );
    expect(held?.attempts).toBe(0);

    // Ivy's number from the first test belongs to a member now.
    const [ivy] = await server.deps.db.query<{ mobile_num: string }>(
      `SELECT m.mobile_num FROM members m JOIN social_identities s ON s.member_id = m.id WHERE s.subject = 'ivy'`,
    );
    const taken = await finish({
      ticket,
      countryDialingCode: '63',
      mobileNum: ivy?.mobile_num,
      verificationCode: '123456',
    });
    expect(taken.code).toBe('CONFLICT');
    expect(taken.errors?.[0]?.field).toBe('mobileNum');
    expect(await identities('kai')).toBe(0);
  });

  it('a self-excluded person opens no account through a provider whose verified e-mail is theirs, with or without the phone step', async () => {
    // Someone who excluded themselves, with the e-mail the provider will vouch for.
    const excluded = async (subject: string, phoneStep: boolean) => {
      // Registered on the form, which asks for no phone while the site does not verify phones.
      await setFlags(server, { REGMOBVERF3: false });
      const reg = await registerByUsername(server);
      await setFlags(server, { REGMOBVERF3: phoneStep });
      await server.deps.db.query('UPDATE members SET email = $2 WHERE id = $1', [
        reg.value.customerId,
        `${subject}@acme.test`,
      ]);
      const res = await server.call({
        method: 'POST',
        url: '/wps/v2/protection/break',
        token: reg.value.token,
        payload: { kind: 'self-exclusion', period: '6m', understood: true },
      });
      expect(res.statusCode).toBe(200);
    };

    // With the phone step: the held sign-up is refused when it would create the account.
    await excluded('mia', true);
    const ticket = await heldSignUp('mia');
    const mobileNum = phone();
    const code = await sendCode(mobileNum);
    const refused = await finish({ ticket, countryDialingCode: '63', mobileNum, verificationCode: code });
    expect(refused).toMatchObject({ success: false, code: 'REGISTRATION_REFUSED' });
    expect(refused.errors ?? []).toEqual([]);
    expect(await identities('mia')).toBe(0);
    expect(await membersWith(mobileNum)).toBe(0);

    // Without it: the callback sends the browser to the login page saying why, and creates nothing.
    try {
      await excluded('noa', false);
      const to = await socialCallback('noa');
      expect(to.pathname).toBe('/login');
      expect(to.searchParams.get('socialError')).toBe('refused');
      expect(to.searchParams.get('socialTicket')).toBeNull();
      expect(await identities('noa')).toBe(0);
    } finally {
      await setFlags(server, { REGMOBVERF3: true });
    }
  });

  it('R4.12 without phone verification at registration a new player is signed in at once', async () => {
    await setFlags(server, { REGMOBVERF3: false });
    try {
      const to = await socialCallback('lee');
      expect(to.searchParams.get('socialTicket')).toBeTruthy();
      expect(await identities('lee')).toBe(1);
    } finally {
      await setFlags(server, { REGMOBVERF3: true });
    }
  });
});
