import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { postAnnouncement } from '../../../server/services/content/announcements';
import { sendMemberMessage } from '../../../server/services/messages/send-message';
import { api, type Envelope } from '../../support/accounts';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Summary {
  id: string;
  category: string;
  title: string;
  preview: string;
  read: boolean;
  createdAt: string;
}
interface Page {
  items: Summary[];
  total: number;
  unread: number;
}

const list = (m: TestMember, query: Record<string, unknown> = {}, merchant?: string) =>
  api<Page>(server, {
    method: 'GET',
    url: '/wps/v2/messages',
    token: m.token,
    body: query,
    ...(merchant ? { merchant } : {}),
  });
const detail = (m: TestMember, id: string, language?: string) =>
  api<{ id: string; body: string; format: string; read: boolean; title: string }>(server, {
    method: 'GET',
    url: '/wps/v2/messages/detail',
    token: m.token,
    body: { id, ...(language ? { language } : {}) },
  });
const read = (m: TestMember, ids: unknown) =>
  api<{ unread: number }>(server, {
    method: 'POST',
    url: '/wps/v2/messages/read',
    token: m.token,
    body: { ids },
  });
const readAll = (m: TestMember) =>
  api<{ marked: number; unread: number }>(server, {
    method: 'POST',
    url: '/wps/v2/messages/read-all',
    token: m.token,
  });
const unread = async (m: TestMember, merchant?: string) =>
  api<{ count: number }>(server, {
    method: 'GET',
    url: '/wps/relay/CSP_unreadCount',
    token: m.token,
    ...(merchant ? { merchant } : {}),
  });
const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

