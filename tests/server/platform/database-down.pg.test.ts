import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { postgresFromTemplate } from '../../support/database-snapshot';
import { fundMember } from '../../support/fund-member';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The server talks to PostgreSQL through a proxy the test can cut: the database
 * unreachable, or a connection lost in the middle of a money transaction.
 */
let proxy: TcpProxy;
let server: TestServer;
let drop: () => Promise<void>;
let member: TestMember;
let vendor: string;
beforeAll(async () => {
  const admin = process.env.TEST_DATABASE_URL as string;
  const fresh = await postgresFromTemplate(admin, path.resolve('whitelabels'));
  drop = fresh.drop;
  const target = new URL(fresh.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  server = await startTestServer({ databaseUrl: target.toString() });
  member = await createTestMember(server.deps.db);
  await fundMember(server.deps.db, member, 10_000);
  const wallets = await server.call({ method: 'GET', url: '/wps/v2/wallets', token: member.token });
  vendor = wallets.json().value.wallets[0].code;
});
afterAll(async () => {
  await proxy?.restore().catch(() => undefined);
  await server?.close();
  await proxy?.close();
  await drop?.();
});

const balance = async () =>
  (await server.call({ method: 'GET', url: '/wps/v2/wallets', token: member.token })).json().value as {
    main: number;
    total: number;
  };
type TransferPayload = { mode: 'amount'; amount: string } | { mode: 'all' };
const transfer = (key: string, how: TransferPayload = { mode: 'amount', amount: '10.00' }) =>
  server.call({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    token: member.token,
    payload:
      how.mode === 'amount'
        ? { ...how, from: 'main', to: vendor, idempotencyKey: key }
        : { ...how, from: vendor, to: 'main', idempotencyKey: key },
  });

describe('database unreachable', () => {
  it('answers 503 UNAVAILABLE with a clear message, keeps serving, and recovers by itself', async () => {
    await proxy.cut();
    for (const res of [
      await server.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: member.token }),
      await transfer(randomBytes(12).toString('hex')),
      await server.call({ method: 'GET', url: '/wps/chat/messages' }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNAVAILABLE',
        message: 'The service is temporarily unavailable, please retry',
      });
    }
    await proxy.restore();
    expect(
      (await server.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: member.token })).statusCode,
    ).toBe(200);
  });

  // An amount is posted in one statement; "all" reads the balance under the wallets' locks
  // first, so its posting is the middle of an open transaction. Runs in order: the first
  // moves 10.00 to the vendor wallet, the second moves it all back.
  it.each([
    { name: 'an amount posted in one statement', how: { mode: 'amount', amount: '10.00' }, mainMoves: -1000 },
    { name: 'everything, read under the locks first', how: { mode: 'all' }, mainMoves: 1000 },
  ] as const)(
    'a connection lost as the posting of $name is sent writes nothing; the retry moves the money once',
    async ({ how, mainMoves }) => {
      const before = await balance();
      const key = randomBytes(12).toString('hex');
      proxy.cutWhenSent('ledger_post');
      const failed = await transfer(key, how);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().code).toBe('UNAVAILABLE');
      expect(await balance()).toEqual(before);
      const db = server.deps.db;
      const mid = await merchantId(db);
      const rows = await db.query('SELECT id FROM ledger_transactions WHERE idempotency_key = $1', [
        `wallet-transfer:${member.memberId}:${key}`,
      ]);
      expect(rows).toEqual([]);
      expect(await verifyLedger(db, mid)).toMatchObject({
        unbalancedTransactions: [],
        driftedAccounts: [],
        total: 0,
      });
      const retried = await transfer(key, how);
      expect(retried.json()).toMatchObject({ success: true, value: { replayed: false } });
      expect((await balance()).main).toBe(before.main + mainMoves);
      expect((await transfer(key, how)).json().value.replayed).toBe(true);
    },
  );
});
