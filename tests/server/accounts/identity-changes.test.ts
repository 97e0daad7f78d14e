import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/services/auth/password-hash';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Identity changes are confirmed: a new e-mail takes effect only with the code sent to it,
 * and the old address is told; a new mobile number needs the code sent to it, and the old
 * number and the e-mail are told. Before, a stolen session could swap the e-mail at once and
 * keep the account through "forgot password".
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Profile {
  email?: string;
  pendingEmail?: string;
  mobile?: string;
}

async function memberWith(fields: { email?: string; mobile?: string }): Promise<TestMember> {
  const m = await createTestMember(server.deps.db);
  await server.deps.db.query(
    `UPDATE members SET password_hash = $2, email = $3, country_dialing_code = $4, mobile_num = $5 WHERE id = $1`,
    [
      m.memberId,
      await hashPassword('Secret123'),
      fields.email ?? null,
      fields.mobile ? '63' : null,
      fields.mobile ?? null,
    ],
  );
  return m;
}

/** The mails the development SMTP sink received for an address, newest first (they arrive over SMTP). */
async function mailsTo(address: string, atLeast = 1): Promise<{ subject: string; body: string }[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await server.deps.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM mail_sink WHERE mail_to = $1 ORDER BY id DESC',
      [address],
    );
    if (rows.length >= atLeast) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

const profile = (m: TestMember) =>
  api<Profile>(server, { method: 'GET', url: '/wps/member/profile', token: m.token });
const update = (m: TestMember, body: Record<string, unknown>) =>
  api<Profile>(server, { method: 'POST', url: '/wps/member/profile', token: m.token, body });
const confirm = (m: TestMember, verificationCode: string) =>
  api<Profile>(server, {
    method: 'POST',
    url: '/wps/member/profile/email',
    token: m.token,
    body: { verificationCode },
  });

describe('identity changes', () => {
  it('a new e-mail takes effect only with the code sent to it, and the old address is told', async () => {
    const tag = Date.now().toString(36);
    const oldEmail = `old-${tag}@example.com`;
    const newEmail = `new-${tag}@example.com`;
    const m = await memberWith({ email: oldEmail });
    const asked = await update(m, { email: newEmail, password: 'Secret123' });
    expect(asked.success).toBe(true);
    expect(asked.value).toMatchObject({ email: oldEmail, pendingEmail: newEmail });
    expect((await profile(m)).value.email).toBe(oldEmail);
    const [codeMail] = await mailsTo(newEmail);
    const code = /\b(\d{6})\b/.exec(codeMail?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // Nothing reached the old address yet: the change has not happened.
    expect(await mailsTo(oldEmail, 0)).toEqual([]);

    const wrong = await confirm(m, code === '000000' ? '111111' : '000000');
    expect(wrong).toMatchObject({ success: false, code: 'CODE_INVALID' });
    expect((await profile(m)).value.email).toBe(oldEmail);

    const ok = await confirm(m, code);
    expect(ok.success).toBe(true);
    expect(ok.value.email).toBe(newEmail);
    expect(ok.value.pendingEmail).toBeUndefined();
    const [notice] = await mailsTo(oldEmail);
    expect(notice?.subject).toMatch(/details were changed/);
    expect(notice?.body).toContain(`n***@example.com`);
    expect(notice?.body).not.toContain(newEmail);
    // The code is spent.
    expect((await confirm(m, code)).success).toBe(false);
  });

  it('a new e-mail still needs the login password, and a confirmation with nothing waiting is refused', async () => {
    const m = await memberWith({ email: `keep-${Date.now().toString(36)}@example.com` });
    const noPassword = await update(m, { email: 'someone@example.com' });
    expect(noPassword.errors?.[0]?.field).toBe('password');
    const nothing = await confirm(m, '123456');
    expect(nothing).toMatchObject({ success: false, code: 'CODE_INVALID' });
    expect(nothing.errors?.[0]?.field).toBe('verificationCode');
    expect((await profile(m)).value.pendingEmail).toBeUndefined();
  });

  it('a new mobile number needs the code sent to it; the old number and the e-mail are told', async () => {
    const tag = Date.now().toString(36);
    const email = `phone-${tag}@example.com`;
    const oldNumber = `917${String(Date.now()).slice(-7)}`;
    const newNumber = `918${String(Date.now()).slice(-7)}`;
    const m = await memberWith({ email, mobile: oldNumber });
    const sent = await api(server, {
      method: 'POST',
      url: '/wps/member/profile/mobile/code',
      token: m.token,
      body: { countryDialingCode: '63', mobileNum: newNumber },
    });
    expect(sent.success).toBe(true);
    const [sms] = await server.deps.db.query<{ body: string }>(
      'SELECT body FROM sms_outbox WHERE to_number = $1 ORDER BY id DESC LIMIT 1',
      [`+63${newNumber}`],
    );
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    const linked = await api<Profile>(server, {
      method: 'POST',
      url: '/wps/member/profile/mobile',
      token: m.token,
      body: { countryDialingCode: '63', mobileNum: newNumber, verificationCode: code },
    });
    expect(linked.value.mobile).toMatch(new RegExp(`${newNumber.slice(-4)}$`));
    const [notice] = await server.deps.db.query<{ body: string }>(
      'SELECT body FROM sms_outbox WHERE to_number = $1 ORDER BY id DESC LIMIT 1',
      [`+63${oldNumber}`],
    );
    expect(notice?.body).toMatch(/unlinked from your account; the new one ends in \d{4}/);
    const [mail] = await mailsTo(email);
    expect(mail?.body).toMatch(/mobile number of your .* account was changed/);
  });
});