/** The merchant's player notices every member sees in the inbox. */
async function noticeCount(code = 'aurora'): Promise<number> {
  const [row] = await server.deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM announcements a JOIN merchants m ON m.id = a.merchant_id
      WHERE m.code = $1 AND a.type = 'PL' AND a.status = 'active' AND a.published_at <= now()
        AND (a.ends_at IS NULL OR a.ends_at > now())`,
    [code],
  );
  return row?.n ?? 0;
}

async function message(m: TestMember, title: string, minutesAgo = 0) {
  const id = await sendMemberMessage(server.deps.db, m.merchantId, m.memberId, {
    category: 'notice',
    title: { EN: title, CN: `${title} (CN)` },
    body: { EN: `Body of ${title}\nsecond line` },
    source: 'test',
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  return `m${id}`;
}

const firstField = (r: Envelope<unknown>) => r.errors?.[0]?.field;

describe('member inbox (messageV2, CSP_unreadCount)', () => {
  it('R2.74 R1.6 lists the member’s messages and the merchant’s notices newest first, a page at a time', async () => {
    const m = await createTestMember(server.deps.db);
    const notices = await noticeCount();
    expect(notices).toBeGreaterThan(0);
    const older = await message(m, 'Older', 30);
    const newer = await message(m, 'Newer', 1);
    const all = await list(m, { pageSize: 50 });
    expect(all.success).toBe(true);
    expect(all.value.total).toBe(notices + 2);
    expect(all.value.unread).toBe(notices + 2);
    const times = all.value.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.value.items.map((i) => i.id)).toEqual(expect.arrayContaining([older, newer]));
    expect(all.value.items.filter((i) => i.category === 'announcement')).toHaveLength(notices);
    expect(all.value.items.find((i) => i.id === newer)).toMatchObject({
      title: 'Newer',
      preview: 'Body of Newer second line',
      read: false,
    });
    // Pages follow each other without gaps or repeats.
    const p1 = await list(m, { page: 1, pageSize: 2 });
    const p2 = await list(m, { page: 2, pageSize: 2 });
    expect(p1.value.items).toHaveLength(2);
    expect([...p1.value.items, ...p2.value.items].map((i) => i.id)).toEqual(
      all.value.items.slice(0, 4).map((i) => i.id),
    );
    const past = await list(m, { page: 100, pageSize: 10 });
    expect(past.value).toMatchObject({ items: [], total: notices + 2 });
    // Announcement previews are plain text, never markup.
    for (const i of all.value.items) expect(i.preview).not.toMatch(/<[a-z]/i);
    // Titles in the asked language, English when the message has no such text.
    const cn = await list(m, { pageSize: 50, language: 'CN' });
    expect(cn.value.items.find((i) => i.id === newer)?.title).toBe('Newer (CN)');
    const th = await list(m, { pageSize: 50, language: 'TH' });
    expect(th.value.items.find((i) => i.id === newer)?.title).toBe('Newer');
  });

  it('R2.36 R2.76 R7.55 reading a message or a notice lowers the unread count, for this member only', async () => {
    const m = await createTestMember(server.deps.db);
    const other = await createTestMember(server.deps.db);
    const notices = await noticeCount();
    expect((await unread(m)).value.count).toBe(notices);
    const id = await message(m, 'Hello');
    expect((await unread(m)).value.count).toBe(notices + 1);
    expect((await api(server, { method: 'GET', url: '/wps/relay/CSP_unreadCount' })).status).toBe(401);
    const d = await detail(m, id);
    expect(d.value).toMatchObject({ id, title: 'Hello', body: 'Body of Hello\nsecond line', format: 'text' });
    expect(d.value.read).toBe(false);
    expect((await unread(m)).value.count).toBe(notices + 1);
    expect((await read(m, [id])).value.unread).toBe(notices);
    expect((await detail(m, id)).value.read).toBe(true);
    // Reading again is harmless.
    expect((await read(m, [id])).value.unread).toBe(notices);
    // Announcement reads are kept per member.
    const page = await list(m, { pageSize: 50 });
    const notice = page.value.items.find((i) => i.category === 'announcement') as Summary;
    const nd = await detail(m, notice.id);
    expect(nd.value.format).toBe('html');
    expect((await read(m, [notice.id])).value.unread).toBe(notices - 1);
    expect((await unread(other)).value.count).toBe(notices);
    expect((await list(other, { pageSize: 50 })).value.items.find((i) => i.id === notice.id)?.read).toBe(
      false,
    );
    const unreadOnly = await list(m, { unreadOnly: true, pageSize: 50 });
    expect(unreadOnly.value.total).toBe(notices - 1);
    expect(unreadOnly.value.items.every((i) => !i.read)).toBe(true);
  });

  it('marks everything read, including notices published later only when they come', async () => {
    const m = await createTestMember(server.deps.db);
    await message(m, 'One');
    await message(m, 'Two');
    const notices = await noticeCount();
    const all = await readAll(m);
    expect(all.value).toEqual({ marked: notices + 2, unread: 0 });
    expect((await unread(m)).value.count).toBe(0);
    expect((await readAll(m)).value).toEqual({ marked: 0, unread: 0 });
    const aurora = await merchantId(server.deps.db);
    const fresh = await postAnnouncement(server.deps.db, aurora, {
      type: 'PL',
      title: { EN: 'Fresh notice' },
      content: { EN: '<p>Fresh <b>news</b><script>alert(1)</script></p>' },
    });
    try {
      expect((await unread(m)).value.count).toBe(1);
      const p = await list(m, { pageSize: 1 });
      expect(p.value.items[0]).toMatchObject({ id: `a${fresh}`, title: 'Fresh notice', read: false });
      expect(p.value.items[0]?.preview).toBe('Fresh news');
    } finally {
      await server.deps.db.query(`UPDATE announcements SET status = 'hidden' WHERE id = $1`, [fresh]);
    }
    // A hidden announcement leaves the inbox and the count.
    expect((await unread(m)).value.count).toBe(0);
    expect((await detail(m, `a${fresh}`)).code).toBe('NOT_FOUND');
  });

  it('refuses unknown ids, another member’s message, and a read batch with any unknown id (nothing changes)', async () => {
    const m = await createTestMember(server.deps.db);
    const other = await createTestMember(server.deps.db);
    const theirs = await message(other, 'Private');
    const mine = await message(m, 'Mine');
    for (const id of ['m999999999', theirs, 'a999999999']) {
      const d = await detail(m, id);
      expect(d.status, id).toBe(404);
      expect(d.code).toBe('NOT_FOUND');
      expect(JSON.stringify(d)).not.toContain('Private');
    }
    const before = (await unread(m)).value.count;
    const batch = await read(m, [mine, theirs]);
    expect(batch.status).toBe(404);
    expect(firstField(batch)).toBe('ids');
    expect((await unread(m)).value.count).toBe(before);
    expect((await detail(other, theirs)).value.read).toBe(false);
    expect((await detail(m, mine)).value.read).toBe(false);
  });

  it('refuses bad ids and bad paging with a validation error naming the field', async () => {
    const m = await createTestMember(server.deps.db);
    for (const [query, field] of [
      [{ page: 0 }, 'page'],
      [{ page: -1 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 51 }, 'pageSize'],
      [{ pageSize: 2.5 }, 'pageSize'],
      [{ language: 'XX' }, 'language'],
    ] as const) {
      const r = await list(m, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.code).toBe('VALIDATION');
      expect(firstField(r), JSON.stringify(query)).toBe(field);
    }
    for (const id of ['12', 'x12', 'm0', 'm-1', 'm1.5', 'm99999999999999999999', '']) {
      const r = await detail(m, id);
      expect(r.status, id).toBe(400);
      expect(firstField(r), id).toBe('id');
    }
    for (const ids of [
      [],
      'm1',
      ['m1', 'm1'],
      ['bogus'],
      Array.from({ length: 51 }, (_, i) => `m${i + 1}`),
    ]) {
      const r = await read(m, ids);
      expect(r.status, JSON.stringify(ids)).toBe(400);
      expect(firstField(r)?.startsWith('ids'), JSON.stringify(ids)).toBe(true);
    }
  });

  it('needs a token of this merchant; trial accounts have no inbox and a zero count', async () => {
    const m = await createTestMember(server.deps.db);
    const anonymous = await api(server, { method: 'GET', url: '/wps/relay/CSP_unreadCount' });
    expect(anonymous.status).toBe(401);
    expect((await api(server, { method: 'GET', url: '/wps/v2/messages' })).status).toBe(401);
    // An aurora token on jade's site is unknown there.
    const foreign = await unread(m, 'jade');
    expect(foreign.status).toBe(401);
    expect((await list(m, {}, 'jade')).status).toBe(401);
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    expect((await unread(trial)).value.count).toBe(0);
    expect((await list(trial)).code).toBe('TRIAL_ACCOUNT');
    expect((await readAll(trial)).code).toBe('TRIAL_ACCOUNT');
  });

  it('the unread count is a background call: it does not keep an idle session alive', async () => {
    const m = await createTestMember(server.deps.db);
    const seen = async () =>
      (
        await server.deps.db.query<{ t: Date }>(
          'SELECT last_seen_at AS t FROM sessions WHERE member_id = $1',
          [m.memberId],
        )
      )[0]?.t.getTime();
    await server.deps.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE member_id = $1`,
      [m.memberId],
    );
    const before = await seen();
    expect((await unread(m)).success).toBe(true);
    expect(await seen()).toBe(before);
    expect((await list(m)).success).toBe(true);
    expect(await seen()).toBeGreaterThan(before as number);
  });

  it('ops send a message to one member or to every member of a merchant', async () => {
    const m = await createTestMember(server.deps.db, { merchant: 'lumen' });
    const before = (await unread(m, 'lumen')).value.count;
    const one = await ops(
      'message',
      'send',
      'lumen',
      '--to',
      m.username,
      '--title',
      'Hi',
      '--body',
      'Just you',
    );
    expect(one).toMatchObject({ ok: true });
    expect(one.output).toMatch(new RegExp(`^message m\\d+ sent to ${m.username}$`));
    const all = await ops(
      'message',
      'send',
      'lumen',
      '--all',
      '--title',
      'Maintenance',
      '--body',
      'Tonight\u202e',
    );
    expect(all.output).toMatch(/^message sent to \d+ members$/);
    expect((await unread(m, 'lumen')).value.count).toBe(before + 2);
    const page = await list(m, { pageSize: 2 }, 'lumen');
    expect(page.value.items.map((i) => i.title).sort()).toEqual(['Hi', 'Maintenance']);
    // Bidi overrides are dropped from what ops type.
    expect(page.value.items.find((i) => i.title === 'Maintenance')?.preview).toBe('Tonight');
    // An aurora member does not get lumen's message.
    const aurora = await createTestMember(server.deps.db);
    expect((await list(aurora, { pageSize: 50 })).value.items.some((i) => i.title === 'Maintenance')).toBe(
      false,
    );
    for (const argv of [
      ['message', 'send', 'lumen', '--title', 'x', '--body', 'y'],
      ['message', 'send', 'lumen', '--all', '--to', m.username, '--title', 'x', '--body', 'y'],
      ['message', 'send', 'lumen', '--to', 'nobody', '--title', 'x', '--body', 'y'],
      ['message', 'send', 'lumen', '--to', m.username, '--body', 'y'],
      ['message', 'send', 'lumen', '--to', m.username, '--title', 'x', '--body', 'y', '--language', 'XX'],
      ['message', 'send', 'nowhere', '--all', '--title', 'x', '--body', 'y'],
    ])
      expect(await ops(...argv), argv.join(' ')).toMatchObject({ ok: false, exitCode: 2 });
  });

  it('the demo player of every whitelabel has messages, some unread', async () => {
    for (const code of ['aurora', 'jade', 'lumen']) {
      const [row] = await server.deps.db.query<{ read: number; unread: number }>(
        `SELECT count(*) FILTER (WHERE mm.read_at IS NOT NULL)::int AS read, count(*) FILTER (WHERE mm.read_at IS NULL)::int AS unread
           FROM member_messages mm JOIN members m ON m.id = mm.member_id JOIN merchants x ON x.id = m.merchant_id
          WHERE x.code = $1 AND m.username = 'demo' AND mm.source = 'seed'`,
        [code],
      );
      expect(row, code).toMatchObject({ read: 2, unread: 2 });
    }
  });
});
