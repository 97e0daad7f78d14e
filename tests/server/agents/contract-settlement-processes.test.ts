import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareServer, type RunningServer } from '../../../server/start-server';
import { settleDueContracts } from '../../../server/services/agents/settlement/settle-due';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { agentTeam, tier } from '../../support/agents';
import { roundsAt, runningContract } from '../../support/contract-settlement';
import { fundMember } from '../../support/fund-member';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Several platform processes on one PostgreSQL: this test always uses the real server
 * (PGlite has one connection, so nothing there could race).
 */
const PG = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TEAMS = 8;

let a: TestServer;
let b: RunningServer;
beforeAll(async () => {
  const saved = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = PG;
  try {
    a = await startTestServer();
  } finally {
    process.env.TEST_DATABASE_URL = saved;
  }
  b = await prepareServer({ ...a.deps.config, seedDemo: false });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

function childSettle(url: string, at: Date): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['tests/support/settle-contracts-child.ts'], {
      env: { ...process.env, DATABASE_URL: url, SETTLE_AT: String(at.getTime()) },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((JSON.parse(out) as { paid: number }).paid)
        : reject(new Error(`the settling process exited with ${code}: ${err.slice(-2000)}`)),
    );
  });
}

describe('contract settlement across processes', () => {
  it('R9.13 each contract period is paid exactly once with two platforms and a third process settling at once, and again after', async () => {
    const db = a.deps.db;
    const teams = [];
    for (let i = 0; i < TEAMS; i++) {
      const t = await agentTeam(a);
      await fundMember(db, t.top, 1_000_00);
      await fundMember(db, t.subPlayer, 1_000_00);
      await runningContract(
        a,
        t.top,
        t.sub,
        'realtimeSalary',
        [tier(0, 1, 100)],
        new Date('2026-11-20T09:00:00Z'),
      );
      await roundsAt(db, t.subPlayer, new Date('2026-11-20T10:02:00Z'), [
        { stake: 100_00 + i * 100, payout: 0 },
      ]);
      teams.push(t);
    }
    const at = new Date('2026-11-20T10:06:00Z');
    const paid = await Promise.all([
      settleDueContracts(a.deps.db, at).then((c) => c.paid),
      settleDueContracts(b.deps.db, at).then((c) => c.paid),
      settleDueContracts(a.deps.db, at).then((c) => c.paid),
      childSettle(a.deps.config.databaseUrl as string, at),
    ]);
    // The same period settled again later pays nothing more.
    const again = await settleDueContracts(b.deps.db, at);
    expect(again.paid).toBe(0);
    expect(paid.reduce((s, n) => s + n, 0)).toBe(TEAMS);
    for (const [i, t] of teams.entries()) {
      expect(await balanceOf(db, t.sub.merchantId, { memberId: t.sub.memberId, kind: 'main' })).toBe(
        Math.floor(((100_00 + i * 100) * 100) / 10_000),
      );
    }
    const twice = await db.query(
      `SELECT contract_id FROM contract_payments GROUP BY contract_id, period_key HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
    expect(await verifyLedger(db, teams[0]!.top.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  }, 90_000);
});
