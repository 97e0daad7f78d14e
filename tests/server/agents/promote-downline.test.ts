import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/accounts';
import { agentTeam } from '../../support/agents';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const promote = (agent: TestMember, member: string) =>
  api<{ member: string; isAgent: number }>(server, {
    method: 'POST',
    url: '/wps/v2/agent/team/promote',
    token: agent.token,
    body: { member },
  });

const list = (agent: TestMember) =>
  api<{ canPromote: boolean; items: { username: string; isAgent: number }[] }>(server, {
    method: 'GET',
    url: '/wps/v2/agent/team',
    token: agent.token,
    body: {},
  });

const typeOf = async (m: TestMember) =>
  (
    await server.deps.db.query<{ is_agent: number }>('SELECT is_agent FROM members WHERE id = $1', [
      m.memberId,
    ])
  )[0]?.is_agent;

describe('promote a downline to agent (downlineManagmentView)', () => {
  it('R2.81 R6.1 an agent makes its direct downline player a sub-agent, who then opens the agent area', async () => {
    const { top, player } = await agentTeam(server);
    expect((await list(top)).value.canPromote).toBe(true);
    // The player is not an agent yet: the agent area answers NOT_AGENT.
    expect((await list(player)).code).toBe('NOT_AGENT');
    const res = await promote(top, ` ${player.username.toUpperCase()} `);
    expect(res.code).toBe('OK');
    expect(res.value).toEqual({ member: player.username, isAgent: 2 });
    expect(await typeOf(player)).toBe(2);
    expect((await list(top)).value.items.find((r) => r.username === player.username)?.isAgent).toBe(2);
    // The same session now opens the agent area, with an empty team of its own.
    const own = await list(player);
    expect(own.code).toBe('OK');
    expect(own.value.items).toEqual([]);
  });

  it('R2.81 refuses a member outside the team, deeper than the first level, already an agent, disabled, or a caller who is no agent; nothing changes', async () => {
    const { top, sub, subPlayer, player } = await agentTeam(server);
    const other = await agentTeam(server);

    const outside = await promote(top, other.player.username);
    expect(outside.code).toBe('NOT_FOUND');
    expect(outside.errors?.[0]?.field).toBe('member');
    expect(await typeOf(other.player)).toBe(0);

    const unknown = await promote(top, 'nobody-of-this-name');
    expect(unknown.code).toBe('NOT_FOUND');

    // The sub-agent's player is the sub-agent's to promote.
    const deeper = await promote(top, subPlayer.username);
    expect(deeper.code).toBe('NOT_FOUND');
    expect(deeper.errors?.[0]).toEqual({ field: 'member', message: 'is not a direct downline of yours' });
    expect(await typeOf(subPlayer)).toBe(0);

    const already = await promote(top, sub.username);
    expect(already.code).toBe('CONFLICT');
    expect(already.errors?.[0]?.field).toBe('member');
    expect(await typeOf(sub)).toBe(2);

    // The agent itself and its upline are not in its team.
    expect((await promote(sub, sub.username)).code).toBe('NOT_FOUND');
    expect((await promote(sub, top.username)).code).toBe('NOT_FOUND');

    await server.deps.db.query("UPDATE members SET status = 'frozen' WHERE id = $1", [player.memberId]);
    const frozen = await promote(top, player.username);
    expect(frozen.code).toBe('FORBIDDEN');
    expect(frozen.errors?.[0]?.field).toBe('member');
    expect(await typeOf(player)).toBe(0);

    const notAgent = await createTestMember(server.deps.db);
    expect((await promote(notAgent, player.username)).code).toBe('NOT_AGENT');

    const missing = await api(server, {
      method: 'POST',
      url: '/wps/v2/agent/team/promote',
      token: top.token,
      body: {},
    });
    expect(missing.code).toBe('VALIDATION');
  });

  it('R2.81 an agent at the last level of agents.maxLevels makes no agents, and says so before anyone asks', async () => {
    const { top, sub, subPlayer, player } = await agentTeam(server);
    const restore = await patchMerchantSettings(server, 'aurora', { agents: { maxLevels: 2 } });
    try {
      expect((await list(sub)).value.canPromote).toBe(false);
      expect((await list(top)).value.canPromote).toBe(true);
      const refused = await promote(sub, subPlayer.username);
      expect(refused.code).toBe('AGENT_LEVEL_LIMIT');
      expect(refused.errors?.[0]).toEqual({
        field: 'member',
        message: 'cannot be made an agent at your level',
      });
      expect(await typeOf(subPlayer)).toBe(0);
      // The top agent (level 1) still may: its new agent is level 2, the last.
      expect((await promote(top, player.username)).code).toBe('OK');
    } finally {
      await restore();
    }
    // With the default three levels the sub-agent may.
    expect((await list(sub)).value.canPromote).toBe(true);
    expect((await promote(sub, subPlayer.username)).code).toBe('OK');
    expect(await typeOf(subPlayer)).toBe(2);
  });

  it('R2.81 twenty promotions of one member at once make one agent; the others are told it already is one', async () => {
    const { top, player } = await agentTeam(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => promote(top, player.username)));
    expect(answers.filter((a) => a.code === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'CONFLICT')).toHaveLength(19);
    expect(await typeOf(player)).toBe(2);
  });
});
