import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareServer, type RunningServer } from '../../../server/start-server';
import { newServerSeed, seedHash } from '../../../server/services/games/fair/fair-random';
import { settleDueDraws } from '../../../server/services/games/lottery/lottery-draws';
import { seamlessWallet } from '../../../server/services/games/wallet/seamless-wallet';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Several processes on one PostgreSQL: this test always uses the real server (PGlite
 * has one connection, so nothing there could race).
 */
const PG = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DRAWS = 30;

let a: TestServer;
let b: RunningServer;
let m: TestMember;
beforeAll(async () => {
  const saved = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = PG;
  try {
    a = await startTestServer();
  } finally {
    process.env.TEST_DATABASE_URL = saved;
  }
  b = await prepareServer({ ...a.deps.config, seedDemo: false });
  m = await createTestMember(a.deps.db);
  await fundMember(a.deps.db, m, 100_00);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

function childSettle(url: string, until: Date): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['tests/support/settle-draws-child.ts'], {
      env: { ...process.env, DATABASE_URL: url, SETTLE_UNTIL: String(until.getTime()) },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((JSON.parse(out) as { drawn: number }).drawn)
        : reject(new Error(`the drawing process exited with ${code}: ${err.slice(-2000)}`)),
    );
  });
}

describe('lottery draws across processes', () => {
  it('each due draw is drawn exactly once and each bet paid once, with three processes drawing at once', async () => {
    const db = a.deps.db;
    const [game] = await db.query<{ id: number; vassalage: string; name: string }>(
      `SELECT id, vassalage, name FROM games WHERE merchant_id = $1 AND game_code = 'VN1'`,
      [m.merchantId],
    );
    const drawIds: number[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const seed = newServerSeed();
      const [d] = await db.query<{ id: number }>(
        `INSERT INTO lottery_draws (merchant_id, game_id, game_code, draw_no, opens_at, draw_at, server_seed, server_seed_hash)
         VALUES ($1, $2, 'VN1', $3, now() - interval '2 minutes', now() - interval '1 minute', $4, $5) RETURNING id`,
        [m.merchantId, game!.id, `20200101-${String(i + 1).padStart(4, '0')}`, seed, seedHash(seed)],
      );
      drawIds.push(d!.id);
      // Every draw gets bets on every last-two-digit value it could pay, so most draws pay out.
      await db.tx(async (q) => {
        for (const pick of ['00', '17', '42', '73', '99']) {
          const roundId = `x${i}-${pick}-roundid`;
          const { round } = await seamlessWallet.debit(q, {
            merchantId: m.merchantId,
            vendor: game!.vassalage,
            roundId,
            memberId: m.memberId,
            currency: 'USD',
            wallet: 'main',
            gameType: 'LOTT',
            gameId: game!.id,
            gameName: game!.name,
            amount: 10,
          });
          await q.query(
            `INSERT INTO lottery_bets (merchant_id, member_id, draw_id, round_pk, play_type, pick, stake) VALUES ($1, $2, $3, $4, 'lo', $5, 10)`,
            [m.merchantId, m.memberId, d!.id, round.id, pick],
          );
        }
      });
    }
    const until = new Date(Date.now() + 1000);
    const counts = await Promise.all([
      settleDueDraws(a.deps.db, 'server-a', until, 1000),
      settleDueDraws(b.deps.db, 'server-b', until, 1000),
      settleDueDraws(a.deps.db, 'server-a2', until, 1000),
      childSettle(a.deps.config.databaseUrl as string, until),
    ]);
    const rows = await db.query<{ status: string; drawn_by: string }>(
      'SELECT status, drawn_by FROM lottery_draws WHERE id = ANY($1::bigint[])',
      [drawIds],
    );
    expect(rows.every((r) => r.status === 'drawn')).toBe(true);
    // Other games' draws may have been due too: ours are all drawn, and no draw twice.
    expect(counts.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(DRAWS);
    const bets = await db.query<{ status: string; payout: number }>(
      'SELECT status, payout FROM lottery_bets WHERE draw_id = ANY($1::bigint[])',
      [drawIds],
    );
    expect(bets).toHaveLength(DRAWS * 5);
    expect(bets.every((x) => x.status === 'settled')).toBe(true);
    const wins = await db.query<{ reference: string; n: number }>(
      `SELECT reference, count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1 AND kind = 'win' GROUP BY reference HAVING count(*) > 1`,
      [m.merchantId],
    );
    expect(wins).toEqual([]);
    const paid = bets.reduce((s, x) => s + Number(x.payout), 0);
    expect(await balanceOf(db, m.merchantId, { memberId: m.memberId, kind: 'main' })).toBe(
      100_00 - DRAWS * 5 * 10 + paid,
    );
    expect(await verifyLedger(db, m.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  }, 60_000);
});
