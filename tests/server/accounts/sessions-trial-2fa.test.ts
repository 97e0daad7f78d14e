import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { hashPassword, verifyPassword } from '../../../server/services/auth/password-hash';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  api,
  loginByPassword,
  registerByUsername,
  setFlags,
  setSetting,
  type LoginValue,
} from '../../support/accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('passwords', () => {
  it('hashes with argon2id at m=12 MiB, t=3, p=1 and a random salt', async () => {
    const a = await hashPassword('Secret123!');
    const b = await hashPassword('Secret123!');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret123!', a)).toBe(true);
    expect(await verifyPassword('Secret123?', a)).toBe(false);
    expect(await verifyPassword('Secret123!', undefined)).toBe(false);
  });
});

describe('captcha', () => {
  it('R5.14 R7.15 answers a base64 PNG in value and refuses a second one within the same second for the same client', async () => {
    const headers = { 'user-agent': 'captcha-test' };
    // Three asked together land within one second however slow the machine: one PNG, and
    // the second second has not begun for the others.
    const answers = await Promise.all(
      [0, 1, 2].map(() => server.call({ method: 'GET', url: '/wps/captcha', headers })),
    );
    const issued = answers.filter((a) => a.statusCode === 200);
    expect(issued).toHaveLength(1);
    const body = issued[0]?.json() as { value: { image: string; captchaId: string } };
    expect(body.value.image).toMatch(/^data:image\/png;base64,iVBOR/);
    // The whole image is one PNG: signature, header chunk first, end chunk last.
    const png = Buffer.from(body.value.image.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect(body.value.captchaId).toMatch(/\S{8,}/);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);
  });
});

describe('sessions', () => {
  it('lists active sessions and signs out everywhere else', async () => {
    const reg = await registerByUsername(server);
    const other = await loginByPassword(server, reg.username, reg.password);
    const list = await api<{ id: string; current: boolean }[]>(server, {
      method: 'GET',
      url: '/wps/session/active',
      token: reg.value.token,
    });
    expect(list.value).toHaveLength(2);
    expect(list.value.filter((s) => s.current)).toHaveLength(1);
    const ended = await api<{ ended: number }>(server, {
      method: 'DELETE',
      url: '/wps/session/active',
      token: reg.value.token,
    });
    expect(ended.value.ended).toBe(1);
    expect(
      (await api(server, { method: 'GET', url: '/wps/member/info', token: other.value.token })).code,
    ).toBe('SESSION_EXPIRED');
    expect(
      (await api(server, { method: 'GET', url: '/wps/member/info', token: reg.value.token })).success,
    ).toBe(true);
  });

  it('shows the login history with failures', async () => {
    const reg = await registerByUsername(server);
    await loginByPassword(server, reg.username, 'wrong-one-1');
    const history = await api<{ outcome: string }[]>(server, {
      method: 'GET',
      url: '/wps/session/history',
      token: reg.value.token,
    });
    expect(history.value.map((h) => h.outcome)).toEqual(['bad_credentials', 'ok']);
  });

  it('R4.15 ends a session after the merchant’s inactivity time-out and at its absolute lifetime', async () => {
    const reg = await registerByUsername(server);
    await server.deps.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '16 minutes' WHERE member_id = (SELECT id FROM members WHERE username = $1)",
      [reg.username],
    );
    expect((await api(server, { method: 'GET', url: '/wps/member/info', token: reg.value.token })).code).toBe(
      'SESSION_EXPIRED',
    );
    const again = await loginByPassword(server, reg.username, reg.password);
    await server.deps.db.query(
      'UPDATE sessions SET expires_at = now() WHERE member_id = (SELECT id FROM members WHERE username = $1)',
      [reg.username],
    );
    expect(
      (await api(server, { method: 'GET', url: '/wps/member/info', token: again.value.token })).code,
    ).toBe('SESSION_EXPIRED');
  });
});

