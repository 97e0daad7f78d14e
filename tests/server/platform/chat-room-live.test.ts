import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE } from '../../../schemas/api/chat-rules';
import { runOps } from '../../../server/ops/commands';
import { chatSocketClient, type ChatSocketClient } from '../../support/chat-socket-client';
import { createTestMember } from '../../support/members';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The chat limit is 3 messages per 6 s as a rolling rate: a burst gets 3 at once and one more
 * every 2 s it lasts. On a busy machine 50 tries can take seconds to arrive, so the bound is
 * what the elapsed time allows, never more.
 */
const allowedAfter = (elapsedMs: number) => 3 + Math.floor(elapsedMs / 2_000);

let server: TestServer;
beforeAll(async () => {
  // Sessions behind open sockets are checked often here, so an ended one shows quickly.
  server = await startTestServer({ chatSessionSweepMs: 100 });
});
afterAll(() => server.close());

const clientId = () => randomBytes(8).toString('hex');
const open: ChatSocketClient[] = [];

/** A room socket on a merchant's domain, joined (as a member when a token is given). */
async function connect(
  opts: { token?: string; merchant?: string; after?: number; headers?: Record<string, string> } = {},
) {
  const ws = await server.app.injectWS('/wps/chat/socket', {
    headers: { host: `${opts.merchant ?? 'aurora'}.localhost`, ...opts.headers },
  });
  const client = chatSocketClient(ws);
  open.push(client);
  client.send({
    type: 'join',
    ...(opts.token ? { token: opts.token } : {}),
    ...(opts.after !== undefined ? { after: opts.after } : {}),
  });
  return client;
}

afterAll(() => {
  for (const c of open) c.socket.terminate();
});

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

