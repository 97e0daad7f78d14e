import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../support/members';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const clientId = () => randomBytes(8).toString('hex');
const post = (m: TestMember, body: string, id = clientId(), merchant = 'aurora') =>
  server.call({
    method: 'POST',
    url: '/wps/chat/messages',
    token: m.token,
    merchant,
    payload: { body, clientId: id },
  });
const list = (query = '', opts: { token?: string; merchant?: string } = {}) =>
  server.call({ method: 'GET', url: `/wps/chat/messages${query}`, ...opts });

describe('chat room', () => {
  it('R1.15 a member posts and every visitor of the merchant reads it; mine marks the sender’s own', async () => {
    const m = await createTestMember(server.deps.db, { rankLevel: 6 });
    await server.deps.db.query("UPDATE members SET nickname = 'Lucky Star' WHERE id = $1", [m.memberId]);
    const res = await post(m, 'Hello room!');
    expect(res.statusCode).toBe(200);
    const sent = res.json().value.message;
    expect(sent).toMatchObject({ nickname: 'Lucky Star', rankLevel: 6, body: 'Hello room!', mine: true });
    const visitor = (await list()).json().value;
    expect(visitor.canPost).toBe(false);
    expect(visitor.pollMs).toBeGreaterThan(0);
    expect(visitor.messages.at(-1)).toMatchObject({ id: sent.id, body: 'Hello room!', mine: false });
    const own = (await list('', { token: m.token })).json().value;
    expect(own.canPost).toBe(true);
    expect(own.messages.at(-1).mine).toBe(true);
  });

  it('polls with `after`: only newer messages, oldest first', async () => {
    const m = await createTestMember(server.deps.db);
    const first = (await post(m, 'one')).json().value.message.id;
    await post(m, 'two');
    await post(m, 'three');
    const newer = (await list(`?after=${first}`)).json().value.messages.map((x: { body: string }) => x.body);
    expect(newer).toEqual(['two', 'three']);
  });

  it('keeps merchants apart: jade never sees aurora’s room', async () => {
    const m = await createTestMember(server.deps.db);
    const marker = `secret-${clientId()}`;
    await post(m, marker);
    const jade = (await list('', { merchant: 'jade' })).json().value.messages;
    expect(jade.map((x: { body: string }) => x.body)).not.toContain(marker);
    // An aurora token is not a session on jade's domain.
    expect((await post(m, 'hello jade', clientId(), 'jade')).statusCode).toBe(401);
  });

  it('cleans text (no control, zero-width or bidi characters; spaces collapsed) and refuses empty or long ones', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await post(m, '  hi\u200B\u202E  there\u0007\n<b>x</b> ');
    expect(res.json().value.message.body).toBe('hi there <b>x</b>');
    expect((await post(m, ' \u200B ')).json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'body' }],
    });
    expect((await post(m, 'x'.repeat(281))).json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'body' }],
    });
  });

  it('stores a retried post (same clientId) once', async () => {
    const m = await createTestMember(server.deps.db);
    const id = clientId();
    const a = (await post(m, 'only once', id)).json().value.message.id;
    const b = (await post(m, 'only once', id)).json().value.message.id;
    expect(b).toBe(a);
    const rows = await server.deps.db.query('SELECT id FROM chat_messages WHERE member_id = $1', [
      m.memberId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('rate-limits a member: a burst of 3, then 429 with a retry time', async () => {
    const m = await createTestMember(server.deps.db);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post(m, `fast ${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await post(m, 'again');
    expect(limited.json().value.retryAfterMs).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('R6.5 trial accounts and muted members cannot post; visitors need a token', async () => {
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    expect((await post(trial, 'hi')).json().code).toBe('TRIAL_ACCOUNT');
    expect((await list('', { token: trial.token })).json().value.canPost).toBe(false);
    const muted = await createTestMember(server.deps.db);
    await server.deps.db.query(
      "UPDATE members SET chat_muted_until = now() + interval '1 hour' WHERE id = $1",
      [muted.memberId],
    );
    expect((await post(muted, 'hi')).json().code).toBe('FORBIDDEN');
    const visitor = await server.call({
      method: 'POST',
      url: '/wps/chat/messages',
      payload: { body: 'hi', clientId: clientId() },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('moderated messages disappear and are reported in removedIds', async () => {
    const m = await createTestMember(server.deps.db);
    const id = (await post(m, 'rude words')).json().value.message.id;
    await server.deps.db.query('UPDATE chat_messages SET hidden_at = now() WHERE id = $1', [id]);
    const value = (await list()).json().value;
    expect(value.messages.map((x: { id: number }) => x.id)).not.toContain(id);
    expect(value.removedIds).toContain(id);
  });

  it('answers DISABLED when ops switched the chat room off', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', { modules: { chatRoom: false } });
    try {
      const res = await list();
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('DISABLED');
    } finally {
      await restore();
    }
  });
});
