import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { postAnnouncement } from '../../../server/services/content/announcements';
import { api } from '../../support/accounts';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface AgentAnnouncement {
  id: number;
  title: string;
  content: string;
  timestamp: number;
}

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

const agentAnnouncements = (member: TestMember, language = 'EN', merchant = 'aurora') =>
  api<{ announcements: AgentAnnouncement[] }>(server, {
    method: 'GET',
    url: '/wps/v2/agent/announcements',
    token: member.token,
    merchant,
    body: { language },
  });

async function postAgentNotice(merchant: string, title: string): Promise<number> {
  const posted = await ops(
    'notice',
    'post',
    merchant,
    '--type',
    'AG',
    '--title',
    title,
    '--content',
    `<p>${title}</p>`,
  );
  expect(posted.ok).toBe(true);
  return Number(/notice (\d+) posted \(AG\)/.exec(posted.output)?.[1]);
}

describe('agent announcements (agentAnnouncement)', () => {
  it('R2.78 an agent reads its merchant’s agent announcements, newest first, in its language, sanitised', async () => {
    const agent = await createTestMember(server.deps.db, { isAgent: 1 });
    const res = await agentAnnouncements(agent);
    expect(res.code).toBe('OK');
    const titles = res.value.announcements.map((a) => a.title);
    expect(titles).toEqual(['When your contracts settle', 'Commission policy for Aurora Play agents']);
    const [first, second] = res.value.announcements;
    expect(first!.timestamp).toBeGreaterThan(second!.timestamp);
    expect(first!.content).toContain('<li>Real-time salary: every 5 minutes</li>');
    const cn = await agentAnnouncements(agent, 'CN');
    expect(cn.value.announcements[0]?.title).toBe('合约结算时间说明');

    const id = await postAgentNotice('aurora', 'Payout review this weekend');
    await server.deps.db.query(
      `UPDATE announcements SET content = '{"EN": "<p onclick=\\"x()\\">Read<script>bad()</script></p>"}' WHERE id = $1`,
      [id],
    );
    const [latest] = (await agentAnnouncements(agent)).value.announcements;
    expect(latest?.id).toBe(id);
    expect(latest?.content).not.toMatch(/script|onclick/);
    expect(latest?.content).toContain('Read');
  });

  it('R2.78 another merchant’s, hidden and ended agent announcements are not served', async () => {
    const agent = await createTestMember(server.deps.db, { isAgent: 2 });
    const elsewhere = await postAgentNotice('jade', 'Only for jade agents');
    const hidden = await postAgentNotice('aurora', 'Taken down');
    expect((await ops('notice', 'hide', 'aurora', String(hidden))).ok).toBe(true);
    const ended = await postAnnouncement(server.deps.db, await merchantId(server.deps.db), {
      type: 'AG',
      title: { EN: 'Ended' },
      content: { EN: '<p>Over</p>' },
      publishedAt: new Date(Date.now() - 3 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    const future = await postAnnouncement(server.deps.db, await merchantId(server.deps.db), {
      type: 'AG',
      title: { EN: 'Not yet' },
      content: { EN: '<p>Soon</p>' },
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const ids = (await agentAnnouncements(agent)).value.announcements.map((a) => a.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of [elsewhere, hidden, ended, future]) expect(ids).not.toContain(id);
    const jadeAgent = await createTestMember(server.deps.db, { isAgent: 1, merchant: 'jade' });
    expect(
      (await agentAnnouncements(jadeAgent, 'EN', 'jade')).value.announcements.map((a) => a.id),
    ).toContain(elsewhere);
  });

  it('R2.78 a player or a trial account gets NOT_AGENT', async () => {
    const player = await createTestMember(server.deps.db);
    const res = await agentAnnouncements(player);
    expect(res.code).toBe('NOT_AGENT');
    expect(res.status).toBe(403);
  });

  it('R2.78 the public announcement list and detail never serve agent announcements', async () => {
    const id = await postAgentNotice('aurora', 'Agents only: new tiers');
    const all = await server.call({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B',
      merchant: 'aurora',
    });
    const lists = all.json().value as Record<string, { id: number; title: string }[]>;
    const items = Object.values(lists).flat();
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((n) => n.id)).not.toContain(id);
    expect(items.map((n) => n.title)).not.toContain('When your contracts settle');
    const asked = await server.call({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=AG',
      merchant: 'aurora',
    });
    expect(asked.json().code).not.toBe('OK');
    const detail = await server.call({
      method: 'GET',
      url: `/wps/relay/MCSFE_getAnnouncementDetail?id=${id}`,
      merchant: 'aurora',
    });
    expect(detail.statusCode).toBe(404);
  });
});
