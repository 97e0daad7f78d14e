import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMember } from '../../../server/services/agents/team-scope';
import { api } from '../../support/accounts';
import { agentTeam, offer, tier } from '../../support/agents';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const treeOf = async (ancestor: number) =>
  server.deps.db.query<{ descendant_id: number; depth: number }>(
    'SELECT descendant_id, depth FROM member_tree WHERE ancestor_id = $1 ORDER BY depth, descendant_id',
    [ancestor],
  );

describe('agent tree (closure table)', () => {
  it('R6.1 keeps every upline of a member at its depth, whatever path wrote the member', async () => {
    const { top, sub, subPlayer, player } = await agentTeam(server);
    const deeper = await createTestMember(server.deps.db, { uplineId: subPlayer.memberId });
    expect((await treeOf(top.memberId)).map((r) => [Number(r.descendant_id), r.depth])).toEqual([
      [top.memberId, 0],
      [sub.memberId, 1],
      [player.memberId, 1],
      [subPlayer.memberId, 2],
      [deeper.memberId, 3],
    ]);
    expect((await treeOf(sub.memberId)).map((r) => Number(r.descendant_id))).toEqual([
      sub.memberId,
      subPlayer.memberId,
      deeper.memberId,
    ]);
  });

  it('refuses to move a member under another upline, and an upline of another merchant', async () => {
    const { sub, player } = await agentTeam(server);
    await expect(
      server.deps.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [
        sub.memberId,
        player.memberId,
      ]),
    ).rejects.toThrow(/upline is fixed/);
    const jadeAgent = await createTestMember(server.deps.db, { merchant: 'jade', isAgent: 1 });
    await expect(createTestMember(server.deps.db, { uplineId: jadeAgent.memberId })).rejects.toThrow(
      /same merchant/,
    );
  });

  it('two agents side by side: each reaches only its own subtree, in SQL and through the API', async () => {
    const left = await agentTeam(server);
    const right = await agentTeam(server);
    const db = server.deps.db;
    const mid = left.top.merchantId;
    await expect(
      teamMember(db, mid, left.top.memberId, { id: left.subPlayer.memberId }),
    ).resolves.toMatchObject({
      depth: 2,
    });
    for (const stranger of [right.top, right.sub, right.subPlayer, right.player]) {
      await expect(teamMember(db, mid, left.top.memberId, { id: stranger.memberId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(
        teamMember(db, mid, left.top.memberId, { username: stranger.username }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    // An agent is not in its own team, and a sub-agent does not reach its upline.
    await expect(teamMember(db, mid, left.top.memberId, { id: left.top.memberId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(teamMember(db, mid, left.sub.memberId, { id: left.player.memberId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Through the API: an offer to the other agent's sub-agent is refused and writes nothing.
    const res = await offer(server, left.top, { member: right.sub.username, tiers: [tier(100_00, 1, 50)] });
    expect(res.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.field).toBe('member');
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agent_contracts WHERE member_id = $1',
      [right.sub.memberId],
    );
    expect(count?.n).toBe(0);
  });
});

describe('roles at the door', () => {
  it('R5.3 R6.2 R6.6 the agent area answers NOT_AGENT to players and trial accounts, with one warning at every door, and opens for 1, 2, 41, 42', async () => {
    const warnings = new Set<string>();
    for (const isAgent of [0, 4]) {
      const m = await createTestMember(server.deps.db, { isAgent });
      const res = await api(server, {
        method: 'GET',
        url: '/wps/v2/agent/contracts',
        token: m.token,
        body: { kind: 'dividend' },
      });
      expect(res.code, `isAgent ${isAgent}`).toBe('NOT_AGENT');
      expect(res.status).toBe(403);
      warnings.add(res.message);
      const range = { startDate: '2026-11-01', endDate: '2026-11-02', utcOffset: 0 };
      for (const [url, body] of [
        ['/wps/v2/agent/overview', range],
        ['/wps/v2/agent/announcements', {}],
      ] as const) {
        const other = await api(server, { method: 'GET', url, token: m.token, body });
        expect(other.code, `${url} isAgent ${isAgent}`).toBe('NOT_AGENT');
        warnings.add(other.message);
      }
    }
    // The same warning whichever account is refused and whichever page it asked for.
    expect([...warnings]).toEqual(['Non-agents cannot log in to the agent area']);
    for (const isAgent of [1, 2, 41, 42]) {
      const m = await createTestMember(server.deps.db, { isAgent });
      const res = await api(server, {
        method: 'GET',
        url: '/wps/v2/agent/contracts',
        token: m.token,
        body: { kind: 'dividend' },
      });
      expect(res.code, `isAgent ${isAgent}`).toBe('OK');
    }
  });

  it('R6.6 agent-only accounts (41, 42) are answered NOT_MEMBER in the member area; agents 1 and 2 play', async () => {
    for (const isAgent of [41, 42]) {
      const m = await createTestMember(server.deps.db, { isAgent });
      const launch = await api(server, {
        method: 'GET',
        url: '/wps/game/launchGame',
        token: m.token,
        body: { gameType: 'RNG', vassalage: 'TSR' },
      });
      expect(launch.code, `isAgent ${isAgent}`).toBe('NOT_MEMBER');
    }
    const agent = await createTestMember(server.deps.db, { isAgent: 1 });
    const launch = await api(server, {
      method: 'GET',
      url: '/wps/game/launchGame',
      token: agent.token,
      body: { gameType: 'RNG', vassalage: 'TSR' },
    });
    expect(launch.code).not.toBe('NOT_MEMBER');
  });
});
