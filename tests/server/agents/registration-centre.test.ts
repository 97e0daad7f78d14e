import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerByUsername } from '../../support/accounts';
import { agentTeam } from '../../support/agents';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Link {
  id: number;
  code: string;
  type: string;
  rebates: Record<string, number>;
  registrations: number;
}

const newName = () => `dl${Math.random().toString(36).slice(2, 10)}`;

const registerDirect = (agent: TestMember, body: Record<string, unknown>, merchant = 'aurora') =>
  api<{ username: string; type: string }>(server, {
    method: 'POST',
    url: '/wps/v2/agent/registration/members',
    encrypted: true,
    token: agent.token,
    merchant,
    body: { password: 'Secret123', confirmPassword: 'Secret123', type: 'player', ...body },
  });

const links = (agent: TestMember, merchant = 'aurora') =>
  api<{ links: Link[]; maxRebates: Record<string, number>; maxLinks: number }>(server, {
    method: 'GET',
    url: '/wps/v2/agent/registration/links',
    token: agent.token,
    merchant,
  });

const createLink = (agent: TestMember, body: Record<string, unknown>, merchant = 'aurora') =>
  api<Link>(server, {
    method: 'POST',
    url: '/wps/v2/agent/registration/links',
    token: agent.token,
    merchant,
    body: { type: 'player', rebates: {}, ...body },
  });

const deleteLink = (agent: TestMember, id: number) =>
  api<{ id: number }>(server, {
    method: 'DELETE',
    url: '/wps/v2/agent/registration/links',
    token: agent.token,
    body: { id },
  });

const memberRow = async (username: string) => {
  const [row] = await server.deps.db.query<{ id: number; is_agent: number; upline_id: number | null }>(
    'SELECT id, is_agent, upline_id FROM members WHERE lower(username) = lower($1)',
    [username],
  );
  return row;
};

