import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { createTestMember, type TestMember } from '../../support/members';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Announcements and chat moderation in the back office (docs/decisions/back-office.md):
 * notices posted and hidden by owners and content, read by support and read-only too;
 * chat messages hidden and members muted by owners, content and support; all within the
 * operator's merchant, each change audited, and the ops CLI on the same services.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let content: string;
let auroraContent: string;
let lumenContent: string;
let auroraSupport: string;
let readOnly: string;
beforeAll(async () => {
  server = await startTestServer();
  const signIn = async (role: 'content' | 'support' | 'read-only', merchant?: string) =>
    signInOperator(server, await createTestOperator(server.deps.db, role, merchant));
  content = await signIn('content');
  auroraContent = await signIn('content', 'aurora');
  lumenContent = await signIn('content', 'lumen');
  auroraSupport = await signIn('support', 'aurora');
  readOnly = await signIn('read-only', 'aurora');
});
afterAll(() => server.close());

interface NoticeView {
  id: number;
  merchant: string;
  type: string;
  state: string;
  title: Record<string, string>;
  content: Record<string, string>;
  startsAt: string;
  endsAt: string | null;
}
interface Line {
  id: number;
  username: string;
  memberId: number;
  body: string;
  hidden: boolean;
  mutedUntil: string | null;
}

const post = (token: string, body: object) => opsCall(server, 'POST', '/ops/notices/post', { token, body });
const notices = async (token: string, query: Record<string, string> = {}) =>
  (await opsCall(server, 'GET', '/ops/notices', { token, query: { pageSize: '100', ...query } })).json() as {
    code: string;
    value: { items: NoticeView[]; total: number };
  };
const chat = async (token: string, query: Record<string, string> = {}) =>
  (
    await opsCall(server, 'GET', '/ops/chat/messages', { token, query: { pageSize: '100', ...query } })
  ).json() as {
    code: string;
    value: { items: Line[]; total: number };
  };
const bulletins = async (merchant = 'aurora') =>
  (
    await server.call({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PU&platform=W&execution=B',
      merchant,
    })
  ).json().value as { banners: { id: number; title: string; content: string }[]; popup: { id: number }[] };
const auditOf = (target: string, action: string) =>
  server.deps.db.query<{ actor: string; before: unknown; after: unknown }>(
    'SELECT actor, before, after FROM operator_audit WHERE target = $1 AND action = $2 ORDER BY id',
    [target, action],
  );
const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

async function say(member: TestMember, body: string): Promise<number> {
  const res = await server.call({
    method: 'POST',
    url: '/wps/chat/messages',
    token: member.token,
    payload: { body, clientId: `c${Math.random().toString(36).slice(2, 12)}` },
  });
  expect(res.json().code, res.body).toBe('OK');
  return res.json().value.message.id as number;
}