describe('free trial', () => {
  it('R1.8 R7.14 R4.8 R6.14 opens a trial account (isAgent 4) with demo credit through the ledger', async () => {
    const res = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      body: { platform: 'W', os: 'Linux', encryption: true, version: 3 },
    });
    expect(res.success).toBe(true);
    expect(res.value.isAgent).toBe(4);
    const balance = await api<{ sumBalance: number }>(server, {
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      token: res.value.token,
    });
    expect(balance.value.sumBalance).toBe(200_000);
    const ledger = await verifyLedger(
      server.deps.db,
      (await server.deps.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'aurora'"))[0]?.id ??
        0,
    );
    expect(ledger).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
      total: 0,
    });
    const change = await api(server, {
      method: 'POST',
      url: '/wps/member/password',
      encrypted: true,
      token: res.value.token,
      body: { oldPassword: 'x', newPassword: 'Abcdef123', confirmNewPassword: 'Abcdef123' },
    });
    expect(change.code).toBe('TRIAL_ACCOUNT');
  });

  it('is refused when FREEPLAY3 is off', async () => {
    await setFlags(server, { FREEPLAY3: false });
    const res = await api(server, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      body: { platform: 'W' },
    });
    expect(res.code).toBe('DISABLED');
    await setFlags(server, { FREEPLAY3: true });
  });
});

describe('unregistered IP and TOTP', () => {
  it('R4.38 R2.93 a login from a new IP needs a second step by e-mail; the code finishes it', async () => {
    await setSetting(server, 'registerRules', { email: { enabled: true, required: false } });
    const email = `ip${Date.now()}@mail.test`;
    const reg = await registerByUsername(server, { email });
    const fromNew = await loginByPassword(server, reg.username, reg.password, {}, '10.9.9.9');
    expect(fromNew.value.token).toBe('');
    const challenge = fromNew.value.challenge;
    expect(challenge?.methods).toContain('email');
    const sent = await api(server, {
      method: 'POST',
      url: '/wps/session/login/verify/code',
      body: { ticket: challenge?.ticket, method: 'email' },
      ip: '10.9.9.9',
    });
    expect(sent.success).toBe(true);
    let body = '';
    for (let i = 0; i < 50 && !body; i += 1) {
      body =
        (
          await server.deps.db.query<{ body: string }>('SELECT body FROM mail_sink WHERE mail_to = $1', [
            email,
          ])
        )[0]?.body ?? '';
      if (!body) await new Promise((r) => setTimeout(r, 50));
    }
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    const done = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/login/verify',
      encrypted: true,
      body: { ticket: challenge?.ticket, method: 'email', code },
      ip: '10.9.9.9',
    });
    expect(done.value.token).toBeTruthy();
    // The IP is known now.
    expect(
      (await loginByPassword(server, reg.username, reg.password, {}, '10.9.9.9')).value.token,
    ).toBeTruthy();
  });

  it('enrols TOTP with a QR code and uses it as the second step', async () => {
    const reg = await registerByUsername(server);
    const setup = await api<{ secret: string; qrCode: string; uri: string }>(server, {
      method: 'POST',
      url: '/wps/member/totp/setup',
      token: reg.value.token,
    });
    expect(setup.value.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.value.uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.value.secret) });
    const bad = await api(server, {
      method: 'POST',
      url: '/wps/member/totp/confirm',
      encrypted: true,
      token: reg.value.token,
      body: { enable: true, code: '000000' },
    });
    expect(bad.success).toBe(false);
    const on = await api<{ totpEnabled: boolean }>(server, {
      method: 'POST',
      url: '/wps/member/totp/confirm',
      encrypted: true,
      token: reg.value.token,
      body: { enable: true, code: totp.generate() },
    });
    expect(on.value.totpEnabled).toBe(true);
    const fromNew = await loginByPassword(server, reg.username, reg.password, {}, '10.8.8.8');
    expect(fromNew.value.challenge?.methods).toEqual(['totp']);
    const done = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/login/verify',
      encrypted: true,
      body: { ticket: fromNew.value.challenge?.ticket, method: 'totp', code: totp.generate() },
      ip: '10.8.8.8',
    });
    expect(done.value.token).toBeTruthy();
  });
});

