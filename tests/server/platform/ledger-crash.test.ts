import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * The server process is killed (SIGKILL, no shutdown) while wallet transfers pour in,
 * then started again on the same database. Whatever was committed must be whole,
 * nothing half-written, and every idempotency key must have moved money at most once,
 * also when the client retries the keys whose answers were lost.
 */
const FUNDED = 100_000;
let database: ProcessDatabase;
let server: ServerProcess | undefined;
let members: TestMember[] = [];
beforeAll(async () => {
  database = await processDatabase();
  members = await database.withDb(async (db) => {
    const list = await Promise.all(Array.from({ length: 4 }, () => createTestMember(db)));
    for (const m of list) await fundMember(db, m, FUNDED);
    return list;
  });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database.cleanup();
});

interface Sent {
  member: TestMember;
  body: { mode: 'amount'; from: string; to: string; amount: string; idempotencyKey: string };
  answered?: 'ok' | 'refused';
}

const transfer = (s: ServerProcess, sent: Sent) =>
  callProcess(s, '/wps/relay/GCS_walletTransfer', {
    method: 'POST',
    token: sent.member.token,
    body: sent.body,
  });

describe('ledger when the server process is killed mid-load', () => {
  it('keeps every invariant and moves each idempotency key at most once across the crash', async () => {
    server = await startServerProcess(database.env);
    const wallets = await callProcess(server, '/wps/v2/wallets', { token: members[0]?.token });
    const vendor = (wallets.body.value as { wallets: { code: string }[] }).wallets[0]?.code as string;
    expect(vendor).toBeTruthy();

    const sent: Sent[] = [];
    let stop = false;
    const client = async (member: TestMember) => {
      while (!stop) {
        const toVendor = Math.random() < 0.6;
        const s: Sent = {
          member,
          body: {
            mode: 'amount',
            from: toVendor ? 'main' : vendor,
            to: toVendor ? vendor : 'main',
            amount: `${1 + Math.floor(Math.random() * 40)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
            idempotencyKey: randomBytes(12).toString('hex'),
          },
        };
        sent.push(s);
        try {
          const res = await transfer(server as ServerProcess, s);
          s.answered = res.body.success ? 'ok' : 'refused';
        } catch {
          return; // the process died under this request
        }
      }
    };
    const load = members.map((m) => client(m));
    // Let the load run, then kill the process without any shutdown.
    while (sent.filter((s) => s.answered).length < 60) await new Promise((r) => setTimeout(r, 25));
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(load);
    const lost = sent.filter((s) => !s.answered);
    // Each client had a request in flight when the process died.
    expect(lost.length).toBeGreaterThan(0);

    // Start again on the same database: recovery, then retry what got no answer.
    server = await startServerProcess(database.env);
    for (const s of lost) {
      const res = await transfer(server, s);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      s.answered = res.body.success ? 'ok' : 'refused';
    }
    // Retrying an answered key changes nothing either.
    const answered = sent.filter((s) => s.answered === 'ok').slice(0, 10);
    for (const s of answered) {
      const res = await transfer(server, s);
      expect(res.body).toMatchObject({ success: true, value: { replayed: true } });
    }
    await server.stop('SIGTERM');
    server = undefined;

    await database.withDb(async (db) => {
      const mid = await merchantId(db);
      expect(await verifyLedger(db, mid)).toMatchObject({
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativeAccounts: [],
        total: 0,
      });
      // Transfers stay within a member's own wallets: each member still holds what was funded.
      for (const m of members) {
        const [row] = await db.query<{ total: number; lowest: number }>(
          `SELECT sum(balance)::bigint AS total, min(balance)::bigint AS lowest FROM ledger_accounts
            WHERE merchant_id = $1 AND member_id = $2`,
          [mid, m.memberId],
        );
        expect(Number(row?.total)).toBe(FUNDED);
        expect(Number(row?.lowest)).toBeGreaterThanOrEqual(0);
      }
      // One transaction per accepted key, none for refused ones.
      const rows = await db.query<{ key: string; n: number }>(
        `SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transactions
          WHERE merchant_id = $1 AND idempotency_key LIKE 'wallet-transfer:%' GROUP BY idempotency_key`,
        [mid],
      );
      const made = new Map(rows.map((r) => [r.key, r.n]));
      for (const s of sent) {
        const key = `wallet-transfer:${s.member.memberId}:${s.body.idempotencyKey}`;
        expect(made.get(key) ?? 0, key).toBe(s.answered === 'ok' ? 1 : 0);
      }
    });
    expect(sent.length).toBeGreaterThan(60);
  });
});
