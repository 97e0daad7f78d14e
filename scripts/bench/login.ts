/**
 * `npm run bench:login`: password logins against the real platform process on this machine.
 *
 * The platform runs as `server/main.ts` in its own process (embedded PGlite in memory, demo
 * data seeded; DATABASE_URL measures on PostgreSQL). For 1, 8 and 32 clients at once, each
 * logs the demo player in over and over (sealed, as the portal sends it) for BENCH_SECONDS;
 * the table gives logins per second, p50 and p99 latency, and how many were answered 503
 * BUSY (the hashing queue full). Beside it: the hash and its cost, one hash's time measured
 * here, and the pool's bounds (HASH_WORKERS, HASH_QUEUE as the platform reads them).
 */
import { performance } from 'node:perf_hooks';
import { sealPayload } from '../../src/api/seal-payload';
import { ARGON2_PARAMS, hashPassword, hashPool } from '../../server/services/auth/password-hash';
import { poolSize } from '../../server/services/auth/hash-pool';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { startServerProcess } from '../../tests/support/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map(Number);
const HOST = 'aurora.localhost';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** One hash's time in this process: the cost every login pays once (median of 9). */
async function hashMillis(): Promise<number> {
  await hashPassword('warm-up-password');
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    await hashPassword(`bench-password-${i}`);
    times.push(performance.now() - t);
  }
  await hashPool.close();
  return times.sort((a, b) => a - b)[4] ?? NaN;
}

async function main(): Promise<void> {
  const cost = await hashMillis();
  const bounds = poolSize(process.env);
  console.log(
    `bench:login: argon2id m=${ARGON2_PARAMS.memoryCost / 1024} MiB t=${ARGON2_PARAMS.timeCost} ` +
      `p=${ARGON2_PARAMS.parallelism}, one hash ${cost.toFixed(0)} ms here; pool ${bounds.size} workers, ` +
      `queue ${bounds.queueLimit}; starting the platform (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})...`,
  );
  const server = await startServerProcess({
    DATA_DIR: 'memory://',
    // info: the process says where it listens at that level.
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    WL_SWITCH: '0',
    JOBS: '0',
  });
  try {
    const boot = await fetch(`${server.url}/portal/bootstrap`, {
      headers: { host: HOST, 'x-module': 'app' },
    });
    const { value } = (await boot.json()) as { value: { payloadKey: string } };
    const login = async (): Promise<{ status: number; ms: number }> => {
      const t = performance.now();
      const res = await fetch(`${server.url}/wps/session/login`, {
        method: 'POST',
        headers: { host: HOST, 'x-module': 'app', 'content-type': 'application/json' },
        body: JSON.stringify(
          sealPayload(value.payloadKey, { type: 'username', username: 'demo', password: DEMO_PASSWORD }),
        ),
      });
      const body = (await res.json()) as { value?: { token?: string } };
      if (res.status === 200 && !body.value?.token) throw new Error('a login answered no token');
      return { status: res.status, ms: performance.now() - t };
    };
    const first = await login();
    if (first.status !== 200) throw new Error(`the demo login answered ${first.status}`);
    const rows: string[] = [];
    for (const clients of LEVELS) {
      const ok: number[] = [];
      let busy = 0;
      let other = 0;
      const end = performance.now() + SECONDS * 1000;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() < end) {
            const r = await login();
            if (r.status === 200) ok.push(r.ms);
            else if (r.status === 503) busy++;
            else other++;
          }
        }),
      );
      const elapsed = (performance.now() - start) / 1000;
      ok.sort((a, b) => a - b);
      rows.push(
        `| ${String(clients).padStart(7)} | ${(ok.length / elapsed).toFixed(1).padStart(8)} | ` +
          `${percentile(ok, 50).toFixed(0).padStart(7)} | ${percentile(ok, 99).toFixed(0).padStart(7)} | ` +
          `${String(busy).padStart(8)} | ${String(other).padStart(5)} |`,
      );
      console.log(rows.at(-1));
    }
    console.log('\n| clients | logins/s | p50 ms | p99 ms | 503 busy | other |');
    console.log('| ------- | -------- | ------- | ------- | -------- | ----- |');
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
  }
}

await main();