describe('registration extras', () => {
  it('R7.11 R2.46 checks affiliate codes and links the new member to the agent (AFFILIATE3)', async () => {
    await setFlags(server, { AFFILIATE3: true });
    const agent = await registerByUsername(server);
    await server.deps.db.query(
      "UPDATE members SET is_agent = 1, invite_code = 'AGENT77' WHERE username = $1",
      [agent.username],
    );
    expect(
      (
        await api<{ valid: boolean }>(server, {
          method: 'GET',
          url: '/wps/agent/affiliate',
          body: { code: 'AGENT77' },
        })
      ).value.valid,
    ).toBe(true);
    expect(
      (
        await api<{ valid: boolean }>(server, {
          method: 'GET',
          url: '/wps/agent/affiliate',
          body: { code: 'NOPE99' },
        })
      ).value.valid,
    ).toBe(false);
    const bad = await registerByUsername(server, { affiliateCode: 'NOPE99' });
    expect(bad.message).toBe('Invalid invitation code');
    const { referralCode } = (
      await api<{ referralCode: string }>(server, {
        method: 'GET',
        url: '/wps/v2/referral',
        token: agent.value.token,
      })
    ).value;
    const ok = await registerByUsername(server, { affiliateCode: 'AGENT77', referralCode });
    expect(ok.success).toBe(true);
    const [row] = await server.deps.db.query<{ upline: string }>(
      'SELECT (SELECT username FROM members a WHERE a.id = m.upline_id) AS upline FROM members m WHERE username = $1',
      [ok.username],
    );
    expect(row?.upline).toBe(agent.username);
    expect((await registerByUsername(server)).success).toBe(true);
    await setSetting(server, 'registerRules', { affiliateCode: { enabled: true, required: true } });
    expect((await registerByUsername(server)).errors?.[0]?.field).toBe('affiliateCode');
    await setSetting(server, 'registerRules', {});
  });

  it('R3.14 applies a merchant override of a field rule on the server', async () => {
    await setSetting(server, 'registerRules', { qqNum: { enabled: true, required: true } });
    const res = await registerByUsername(server);
    expect(res.errors?.[0]).toMatchObject({ field: 'qqNum', message: 'Input cannot be empty' });
    const bad = await registerByUsername(server, { qqNum: '12ab5' });
    expect(bad.errors?.[0]?.field).toBe('qqNum');
    expect((await registerByUsername(server, { qqNum: '1234567' })).success).toBe(true);
    await setSetting(server, 'registerRules', {});
  });

  it('R7.5 R7.16 reads and chooses the avatar', async () => {
    const reg = await registerByUsername(server);
    const set = await api(server, {
      method: 'POST',
      url: '/wps/member/info/icon',
      token: reg.value.token,
      body: { avatar: 'a7' },
    });
    expect(set.success).toBe(true);
    expect(
      (
        await api<{ avatar: string }>(server, {
          method: 'GET',
          url: '/wps/member/info/icon',
          token: reg.value.token,
        })
      ).value.avatar,
    ).toBe('a7');
    expect(
      (
        await api<{ choices: string[] }>(server, {
          method: 'GET',
          url: '/wps/relay/MCSFE_getPlayerAvatar',
          token: reg.value.token,
        })
      ).value.choices,
    ).toHaveLength(12);
    expect(
      (
        await api(server, {
          method: 'POST',
          url: '/wps/member/info/icon',
          token: reg.value.token,
          body: { avatar: '../x' },
        })
      ).success,
    ).toBe(false);
  });
});

describe('demo accounts and the initial password', () => {
  it('seeds a demo player and an agent with downlines per whitelabel', async () => {
    const res = await loginByPassword(server, 'demo', 'Demo1234');
    expect(res.success).toBe(true);
    const agent = await loginByPassword(server, 'demoagent', 'Demo1234');
    expect(agent.value.isAgent).toBe(1);
    const downlines = await server.deps.db.query(
      "SELECT username FROM members WHERE upline_id = (SELECT id FROM members WHERE username = 'demoagent' AND merchant_id = (SELECT id FROM merchants WHERE code = 'aurora'))",
    );
    expect(downlines.length).toBeGreaterThanOrEqual(3);
  });

  it('R4.4 the merchant initial password is generated, only its hash kept, and forces a change', async () => {
    const { rotateInitialPassword, assignInitialPassword } =
      await import('../../../server/services/auth/initial-password');
    const [m] = await server.deps.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'aurora'");
    const initial = await rotateInitialPassword(server.deps.db, m?.id ?? 0);
    const stored = await server.deps.db.query<{ value: string }>('SELECT value FROM merchant_secrets');
    expect(stored[0]?.value).not.toContain(initial);
    const reg = await registerByUsername(server);
    const [member] = await server.deps.db.query<{ id: number }>(
      'SELECT id FROM members WHERE username = $1',
      [reg.username],
    );
    await assignInitialPassword(server.deps.db, m?.id ?? 0, member?.id ?? 0);
    const res = await loginByPassword(server, reg.username, initial);
    expect(res.value.cpw).toBe(true);
  });
});
