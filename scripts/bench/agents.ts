/**
 * `npm run bench:agents`: p95 of the agent reports over a seeded team of 10,000 members
 * (a two-level tree under one agent) and 1,000,000 rounds in the last 30 days, each with
 * its ledger entry on the player's main wallet, a deposit per member and the agent's own
 * income; each report called for the whole 30-day range through its service (the SQL the
 * route runs): overview, team betting, user P&L, my income, transaction details, team list.
 *
 * Embedded PGlite by default; set DATABASE_URL to measure on PostgreSQL.
 * BENCH_MEMBERS, BENCH_BETS and BENCH_RUNS scale it down for a quick look.
 */
import { readConfig } from '../../server/config';
import { prepareServer } from '../../server/start-server';
import { agentIncome } from '../../server/services/agents/ledger-reports/agent-income';
import { teamTransactions } from '../../server/services/agents/ledger-reports/team-transactions';
import { userProfitLoss } from '../../server/services/agents/ledger-reports/user-profit-loss';
import { teamBets } from '../../server/services/agents/reports/team-bets';
import { teamOverview } from '../../server/services/agents/reports/team-overview';
import { foldTeamReports } from '../../server/services/agents/rollups/fold-team-reports';
import { listTeam } from '../../server/services/agents/team/list-team';
import { createTestMember } from '../../tests/support/members';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const config = {
  ...readConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', JOBS: '0' }),
  dataDir: process.env.DATABASE_URL ? './data' : 'memory://',
  port: 0,
};
console.log(`bench:agents: preparing the platform (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})...`);
const server = await prepareServer(config);
const db = server.deps.db;
const agent = await createTestMember(db, { isAgent: 1 });
const merchant = await server.deps.merchants.forCode('aurora');
if (!merchant) throw new Error('no aurora merchant');

let t = performance.now();
// 1 % sub-agents directly under the agent, the rest players under them (two levels).
const subs = Math.max(1, Math.floor(MEMBERS / 100));
await db.query(
  `INSERT INTO members (merchant_id, username, nickname, is_agent, upline_id)
   SELECT $1::int, 'bsub' || g || '_' || $2::bigint, 'bsub' || g, 2, $2::bigint FROM generate_series(1, $3::int) g`,
  [agent.merchantId, agent.memberId, subs],
);
// Each player's sub-agent by its position among the sub-agents (a join, not a lookup per row).
await db.query(
  `WITH s AS (SELECT descendant_id AS id, row_number() OVER (ORDER BY descendant_id) - 1 AS i
                FROM member_tree WHERE ancestor_id = $2::bigint AND depth = 1)
   INSERT INTO members (merchant_id, username, nickname, upline_id)
   SELECT $1::int, 'bp' || g || '_' || $2::bigint, 'bp' || g, s.id
     FROM generate_series(1, $4::int) g JOIN s ON s.i = g % $3::int`,
  [agent.merchantId, agent.memberId, subs, MEMBERS - subs],
);
console.log(`  ${MEMBERS} members in ${((performance.now() - t) / 1000).toFixed(1)} s`);
t = performance.now();
const ids = (
  await db.query<{ id: number }>(
    `SELECT descendant_id AS id FROM member_tree WHERE ancestor_id = $1 AND depth = 2 ORDER BY 1`,
    [agent.memberId],
  )
).map((r) => Number(r.id));
const first = ids[0] ?? 0;
const types = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'LOTT', 'PVP'];
for (let done = 0; done < BETS; done += 100_000) {
  const n = Math.min(100_000, BETS - done);
  await db.query(
    `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_type, game_name, wallet, currency,
       stake, payout, status, created_at, settled_at)
     SELECT $1::int, $2::bigint + (g % $3::int), 'BENCH', 'b' || ($4::int + g), ($5::text[])[1 + g % 6], 'Bench game', 'main', 'USD',
            100 + g % 900, CASE WHEN g % 3 = 0 THEN 250 ELSE 0 END, CASE WHEN g % 50 = 0 THEN 'open' ELSE 'settled' END,
            now() - ((g % 43200) * interval '1 minute'), now()
       FROM generate_series(1, $6::int) g`,
    [agent.merchantId, first, ids.length, done, types, n],
  );
}
console.log(`  ${BETS} rounds in ${((performance.now() - t) / 1000).toFixed(1)} s`);

