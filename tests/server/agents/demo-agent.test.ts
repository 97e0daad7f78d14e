import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWhitelabels } from '../../../server/site-files/read-whitelabel';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts';
import { api, type LoginValue } from '../../support/accounts';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (merchant: string, username: string) =>
  api<LoginValue>(server, {
    method: 'POST',
    url: '/wps/session/login',
    encrypted: true,
    merchant,
    body: { type: 'username', username, password: DEMO_PASSWORD },
  });

describe('demo agent of every whitelabel', () => {
  it.each(listWhitelabels('whitelabels'))(
    '%s ships a demo agent with a two-level team, played rounds and a pending offer',
    async (merchant) => {
      const db = server.deps.db;
      const team = await db.query<{ username: string; depth: number; rounds: number }>(
        `SELECT m.username, t.depth,
                (SELECT count(*)::int FROM game_rounds r WHERE r.member_id = m.id AND r.status = 'settled') AS rounds
           FROM members a JOIN merchants mc ON mc.id = a.merchant_id AND mc.code = $1
           JOIN member_tree t ON t.ancestor_id = a.id AND t.depth >= 1
           JOIN members m ON m.id = t.descendant_id
          WHERE a.username = 'demoagent' ORDER BY t.depth, m.username`,
        [merchant],
      );
      expect(Math.max(...team.map((t) => t.depth))).toBe(2);
      expect(team.filter((t) => t.rounds > 0).length).toBeGreaterThanOrEqual(4);

      const sub = await login(merchant, 'demosubagent');
      expect(sub.code).toBe('OK');
      const info = await api<{ dailysalreqtype: number; contract: boolean }>(server, {
        method: 'GET',
        url: '/wps/member/info/funds/consolidated',
        token: sub.value.token,
        merchant,
      });
      expect(info.value).toMatchObject({ dailysalreqtype: 1, contract: true });
    },
  );
});
