import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Members' feedback in the back office (docs/decisions/back-office.md): read by everyone but
 * finance, answered and closed by owners and support, within the operator's merchant; each
 * answer reaches the member's My feedback and the audit. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
let server: TestServer;
let support: string;
let auroraSupport: string;
let lumenSupport: string;
beforeAll(async () => {
  server = await startTestServer();
  support = await signInOperator(server, await createTestOperator(server.deps.db, 'support'));
  auroraSupport = await signInOperator(server, await createTestOperator(server.deps.db, 'support', 'aurora'));
  lumenSupport = await signInOperator(server, await createTestOperator(server.deps.db, 'support', 'lumen'));
});
afterAll(() => server.close());

interface Case {
  id: number;
  ticket: string;
  merchant: string;
  status: string;
  username: string | null;
  content: string;
  replies: { body: string; by: string }[];
}

/** The member sends feedback through the portal's own call; answers its id. */
async function feedbackFrom(member: TestMember, content: string): Promise<number> {
  const sent = await api<{ ticket: string }>(server, {
    method: 'PUT',
    url: '/wps/feedback',
    token: member.token,
    body: { questionType: 'complaint', content },
  });
  expect(sent.code, sent.message).toBe('OK');
  return Number(/-(\d+)$/.exec(sent.value.ticket)?.[1]);
}

const list = async (token: string, query: Record<string, string> = {}) =>
  (await opsCall(server, 'GET', '/ops/feedback', { token, query: { pageSize: '100', ...query } })).json() as {
    code: string;
    value: { items: Case[]; total: number };
  };

describe('the feedback desk', () => {
  it('support answers a member’s feedback: the member reads it under My feedback, and the audit has it', async () => {
    const member = await createTestMember(server.deps.db);
    const id = await feedbackFrom(
      member,
      'My <img src=x onerror=alert(1)> deposit is missing since yesterday',
    );
    const waiting = await list(auroraSupport);
    const mine = waiting.value.items.find((f) => f.id === id);
    // What the member wrote comes back exactly as text: the screen draws it as text.
    expect(mine).toMatchObject({ status: 'new', username: member.username, merchant: 'aurora' });
    expect(mine?.content).toContain('<img src=x onerror=alert(1)>');

    const answered = await opsCall(server, 'POST', '/ops/feedback/reply', {
      token: auroraSupport,
      body: { id, text: '  We found it and credited it. ' },
    });
    expect(answered.json().value.feedback).toMatchObject({
      status: 'answered',
      replies: [{ body: 'We found it and credited it.' }],
    });
    const own = await api<{ items: { id: number; status: string; replies: { body: string }[] }[] }>(server, {
      method: 'GET',
      url: '/wps/feedback/mine',
      token: member.token,
    });
    expect(own.value.items.find((f) => f.id === id)).toMatchObject({
      status: 'answered',
      replies: [{ body: 'We found it and credited it.' }],
    });
    const [line] = await server.deps.db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM operator_audit WHERE target = $1 AND action = 'feedback.reply'",
      [`feedback:${id}`],
    );
    expect(line).toMatchObject({ before: { status: 'new' }, after: { status: 'answered' } });
  });

  it('closed feedback is not answered again, and closing twice adds one audit line', async () => {
    const member = await createTestMember(server.deps.db);
    const id = await feedbackFrom(member, 'Please add more fishing games to the lobby soon');
    for (let i = 0; i < 2; i++) {
      const closed = await opsCall(server, 'POST', '/ops/feedback/close', { token: support, body: { id } });
      expect(closed.json().value.feedback.status).toBe('closed');
    }
    const again = await opsCall(server, 'POST', '/ops/feedback/reply', {
      token: support,
      body: { id, text: 'Hi' },
    });
    expect(again.json()).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'id' }] });
    const lines = await server.deps.db.query(
      "SELECT 1 FROM operator_audit WHERE target = $1 AND action = 'feedback.close'",
      [`feedback:${id}`],
    );
    expect(lines).toHaveLength(1);
    expect((await list(support, { status: 'closed' })).value.items.map((f) => f.id)).toContain(id);
  });

  it('an operator of one merchant neither sees nor answers another merchant’s feedback', async () => {
    const member = await createTestMember(server.deps.db);
    const id = await feedbackFrom(member, 'The live tables froze twice during the evening');
    expect((await list(lumenSupport)).value.items.map((f) => f.id)).not.toContain(id);
    const other = await list(lumenSupport, { merchant: 'aurora' });
    expect(other.code).toBe('FORBIDDEN');
    for (const [url, body] of [
      ['/ops/feedback/reply', { id, text: 'Not mine to answer' }],
      ['/ops/feedback/close', { id }],
    ] as const) {
      const res = await opsCall(server, 'POST', url, { token: lumenSupport, body });
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const [row] = await server.deps.db.query<{ status: string }>(
      'SELECT status FROM feedback WHERE id = $1',
      [id],
    );
    expect(row?.status).toBe('new');
    // The platform-wide operator sees every merchant's, and may narrow to one.
    expect((await list(support, { merchant: 'aurora' })).value.items.map((f) => f.id)).toContain(id);
  });

  it('refuses an empty or too long answer naming the field, and new cases come oldest first', async () => {
    const member = await createTestMember(server.deps.db);
    const first = await feedbackFrom(member, 'First: the withdrawal page took a long time');
    const second = await feedbackFrom(member, 'Second: the withdrawal page took a long time');
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const res = await opsCall(server, 'POST', '/ops/feedback/reply', {
        token: support,
        body: { id: first, text },
      });
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'text' }] });
    }
    const ids = (await list(support)).value.items.map((f) => f.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
  });
});