describe('chat room over WebSocket', () => {
  it('R1.15 history on join, then two members see each other’s messages live, each marked mine (with its clientId) for its sender', async () => {
    const a = await createTestMember(server.deps.db, { rankLevel: 6 });
    const b = await createTestMember(server.deps.db);
    const earlier = await server.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: b.token,
      payload: { body: 'before anyone joined', clientId: clientId() },
    });
    expect(earlier.statusCode).toBe(200);

    const alice = await connect({ token: a.token });
    const bob = await connect({ token: b.token });
    const visitor = await connect();
    const welcome = await alice.next('welcome');
    expect(welcome).toMatchObject({ member: true, canPost: true, reset: true, mutedUntil: null });
    expect(welcome.messages.at(-1)).toMatchObject({ body: 'before anyone joined', mine: false });
    expect(await visitor.next('welcome')).toMatchObject({ member: false, canPost: false });
    await bob.next('welcome');

    const id = clientId();
    alice.send({ type: 'send', body: 'Hello Bob', clientId: id });
    const sent = await alice.next('sent', (f) => f.clientId === id);
    const atBob = await bob.next('message', (f) => f.message.id === sent.id);
    expect(atBob.message).toMatchObject({ body: 'Hello Bob', rankLevel: 6, mine: false });
    // Only the sender learns the clientId: it matches the room's copy to the line shown as sending.
    expect(atBob.message).not.toHaveProperty('clientId');
    const atAlice = await alice.next('message', (f) => f.message.id === sent.id);
    expect(atAlice.message).toMatchObject({ mine: true, clientId: id });
    const atVisitor = await visitor.next('message', (f) => f.message.id === sent.id);
    expect(atVisitor.message).toMatchObject({ body: 'Hello Bob', mine: false });
    expect(atVisitor.message).not.toHaveProperty('clientId');

    const reply = clientId();
    bob.send({ type: 'send', body: 'Hi Alice', clientId: reply });
    const back = await bob.next('sent', (f) => f.clientId === reply);
    expect((await alice.next('message', (f) => f.message.id === back.id)).message.body).toBe('Hi Alice');
  });

  it('passes markup on as the text it is: stored and delivered as written, never as HTML', async () => {
    const m = await createTestMember(server.deps.db);
    const watcher = await connect();
    await watcher.next('welcome');
    const poster = await connect({ token: m.token });
    await poster.next('welcome');
    const body = '<img src=x onerror="alert(1)"> <b>bold</b> &amp;';
    poster.send({ type: 'send', body, clientId: clientId() });
    const seen = await watcher.next('message', (f) => f.message.body.includes('onerror'));
    expect(seen.message.body).toBe(body);
  });

  it('R1.15 a burst of 50 messages sent at once passes only the 3 the limit allows; the rest wait', async () => {
    const m = await createTestMember(server.deps.db);
    const c = await connect({ token: m.token });
    await c.next('welcome');
    const started = Date.now();
    const ids = Array.from({ length: 50 }, () => clientId());
    for (const [i, id] of ids.entries()) c.send({ type: 'send', body: `burst ${i}`, clientId: id });
    const answers = await Promise.all(
      ids.map((id) =>
        Promise.race([c.next('sent', (f) => f.clientId === id), c.next('refused', (f) => f.clientId === id)]),
      ),
    );
    const sent = answers.filter((a) => a.type === 'sent');
    const refused = answers.filter((a) => a.type === 'refused');
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.length).toBeLessThanOrEqual(allowedAfter(Date.now() - started));
    expect(refused).toHaveLength(50 - sent.length);
    for (const r of refused)
      expect(r).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: expect.any(Number) });
    const rows = await server.deps.db.query('SELECT id FROM chat_messages WHERE member_id = $1', [
      m.memberId,
    ]);
    expect(rows).toHaveLength(sent.length);
  });

  it('the same burst through the HTTP call is limited the same way', async () => {
    const m = await createTestMember(server.deps.db);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server
          .call({
            method: 'POST',
            url: '/wps/chat/messages',
            token: m.token,
            payload: { body: `http burst ${i}`, clientId: clientId() },
          })
          .then((r) => r.statusCode),
      ),
    );
    const passed = statuses.filter((s) => s === 200).length;
    expect(passed).toBeGreaterThanOrEqual(3);
    expect(passed).toBeLessThanOrEqual(allowedAfter(Date.now() - started));
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - passed);
  });

  it('R1.15 moderation through ops: a removed message leaves every open room, a muted member is told and refused', async () => {
    const rude = await createTestMember(server.deps.db);
    const other = await createTestMember(server.deps.db);
    const sender = await connect({ token: rude.token });
    const watcher = await connect({ token: other.token });
    await sender.next('welcome');
    await watcher.next('welcome');
    const id = clientId();
    sender.send({ type: 'send', body: 'something rude', clientId: id });
    const { id: messageId } = await sender.next('sent', (f) => f.clientId === id);
    await watcher.next('message', (f) => f.message.id === messageId);

    expect((await ops('chat', 'hide', 'aurora', String(messageId))).ok).toBe(true);
    expect((await watcher.next('removed', (f) => f.ids.includes(messageId))).ids).toEqual([messageId]);
    await sender.next('removed', (f) => f.ids.includes(messageId));

    expect((await ops('chat', 'mute', 'aurora', rude.username, '30')).ok).toBe(true);
    const muted = await sender.next('muted');
    expect(muted.until).toBeGreaterThan(Date.now());
    const again = clientId();
    sender.send({ type: 'send', body: 'still here', clientId: again });
    expect(await sender.next('refused', (f) => f.clientId === again)).toMatchObject({ code: 'FORBIDDEN' });
    // Only the muted member hears of it.
    expect(watcher.frames.some((f) => f.type === 'muted')).toBe(false);
    // A new join says so too; lifting the mute is told the same way.
    const rejoined = await connect({ token: rude.token });
    expect(await rejoined.next('welcome')).toMatchObject({ canPost: false, mutedUntil: muted.until });
    expect((await ops('chat', 'mute', 'aurora', rude.username, '0')).ok).toBe(true);
    expect((await rejoined.next('muted', (f) => f.until === null)).until).toBeNull();
  });

  it('checks the token on connect: an unknown token closes the socket as a session that ended', async () => {
    const c = await connect({ token: randomBytes(24).toString('base64url') });
    expect(await c.closed).toBe(CHAT_CLOSE.sessionEnded);
  });

  it('closes a member’s socket when their session ends (logout elsewhere); a visitor’s stays open', async () => {
    const m = await createTestMember(server.deps.db);
    const member = await connect({ token: m.token });
    const visitor = await connect();
    await member.next('welcome');
    await visitor.next('welcome');
    const logout = await server.call({ method: 'DELETE', url: '/wps/session/logout', token: m.token });
    expect(logout.statusCode).toBe(200);
    expect(await member.closed).toBe(CHAT_CLOSE.sessionEnded);
    expect(visitor.socket.readyState).toBe(visitor.socket.OPEN);
  });

  it('a visitor reads and cannot post', async () => {
    const c = await connect();
    await c.next('welcome');
    const id = clientId();
    c.send({ type: 'send', body: 'hello?', clientId: id });
    expect(await c.next('refused', (f) => f.clientId === id)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a rejoin after a lost connection gets only what it missed, and what was removed meanwhile', async () => {
    const m = await createTestMember(server.deps.db);
    const post = async (body: string) =>
      (
        await server.call({
          method: 'POST',
          url: '/wps/chat/messages',
          token: m.token,
          payload: { body, clientId: clientId() },
        })
      ).json().value.message.id as number;
    const seen = await post('seen before the drop');
    const missed = await post('missed while away');
    const gone = await post('removed while away');
    expect((await ops('chat', 'hide', 'aurora', String(gone))).ok).toBe(true);
    const c = await connect({ after: seen });
    const welcome = await c.next('welcome');
    expect(welcome.reset).toBe(false);
    expect(welcome.messages.map((x) => x.id)).toEqual([missed]);
    expect(welcome.removedIds).toContain(gone);
  });

  it('keeps merchants apart: a jade room never hears aurora’s messages', async () => {
    const m = await createTestMember(server.deps.db);
    const jade = await connect({ merchant: 'jade' });
    const aurora = await connect();
    await jade.next('welcome');
    await aurora.next('welcome');
    const poster = await connect({ token: m.token });
    await poster.next('welcome');
    const id = clientId();
    poster.send({ type: 'send', body: 'aurora only', clientId: id });
    const { id: messageId } = await poster.next('sent', (f) => f.clientId === id);
    await aurora.next('message', (f) => f.message.id === messageId);
    // Jade's socket saw its welcome and nothing of aurora's room since.
    expect(jade.frames.filter((f) => f.type === 'message')).toEqual([]);
  });

  it('refuses frames outside the contract, and pages of other sites', async () => {
    const ws = await server.app.injectWS('/wps/chat/socket', { headers: { host: 'aurora.localhost' } });
    const c = chatSocketClient(ws);
    open.push(c);
    ws.send(JSON.stringify({ type: 'send', body: 'no join first', clientId: clientId() }));
    expect(await c.closed).toBe(CHAT_CLOSE.badFrame);
    await expect(
      server.app.injectWS('/wps/chat/socket', {
        headers: { host: 'aurora.localhost', origin: 'http://evil.example' },
      }),
    ).rejects.toThrow(/403/);
  });

  it('closes the room when ops switched it off', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', { modules: { chatRoom: false } });
    try {
      const c = await connect();
      expect(await c.closed).toBe(CHAT_CLOSE.closed);
    } finally {
      await restore();
    }
  });
});
