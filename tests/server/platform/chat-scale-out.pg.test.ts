import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { chatSocketClient, type ChatSocketClient } from '../../support/chat-socket-client';
import { createTestMember, type TestMember } from '../../support/members';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Two platform processes on one PostgreSQL, as behind a load balancer: a room socket on
 * one hears what is posted through the other, and what ops do straight on the database
 * (PostgreSQL LISTEN/NOTIFY carries every change to every process).
 */
let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let alice: TestMember;
let bob: TestMember;
const sockets: ChatSocketClient[] = [];

beforeAll(async () => {
  database = await processDatabase();
  [alice, bob] = await database.withDb(async (db) => [
    await createTestMember(db),
    await createTestMember(db),
  ]);
  [a, b] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
});
afterAll(async () => {
  for (const s of sockets) s.socket.terminate();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

async function join(server: ServerProcess, token: string): Promise<ChatSocketClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/wps/chat/socket`, {
    headers: { host: 'aurora.localhost' },
  });
  const client = chatSocketClient(ws);
  sockets.push(client);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  client.send({ type: 'join', token });
  await client.next('welcome');
  return client;
}

const clientId = () => randomBytes(8).toString('hex');

describe('the chat room on two processes', () => {
  it('R1.15 a message sent on one process reaches sockets on both, either way', async () => {
    const onA = await join(a, alice.token);
    const onB = await join(b, bob.token);
    const first = clientId();
    onA.send({ type: 'send', body: 'from process a', clientId: first });
    const { id } = await onA.next('sent', (f) => f.clientId === first);
    expect((await onB.next('message', (f) => f.message.id === id)).message.body).toBe('from process a');

    const viaHttp = await callProcess(b, '/wps/chat/messages', {
      method: 'POST',
      token: bob.token,
      body: { body: 'posted over HTTP to b', clientId: clientId() },
    });
    expect(viaHttp.status).toBe(200);
    const posted = (viaHttp.body.value as { message: { id: number } }).message.id;
    expect((await onA.next('message', (f) => f.message.id === posted)).message.body).toBe(
      'posted over HTTP to b',
    );
  });

  it('moderation made straight on the database (the ops CLI on PostgreSQL) reaches both processes', async () => {
    const onA = await join(a, alice.token);
    const onB = await join(b, bob.token);
    const id = clientId();
    onB.send({ type: 'send', body: 'to be removed', clientId: id });
    const { id: messageId } = await onB.next('sent', (f) => f.clientId === id);
    await onA.next('message', (f) => f.message.id === messageId);
    const result = await database.withDb((db) =>
      runOps({ db, whitelabelsDir: 'whitelabels' }, ['chat', 'hide', 'aurora', String(messageId)]),
    );
    expect(result.ok).toBe(true);
    await onA.next('removed', (f) => f.ids.includes(messageId));
    await onB.next('removed', (f) => f.ids.includes(messageId));
  });
});