describe('announcements in the back office', () => {
  it('content posts a bulletin: its script is cleaned away when saved, the portal shows it at once, the audit has it', async () => {
    const before = await bulletins(); // fills the portal's cache, which the post must forget
    expect(before.banners.length).toBeGreaterThanOrEqual(0);
    const res = await post(auroraContent, {
      type: 'B',
      title: { EN: '  Maintenance <b>tonight</b> ', CN: '今晚维护' },
      content: { EN: '<p>From <b>02:00</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
    });
    const { notice } = res.json().value as { notice: NoticeView };
    expect(notice).toMatchObject({
      merchant: 'aurora',
      type: 'B',
      state: 'shown',
      title: { EN: 'Maintenance <b>tonight</b>', CN: '今晚维护' },
      endsAt: null,
    });
    expect(notice.content.EN).toContain('<b>02:00</b>');
    expect(notice.content.EN).not.toMatch(/script|onerror/);
    const [stored] = await server.deps.db.query<{ content: Record<string, string> }>(
      'SELECT content FROM announcements WHERE id = $1',
      [notice.id],
    );
    expect(stored?.content.EN).toBe(notice.content.EN);

    const shown = (await bulletins()).banners.find((b) => b.id === notice.id);
    expect(shown).toMatchObject({ title: 'Maintenance <b>tonight</b>' });
    expect(shown?.content).not.toMatch(/script|onerror/);
    const [line] = await auditOf(`notice:${notice.id}`, 'notice.post');
    expect(line).toMatchObject({
      before: null,
      after: { type: 'B', state: 'shown', title: { CN: '今晚维护' } },
    });

    // Support and read-only operators read it; they may not post or hide.
    for (const token of [auroraSupport, readOnly]) {
      expect((await notices(token)).value.items.map((n) => n.id)).toContain(notice.id);
      expect((await post(token, { type: 'B', title: { EN: 't' }, content: { EN: 'c' } })).json().code).toBe(
        'FORBIDDEN',
      );
      const hide = await opsCall(server, 'POST', '/ops/notices/hide', { token, body: { id: notice.id } });
      expect(hide.json().code).toBe('FORBIDDEN');
    }
  });

  it('lists every type with where each stands: shown, scheduled, ended, hidden; hiding takes it off the portal', async () => {
    const day = 86_400_000;
    const later = await post(content, {
      merchant: 'aurora',
      type: 'AG',
      title: { EN: 'Agents: new rates next week' },
      content: { EN: '<p>Rates</p>' },
      startsAt: new Date(Date.now() + day).toISOString(),
      endsAt: new Date(Date.now() + 2 * day).toISOString(),
    });
    const scheduled = later.json().value.notice as NoticeView;
    expect(scheduled.state).toBe('scheduled');
    const popup = (
      await post(auroraContent, { type: 'PU', title: { EN: 'Welcome' }, content: { EN: '<p>Hi</p>' } })
    ).json().value.notice as NoticeView;
    expect((await bulletins()).popup.map((p) => p.id)).toContain(popup.id);

    const hidden = await opsCall(server, 'POST', '/ops/notices/hide', {
      token: auroraContent,
      body: { id: popup.id },
    });
    expect(hidden.json().value.notice).toMatchObject({ id: popup.id, state: 'hidden' });
    expect((await bulletins()).popup.map((p) => p.id)).not.toContain(popup.id);
    const [line] = await auditOf(`notice:${popup.id}`, 'notice.hide');
    expect(line).toMatchObject({ before: { state: 'shown' }, after: { state: 'hidden' } });

    const all = await notices(auroraContent);
    const byId = new Map(all.value.items.map((n) => [n.id, n.state]));
    expect(byId.get(scheduled.id)).toBe('scheduled');
    expect(byId.get(popup.id)).toBe('hidden');
    expect(
      (await notices(auroraContent, { state: 'hidden' })).value.items.every((n) => n.state === 'hidden'),
    ).toBe(true);
    const agents = await notices(auroraContent, { type: 'AG' });
    expect(agents.value.items.map((n) => n.id)).toContain(scheduled.id);
    expect(agents.value.items.every((n) => n.type === 'AG')).toBe(true);
    // Newest first.
    const ids = all.value.items.map((n) => n.id);
    expect(ids.indexOf(scheduled.id)).toBeLessThan(ids.indexOf(popup.id));
  });

  it('refuses a bad notice naming the field', async () => {
    const cases: [object, string][] = [
      [{ type: 'B', title: { EN: '   ' }, content: { EN: '<p>x</p>' } }, 'title'],
      [{ type: 'B', title: { EN: 'Hi' }, content: { EN: '<script>alert(1)</script>' } }, 'content'],
      [{ type: 'X', title: { EN: 'Hi' }, content: { EN: 'x' } }, 'type'],
      [{ type: 'B', title: { EN: 'Hi', XX: 'no' }, content: { EN: 'x' } }, 'title'],
      [{ type: 'B', title: { EN: 'x'.repeat(201) }, content: { EN: 'x' } }, 'title'],
      [
        {
          type: 'B',
          title: { EN: 'Hi' },
          content: { EN: 'x' },
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        'endsAt',
      ],
      [{ type: 'B', title: { EN: 'Hi' }, content: { EN: 'x' }, endsAt: 'tomorrow' }, 'endsAt'],
    ];
    for (const [body, field] of cases) {
      const res = (await post(auroraContent, body)).json() as { code: string; errors: { field: string }[] };
      expect(res.code, JSON.stringify(body)).toBe('VALIDATION');
      expect(res.errors[0]?.field, JSON.stringify(body)).toMatch(new RegExp(`^/?${field}`));
    }
    // A platform-wide operator names the merchant.
    const none = (await post(content, { type: 'B', title: { EN: 'Hi' }, content: { EN: 'x' } })).json();
    expect(none).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'merchant' }] });
  });

  it('an operator of one merchant neither sees nor hides another merchant’s notices', async () => {
    const { notice } = (
      await post(auroraContent, { type: 'PL', title: { EN: 'Aurora only' }, content: { EN: 'x' } })
    ).json().value as { notice: NoticeView };
    expect((await notices(lumenContent)).value.items.map((n) => n.id)).not.toContain(notice.id);
    expect((await notices(lumenContent, { merchant: 'aurora' })).code).toBe('FORBIDDEN');
    const res = await opsCall(server, 'POST', '/ops/notices/hide', {
      token: lumenContent,
      body: { id: notice.id },
    });
    expect(res.json().code).toBe('NOT_FOUND');
    expect(
      (
        await post(lumenContent, { merchant: 'aurora', type: 'B', title: { EN: 'x' }, content: { EN: 'x' } })
      ).json().code,
    ).toBe('FORBIDDEN');
    expect((await notices(content, { merchant: 'aurora' })).value.items.map((n) => n.id)).toContain(
      notice.id,
    );
  });

  it('50 hides of one notice at once take it down once, with one audit line', async () => {
    const { notice } = (
      await post(auroraContent, { type: 'B', title: { EN: 'Racing' }, content: { EN: 'x' } })
    ).json().value as { notice: NoticeView };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        opsCall(server, 'POST', '/ops/notices/hide', {
          token: i % 2 ? auroraContent : content,
          body: { id: notice.id },
        }),
      ),
    );
    expect(answers.map((a) => a.json().value?.notice.state)).toEqual(Array(50).fill('hidden'));
    expect(await auditOf(`notice:${notice.id}`, 'notice.hide')).toHaveLength(1);
  });

  it('the CLI’s notice post, list and hide go through the same service and audit as ops-cli', async () => {
    const posted = await ops(
      'notice',
      'post',
      'aurora',
      '--type',
      'PR',
      '--title',
      'CLI promo',
      '--content',
      '<p onclick="x()">Bonus</p>',
    );
    expect(posted.output).toMatch(/^notice \d+ posted \(PR\)$/);
    const id = Number(/notice (\d+)/.exec(posted.output)?.[1]);
    const mine = (await notices(auroraContent)).value.items.find((n) => n.id === id);
    expect(mine?.content.EN).toBe('<p>Bonus</p>');
    expect((await ops('notice', 'list', 'aurora', '--type', 'PR')).output).toContain('CLI promo');
    expect((await ops('notice', 'hide', 'aurora', String(id))).output).toBe(`notice ${id} hidden`);
    expect((await ops('notice', 'list', 'aurora', '--state', 'hidden')).output).toContain('CLI promo');
    expect(await auditOf(`notice:${id}`, 'notice.post')).toMatchObject([{ actor: 'ops-cli' }]);
    expect(await auditOf(`notice:${id}`, 'notice.hide')).toMatchObject([{ actor: 'ops-cli' }]);
    const bad = await ops('notice', 'post', 'aurora', '--title', ' ', '--content', 'x');
    expect(bad).toMatchObject({ ok: false, exitCode: 2 });
    expect(bad.output).toContain('title');
  });
});

