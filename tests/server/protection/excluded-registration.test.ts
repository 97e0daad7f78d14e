import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, newUsername, registerByUsername } from '../../support/accounts';
import { agentTeam } from '../../support/agents';
import { setProtectionClock } from '../../support/protection-clock';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Self-excluded people cannot open a new account with the same phone, e-mail or identity number
 * (issue #14 part 3); the refusal names no field (docs/decisions/self-exclusion-at-registration.md).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setProtectionClock(server.deps.db, 0));

const takeBreak = (token: string, kind: string, period: string) =>
  server.call({
    method: 'POST',
    url: '/wps/v2/protection/break',
    token,
    payload: { kind, period, understood: true },
  });

/** A member whose phone, e-mail and identity number are on file, then on a break of `kind`. */
async function onBreak(kind: 'self-exclusion' | 'time-out', period: string) {
  const reg = await registerByUsername(server);
  const tag = reg.username.toLowerCase();
  const details = {
    email: `${tag}@example.com`,
    mobile: `9${Date.now().toString().slice(-9)}`,
    id: `ID-${tag}`,
  };
  await server.deps.db.query(
    `UPDATE members SET email = $2, country_dialing_code = '63', mobile_num = $3,
            profile = jsonb_build_object('idNumber', $4::text)
      WHERE lower(username) = $1`,
    [tag, details.email, details.mobile, details.id],
  );
  expect((await takeBreak(reg.value.token, kind, period)).statusCode).toBe(200);
  return details;
}

describe('registration of a self-excluded person', () => {
  it('is refused with the same e-mail, identity number or phone, naming no field', async () => {
    const d = await onBreak('self-exclusion', '6m');
    const byEmail = await registerByUsername(server, {
      username: newUsername(),
      email: d.email.toUpperCase(),
    });
    expect(byEmail).toMatchObject({ success: false, code: 'REGISTRATION_REFUSED' });
    expect(byEmail.errors ?? []).toEqual([]);
    const byId = await registerByUsername(server, {
      username: newUsername(),
      idNumber: d.id.replace('-', ' ').toLowerCase(),
    });
    expect(byId.code).toBe('REGISTRATION_REFUSED');
    const byPhone = await registerByUsername(server, {
      username: newUsername(),
      countryDialingCode: '63',
      mobileNum: d.mobile,
    });
    expect(byPhone.code).toBe('REGISTRATION_REFUSED');
    // Nothing was created.
    const [count] = await server.deps.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM members WHERE lower(email) = $1',
      [d.email],
    );
    expect(Number(count!.n)).toBe(1);
  });

  it('is open again once the exclusion ended; a time-out never blocks registration', async () => {
    const d = await onBreak('self-exclusion', '6m');
    await setProtectionClock(server.deps.db, 24 * 190);
    const after = await registerByUsername(server, { username: newUsername(), email: d.email });
    expect(after.success).toBe(true);
    await setProtectionClock(server.deps.db, 0);
    const t = await onBreak('time-out', '1w');
    const during = await registerByUsername(server, { username: newUsername(), email: t.email });
    expect(during.success).toBe(true);
  });
});

describe('registration of a self-excluded person through an agent', () => {
  it('is refused through a registration link and through an agent’s own invitation code, and the link counts nobody', async () => {
    const { top } = await agentTeam(server);
    const links = () =>
      api<{ links: { code: string; registrations: number }[] }>(server, {
        method: 'GET',
        url: '/wps/v2/agent/registration/links',
        token: top.token,
      });
    const forPlayers = await api<{ code: string }>(server, {
      method: 'POST',
      url: '/wps/v2/agent/registration/links',
      token: top.token,
      body: { type: 'player', rebates: {} },
    });
    const forAgents = await api<{ code: string }>(server, {
      method: 'POST',
      url: '/wps/v2/agent/registration/links',
      token: top.token,
      body: { type: 'agent', rebates: {} },
    });
    const inviteCode = `I${Date.now().toString(36).toUpperCase()}`;
    await server.deps.db.query('UPDATE members SET invite_code = $2 WHERE id = $1', [
      top.memberId,
      inviteCode,
    ]);

    const d = await onBreak('self-exclusion', '1y');
    const tries = [
      { affiliateCode: forPlayers.value.code, email: d.email },
      { affiliateCode: forAgents.value.code, idNumber: d.id },
      { affiliateCode: inviteCode, countryDialingCode: '63', mobileNum: d.mobile },
    ];
    for (const fields of tries) {
      const res = await registerByUsername(server, { username: newUsername(), ...fields });
      expect(res).toMatchObject({ success: false, code: 'REGISTRATION_REFUSED' });
      expect(res.errors ?? []).toEqual([]);
    }
    // Nobody was registered under the agent, and neither link counts a registration.
    const [under] = await server.deps.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM members WHERE upline_id = $1 AND register_method = $2',
      [top.memberId, 'WEB'],
    );
    expect(Number(under!.n)).toBe(0);
    expect((await links()).value.links.map((l) => l.registrations)).toEqual([0, 0]);

    // The same links still register someone else.
    const other = await registerByUsername(server, { affiliateCode: forPlayers.value.code });
    expect(other.code).toBe('OK');
  });
});