describe('registration centre (registerCenter)', () => {
  it('R2.80 R6.17 an agent registers a direct downline, a player or a sub-agent, with the merchant’s rules', async () => {
    const { top } = await agentTeam(server);
    const player = newName();
    const res = await registerDirect(top, { username: player });
    expect(res.code).toBe('OK');
    expect(res.value).toEqual({ username: player, type: 'player' });
    expect(await memberRow(player)).toMatchObject({ is_agent: 0, upline_id: top.memberId });
    const agent = newName();
    expect((await registerDirect(top, { username: agent, type: 'agent' })).code).toBe('OK');
    expect(await memberRow(agent)).toMatchObject({ is_agent: 2, upline_id: top.memberId });
    // The new member logs in with the password the agent gave it.
    const login = await api(server, {
      method: 'POST',
      url: '/wps/session/login',
      encrypted: true,
      body: { type: 'username', username: player, password: 'Secret123' },
    });
    expect(login.code).toBe('OK');

    const taken = await registerDirect(top, { username: player.toUpperCase() });
    expect(taken.code).toBe('CONFLICT');
    expect(taken.errors?.[0]?.field).toBe('username');
    const mismatch = await registerDirect(top, { username: newName(), confirmPassword: 'Other1234' });
    expect(mismatch.errors?.[0]?.field).toBe('confirmPassword');
    const badName = await registerDirect(top, { username: 'a' });
    expect(badName.code).toBe('VALIDATION');
    expect(badName.errors?.[0]?.field).toBe('username');
    const nobody = await createTestMember(server.deps.db);
    expect((await registerDirect(nobody, { username: newName() })).code).toBe('NOT_AGENT');
    const restore = await patchMerchantSettings(server, 'aurora', {
      flags: { USERNAMEREG3: true, AFFILIATE3: true },
    });
    try {
      expect((await registerDirect(top, { username: newName() })).code).toBe('DISABLED');
    } finally {
      await restore();
    }
  });

  it('R2.80 a link’s code registers the new member under its agent, as a player or a sub-agent, with its rebates', async () => {
    const { top } = await agentTeam(server);
    const forPlayers = await createLink(top, { rebates: { LIVE: 120, RNG: 80 } });
    expect(forPlayers.code).toBe('OK');
    expect(forPlayers.value).toMatchObject({ type: 'player', registrations: 0 });
    expect(forPlayers.value.rebates).toMatchObject({ LIVE: 120, RNG: 80, SPORTS: 0 });
    expect(forPlayers.value.code).toMatch(/^L[A-Z2-9]{7}$/);
    const forAgents = await createLink(top, { type: 'agent', rebates: { LIVE: 100 } });

    const check = await api<{ valid: boolean }>(server, {
      method: 'GET',
      url: '/wps/agent/affiliate',
      body: { code: forPlayers.value.code },
    });
    expect(check.value.valid).toBe(true);
    const p = await registerByUsername(server, { affiliateCode: forPlayers.value.code.toLowerCase() });
    expect(p.code).toBe('OK');
    expect(await memberRow(p.username)).toMatchObject({ is_agent: 0, upline_id: top.memberId });
    const a = await registerByUsername(server, { affiliateCode: forAgents.value.code });
    expect(await memberRow(a.username)).toMatchObject({ is_agent: 2, upline_id: top.memberId });

    const list = await links(top);
    expect(list.value.links.map((l) => [l.code, l.registrations])).toEqual([
      [forAgents.value.code, 1],
      [forPlayers.value.code, 1],
    ]);
    // The sub-agent who came through the link hands down at most what the link gives it.
    const sub: TestMember = { ...(await loginAs(a.username, a.password)), username: a.username };
    const mine = await links(sub);
    expect(mine.value.maxRebates).toMatchObject({ LIVE: 100, RNG: 0 });
    const above = await createLink(sub, { rebates: { LIVE: 101 } });
    expect(above.code).toBe('VALIDATION');
    expect(above.errors?.[0]?.field).toBe('rebates.LIVE');
    expect((await createLink(sub, { rebates: { LIVE: 100 } })).code).toBe('OK');
    // A top agent is capped by the merchant (3 % by default).
    expect((await createLink(top, { rebates: { PVP: 301 } })).errors?.[0]?.field).toBe('rebates.PVP');
  });

  it('R2.80 a link of another merchant is refused at registration, and a deleted link registers nobody', async () => {
    const { top } = await agentTeam(server);
    const link = (await createLink(top, {})).value;
    const restore = await patchMerchantSettings(server, 'jade', {
      flags: { USERNAMEREG3: true, AFFILIATE3: true },
    });
    try {
      const elsewhere = await registerByUsername(server, { affiliateCode: link.code }, 'jade');
      expect(elsewhere.code).toBe('VALIDATION');
      expect(elsewhere.errors?.[0]?.field).toBe('affiliateCode');
      expect(await memberRow(elsewhere.username)).toBeUndefined();
    } finally {
      await restore();
    }
    const other = await agentTeam(server);
    expect((await deleteLink(other.top, link.id)).code).toBe('NOT_FOUND');
    const joined = await registerByUsername(server, { affiliateCode: link.code });
    expect((await deleteLink(top, link.id)).code).toBe('OK');
    expect((await deleteLink(top, link.id)).code).toBe('NOT_FOUND');
    expect((await links(top)).value.links).toEqual([]);
    const late = await registerByUsername(server, { affiliateCode: link.code });
    expect(late.errors?.[0]?.field).toBe('affiliateCode');
    // Members who came through it stay in the team.
    expect(await memberRow(joined.username)).toMatchObject({ upline_id: top.memberId });
  });

  it('R2.80 R2.81 an agent at the last level of agents.maxLevels registers no agent, directly, by a new link or by an older agent link; nothing is written', async () => {
    const { top, sub } = await agentTeam(server);
    // Made while the site had three levels: the sub-agent (level 2) could make agents then.
    const older = await createLink(sub, { type: 'agent' });
    expect(older.code).toBe('OK');
    const restore = await patchMerchantSettings(server, 'aurora', { agents: { maxLevels: 2 } });
    try {
      const directAgent = newName();
      const direct = await registerDirect(sub, { username: directAgent, type: 'agent' });
      expect(direct.code).toBe('AGENT_LEVEL_LIMIT');
      expect(direct.errors?.[0]).toEqual({
        field: 'type',
        message: 'cannot register an agent at your level',
      });
      expect(await memberRow(directAgent)).toBeUndefined();
      // Players it still registers; the top agent (level 1) still makes agents.
      expect((await registerDirect(sub, { username: newName() })).code).toBe('OK');
      const topAgent = newName();
      expect((await registerDirect(top, { username: topAgent, type: 'agent' })).code).toBe('OK');
      expect(await memberRow(topAgent)).toMatchObject({ is_agent: 2, upline_id: top.memberId });

      const link = await createLink(sub, { type: 'agent' });
      expect(link.code).toBe('AGENT_LEVEL_LIMIT');
      expect(link.errors?.[0]).toEqual({ field: 'type', message: 'cannot make agents at your level' });
      expect((await links(sub)).value.links.map((l) => l.code)).toEqual([older.value.code]);
      const [count] = await server.deps.db.query<{ live: number }>(
        'SELECT live FROM agent_link_counts WHERE agent_id = $1',
        [sub.memberId],
      );
      expect(Number(count?.live)).toBe(1);
      expect((await createLink(sub, { type: 'player' })).code).toBe('OK');

      const joined = await registerByUsername(server, { affiliateCode: older.value.code });
      expect(joined.code).toBe('AGENT_LEVEL_LIMIT');
      expect(joined.errors?.[0]?.field).toBe('affiliateCode');
      expect(await memberRow(joined.username)).toBeUndefined();
    } finally {
      await restore();
    }
    // With the default three levels the older link makes sub-agents again.
    const later = await registerByUsername(server, { affiliateCode: older.value.code });
    expect(later.code).toBe('OK');
    expect(await memberRow(later.username)).toMatchObject({ is_agent: 2, upline_id: sub.memberId });
  });

  it('R2.80 fifty links asked for at once: exactly the cap of 20 is made, and a deleted one frees a place', async () => {
    const { top } = await agentTeam(server);
    const answers = await Promise.all(Array.from({ length: 50 }, () => createLink(top, {})));
    expect(answers.filter((a) => a.code === 'OK')).toHaveLength(20);
    expect(answers.filter((a) => a.code !== 'OK').every((a) => a.code === 'LIMIT')).toBe(true);
    const list = await links(top);
    expect(list.value.links).toHaveLength(20);
    expect(new Set(list.value.links.map((l) => l.code)).size).toBe(20);
    expect((await createLink(top, {})).code).toBe('LIMIT');
    await deleteLink(top, list.value.links[0]?.id as number);
    expect((await createLink(top, {})).code).toBe('OK');
    const nobody = await createTestMember(server.deps.db);
    expect((await links(nobody)).code).toBe('NOT_AGENT');
  });
});

async function loginAs(username: string, password: string): Promise<Omit<TestMember, 'username'>> {
  const res = await api<{ token: string; customerId: number }>(server, {
    method: 'POST',
    url: '/wps/session/login',
    encrypted: true,
    body: { type: 'username', username, password },
  });
  const row = await memberRow(username);
  const [m] = await server.deps.db.query<{ merchant_id: number }>(
    'SELECT merchant_id FROM members WHERE id = $1',
    [row?.id],
  );
  return { token: res.value.token, memberId: Number(row?.id), merchantId: Number(m?.merchant_id) };
}