// The ledger as the platform would leave it for the team's main wallets: one transaction and
// entry per round (the house side is left out: the reports read members' entries only), a
// deposit per member, and income credited to the agent's own main wallet.
t = performance.now();
await db.query(
  `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency)
   SELECT $1::int, descendant_id, 'main', 'USD' FROM member_tree WHERE ancestor_id = $2 AND depth >= 0
   ON CONFLICT DO NOTHING`,
  [agent.merchantId, agent.memberId],
);
/**
 * `count` ledger transactions of `kind`, each with one entry on the main wallet of member
 * `memberSql` (in g, the row number) for `amountSql`, spread over the last 30 days.
 */
async function ledger(kind: string, count: number, memberSql: string, amountSql: string, params: unknown[]) {
  for (let done = 0; done < count; done += 100_000) {
    const n = Math.min(100_000, count - done);
    await db.query(
      `WITH g AS (SELECT g, now() - ((g % 43200) * interval '1 minute') AS at
                    FROM generate_series($2::int + 1, $2::int + $3::int) g),
            tx AS (INSERT INTO ledger_transactions (merchant_id, kind, request_hash, reference, created_at)
                   SELECT $1::int, $4::text, 'bench', $4::text || ':' || g, at FROM g RETURNING id, reference, created_at)
       INSERT INTO ledger_entries (transaction_id, account_id, merchant_id, amount, balance_after, created_at)
       SELECT tx.id, a.id, $1::int, ${amountSql}, 1000, tx.created_at
         FROM tx JOIN g ON tx.reference = $4::text || ':' || g.g
         JOIN ledger_accounts a ON a.merchant_id = $1::int AND a.member_id = ${memberSql} AND a.kind = 'main'`,
      [agent.merchantId, done, n, kind, ...params],
    );
  }
}
const player = '$5::bigint + (g.g % $6::int)';
await ledger('bet', BETS, player, '-(100 + g.g % 900)', [first, ids.length]);
await ledger('deposit', MEMBERS, player, '10000', [first, ids.length]);
await ledger('contract.daily', 3_000, '$5::bigint', '500 + g.g % 100', [agent.memberId]);
console.log(`  ${BETS + MEMBERS + 3_000} ledger entries in ${((performance.now() - t) / 1000).toFixed(1)} s`);
// The team sums as the background fold keeps them (every 15 s on a running platform).
t = performance.now();
await foldTeamReports(db);
console.log(`  team sums folded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
// Fresh statistics, as autovacuum would have them on a live PostgreSQL (PGlite has no autovacuum).
await db.query('ANALYZE');

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const range = { startDate: day(Date.now() - 29 * 86_400_000), endDate: day(Date.now()), utcOffset: 0 };
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1] ?? 0;

async function measure(name: string, call: (i: number) => Promise<unknown>) {
  await call(0); // warm the plan and the cache
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await call(i);
    times.push(performance.now() - s);
  }
  console.log(`  ${name.padEnd(44)} p95 ${p95(times).toFixed(0).padStart(6)} ms  (${RUNS} runs)`);
}

console.log('bench:agents: 30-day range, whole team');
await measure('agentTeamOverview', () => teamOverview(db, merchant.id, agent.memberId, range));
await measure('team betting, page 1 of 20', () =>
  teamBets(db, merchant.id, agent.memberId, { ...range, page: 1, pageSize: 20 }),
);
await measure('team betting, one member', (i) =>
  teamBets(db, merchant.id, agent.memberId, {
    ...range,
    page: 1,
    pageSize: 20,
    username: `bp${1 + (i % 100)}_${agent.memberId}`,
  }),
);
await measure('user P&L, page 1 of 20 with totals', () =>
  userProfitLoss(db, merchant.id, agent.memberId, { ...range, page: 1, pageSize: 20 }),
);
await measure('user P&L, one member', (i) =>
  userProfitLoss(db, merchant.id, agent.memberId, {
    ...range,
    page: 1,
    pageSize: 20,
    username: `bp${1 + (i % 100)}_${agent.memberId}`,
  }),
);
await measure('my income, page 1 of 20', () =>
  agentIncome(db, merchant.id, agent.memberId, { ...range, page: 1, pageSize: 20 }),
);
await measure('transaction details, page 1 of 20', () =>
  teamTransactions(db, merchant.id, agent.memberId, { ...range, page: 1, pageSize: 20 }),
);
await measure('transaction details, one member', (i) =>
  teamTransactions(db, merchant.id, agent.memberId, {
    ...range,
    page: 1,
    pageSize: 20,
    username: `bp${1 + (i % 100)}_${agent.memberId}`,
  }),
);
await measure('team management, page 1 and a search', (i) =>
  listTeam(db, merchant, agent.memberId, { page: 1, pageSize: 20, ...(i % 2 ? { search: 'bp12' } : {}) }),
);
await server.close();