describe('chat moderation in the back office', () => {
  it('lists the room newest first with usernames; support hides a message and every room drops it; the audit has it', async () => {
    const member = await createTestMember(server.deps.db);
    const first = await say(member, 'first <img src=x onerror=alert(1)>');
    const second = await say(member, 'second message');
    const page = await chat(auroraSupport);
    const ids = page.value.items.map((m) => m.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(page.value.items.find((m) => m.id === first)).toMatchObject({
      username: member.username,
      memberId: member.memberId,
      body: 'first <img src=x onerror=alert(1)>',
      hidden: false,
    });
    const hidden = await opsCall(server, 'POST', '/ops/chat/hide', {
      token: auroraSupport,
      body: { id: first },
    });
    expect(hidden.json().value.message).toMatchObject({ id: first, hidden: true });
    const room = await server.call({ method: 'GET', url: '/wps/chat/messages', token: member.token });
    expect(room.json().value.removedIds).toContain(first);
    expect((await chat(readOnly)).value.items.find((m) => m.id === first)?.hidden).toBe(true);
    const [line] = await auditOf(`chat:${first}`, 'chat.hide');
    expect(line).toMatchObject({
      before: { hidden: false, username: member.username },
      after: { hidden: true },
    });
    // Read-only reads, but does not moderate.
    const refused = await opsCall(server, 'POST', '/ops/chat/hide', {
      token: readOnly,
      body: { id: second },
    });
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('mutes a member for some minutes and lifts it with 0; a muted member cannot post', async () => {
    const member = await createTestMember(server.deps.db);
    const muted = await opsCall(server, 'POST', '/ops/chat/mute', {
      token: auroraContent,
      body: { memberId: member.memberId, minutes: 30 },
    });
    const until = muted.json().value.mutedUntil as string;
    expect(Date.parse(until)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const refused = await server.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: member.token,
      payload: { body: 'hi', clientId: 'mutedtry01' },
    });
    expect(refused.json().code).toBe('FORBIDDEN');
    const lifted = await opsCall(server, 'POST', '/ops/chat/mute', {
      token: auroraContent,
      body: { memberId: member.memberId, minutes: 0 },
    });
    expect(lifted.json().value).toMatchObject({ username: member.username, mutedUntil: null });
    await say(member, 'back again');
    const lines = await auditOf(`member:${member.memberId}`, 'chat.mute');
    expect(lines).toMatchObject([
      { before: { mutedUntil: null }, after: { minutes: 30 } },
      { before: { mutedUntil: until }, after: { mutedUntil: null, minutes: 0 } },
    ]);
    for (const minutes of [-1, 43_201]) {
      const bad = await opsCall(server, 'POST', '/ops/chat/mute', {
        token: auroraContent,
        body: { memberId: member.memberId, minutes },
      });
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION',
        errors: [{ field: expect.stringMatching(/minutes/) }],
      });
    }
  });

  it('an operator of one merchant neither reads, hides nor mutes in another merchant’s room', async () => {
    const member = await createTestMember(server.deps.db);
    const id = await say(member, 'aurora only');
    expect((await chat(lumenContent)).value.items.map((m) => m.id)).not.toContain(id);
    expect((await chat(lumenContent, { merchant: 'aurora' })).code).toBe('FORBIDDEN');
    for (const [url, body] of [
      ['/ops/chat/hide', { id }],
      ['/ops/chat/mute', { memberId: member.memberId, minutes: 5 }],
    ] as const) {
      expect((await opsCall(server, 'POST', url, { token: lumenContent, body })).json().code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await chat(content, { merchant: 'aurora' })).value.items.find((m) => m.id === id)?.hidden).toBe(
      false,
    );
  });

  it('50 hides of one message at once hide it once, with one audit line', async () => {
    const member = await createTestMember(server.deps.db);
    const id = await say(member, 'hide me fifty times');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        opsCall(server, 'POST', '/ops/chat/hide', { token: auroraSupport, body: { id } }),
      ),
    );
    expect(answers.every((a) => a.json().value?.message.hidden === true)).toBe(true);
    expect(await auditOf(`chat:${id}`, 'chat.hide')).toHaveLength(1);
  });

  it('the CLI’s chat list, hide and mute go through the same service and audit as ops-cli', async () => {
    const member = await createTestMember(server.deps.db);
    const id = await say(member, 'from the cli test');
    expect((await ops('chat', 'list', 'aurora')).output).toContain('from the cli test');
    expect((await ops('chat', 'hide', 'aurora', String(id))).output).toBe(`message ${id} hidden`);
    expect(await ops('chat', 'hide', 'aurora', String(id))).toMatchObject({ ok: false, exitCode: 2 });
    expect((await ops('chat', 'mute', 'aurora', member.username, '10')).output).toBe(
      `${member.username} muted for 10 minutes`,
    );
    expect(await auditOf(`chat:${id}`, 'chat.hide')).toMatchObject([{ actor: 'ops-cli' }]);
    expect(await auditOf(`member:${member.memberId}`, 'chat.mute')).toMatchObject([{ actor: 'ops-cli' }]);
    expect(await ops('chat', 'mute', 'lumen', member.username, '10')).toMatchObject({ ok: false });
  });
});
