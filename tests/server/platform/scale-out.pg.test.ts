import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../../support/fund-member';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: they
 * must behave as one (sessions, rate limits, idempotency keys live in the database).
 */
let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let member: TestMember;
beforeAll(async () => {
  database = await processDatabase();
  member = await database.withDb(async (db) => {
    const m = await createTestMember(db);
    await fundMember(db, m, 50_000);
    return m;
  });
  [a, b] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

describe('two server processes on one PostgreSQL', () => {
  it('a session made through one process works through the other, and ends for both', async () => {
    const login = await callProcess(a, '/wps/session/login/freeplay', {
      method: 'POST',
      body: { platform: 'W', version: 3 },
    });
    expect(login.body.success).toBe(true);
    const token = (login.body.value as { token: string }).token;
    const info = await callProcess(b, '/wps/member/info', { token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ type: 4 });
    expect((await callProcess(b, '/wps/session/logout', { method: 'DELETE', token })).status).toBe(200);
    const after = await callProcess(a, '/wps/member/info', { token });
    expect(after.status).toBe(401);
  });

  it('a rate limit counts across both processes', async () => {
    const post = (s: ServerProcess, i: number) =>
      callProcess(s, '/wps/chat/messages', {
        method: 'POST',
        token: member.token,
        body: { body: `hello ${i}`, clientId: randomBytes(8).toString('hex') },
      });
    // The chat allows a burst of 3 per member: 2 through a and 2 through b make 4.
    const statuses = [];
    for (const [i, s] of [a, b, a, b].entries()) statuses.push((await post(s, i)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('an idempotency key used on both processes at once moves money once', async () => {
    const wallets = await callProcess(a, '/wps/v2/wallets', { token: member.token });
    const vendor = (wallets.body.value as { wallets: { code: string }[] }).wallets[0]?.code as string;
    const body = {
      mode: 'amount',
      from: 'main',
      to: vendor,
      amount: '12.34',
      idempotencyKey: randomBytes(12).toString('hex'),
    };
    const answers = await Promise.all(
      [a, b, a, b].map((s) =>
        callProcess(s, '/wps/relay/GCS_walletTransfer', { method: 'POST', token: member.token, body }),
      ),
    );
    for (const r of answers) expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const ids = new Set(answers.map((r) => (r.body.value as { transactionId: number }).transactionId));
    expect(ids.size).toBe(1);
    const after = await callProcess(b, '/wps/v2/wallets', { token: member.token });
    expect((after.body.value as { main: number }).main).toBe(50_000 - 1234);
    await database.withDb(async (db) => {
      const rows = await db.query(
        'SELECT id FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
        [await merchantId(db), `wallet-transfer:${member.memberId}:${body.idempotencyKey}`],
      );
      expect(rows).toHaveLength(1);
    });
  });
});
