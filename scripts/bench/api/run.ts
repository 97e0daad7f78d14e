/**
 * `npm run bench:api`: throughput and latency of the platform under autocannon on this machine.
 *
 * - `status` and `announcements` (as a visitor), each beside a bare Fastify route in the same
 *   server process that is sent the same request headers and returns the same bytes (the
 *   platform's answer headers and body): the ratio is the figure, as it cancels out the
 *   machine; the two alternate in short rounds and the median round's ratio is reported.
 *   Target: at least 50% of the bare route's requests/s. Beside it, the server process's CPU
 *   time per request, a steadier figure on a shared machine than requests/s.
 * - a ledger transfer (GCS_walletTransfer main -> vendor wallet, each request with its own
 *   idempotency key) at a fixed 200 requests/s, after a few seconds of the same load to warm
 *   the path up. Target: p99 under 60 ms.
 *
 * The servers run in a child process (target.ts), the load generator here.
 * Embedded PGlite in memory by default (BENCH_DATA_DIR=<folder> for one on disk); set
 * DATABASE_URL to measure on PostgreSQL. Request logs are off unless BENCH_LOG_LEVEL (say
 * `info`) turns them on, to measure what writing them costs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { MEASURED, VISITOR, type TargetReady } from './target';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TRANSFER_RATE = Number(process.env.BENCH_TRANSFER_RATE ?? 200);
/** Alternating platform / bare rounds for the throughput ratios (DURATION seconds of each in all). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const roundSeconds = Math.max(1, Math.round(DURATION / ROUNDS));
/** Seconds of transfers at the same rate before the measured run: the path's first calls compile. */
const TRANSFER_WARMUP = Number(process.env.BENCH_TRANSFER_WARMUP ?? 3);

console.log(`bench:api: preparing the platform (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})...`);
const child = fork(fileURLToPath(new URL('./target.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  // With BENCH_LOG_LEVEL the platform writes its log lines to stdout, here /dev/null: the
  // cost measured is the platform's, not a reader's.
  stdio: process.env.BENCH_LOG_LEVEL ? ['inherit', openSync('/dev/null', 'w'), 'inherit', 'ipc'] : 'inherit',
});
const target = await nextMessage<TargetReady>(child);
const headers = { ...VISITOR, authorization: `Bearer ${target.token}` };

function nextMessage<T>(proc: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the bench target exited (${code})`));
    proc.once('message', (m) => {
      proc.off('exit', exited);
      resolve(m as T);
    });
    proc.once('exit', exited);
  });
}

function load(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** The target process's CPU time (user + system), in microseconds. */
async function targetCpu(): Promise<number> {
  child.send({ cpu: true });
  const { cpu } = await nextMessage<{ cpu: NodeJS.CpuUsage }>(child);
  return cpu.user + cpu.system;
}

/** A load, with the target's CPU time per answered request over it. */
async function loadWithCpu(opts: autocannon.Options): Promise<Round> {
  const before = await targetCpu();
  const result = await load(opts);
  const cpuPerRequest = (await targetCpu()) - before;
  return { result, cpuUs: cpuPerRequest / Math.max(1, result.requests.total) };
}

interface Round {
  result: autocannon.Result;
  /** The server process's CPU time per request, microseconds: steadier than requests/s. */
  cpuUs: number;
}

function line(title: string, r: autocannon.Result): string {
  const bad = r.non2xx + r.errors;
  return (
    `${title.padEnd(40)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  ` +
    `p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(4)} ms` +
    (bad ? `  (${bad} of ${r.requests.total} failed)` : '')
  );
}

/** Requests/s over several runs, with the slowest p50 and p99 among them and the median CPU per request. */
function averageLine(title: string, rounds: readonly Round[]): string {
  const runs = rounds.map((r) => r.result);
  const rps = runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
  const p50 = Math.max(...runs.map((r) => r.latency.p50));
  const p99 = Math.max(...runs.map((r) => r.latency.p99));
  const bad = runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const cpu = median(rounds.map((r) => r.cpuUs));
  return (
    `${title.padEnd(40)} ${String(Math.round(rps)).padStart(6)} req/s  ` +
    `p50 ${String(p50).padStart(3)} ms  p99 ${String(p99).padStart(4)} ms  ` +
    `cpu ${cpu.toFixed(1).padStart(5)} µs/req` +
    (bad ? `  (${bad} failed)` : '')
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

console.log(
  `${CONNECTIONS} connections; platform and bare route alternate in ${ROUNDS} rounds of ` +
    `${roundSeconds} s each (after 1 s of each, not counted)\n`,
);
const summary: string[] = [];
for (const [name, path] of Object.entries(MEASURED)) {
  const platformRun = { url: target.base + path, headers: VISITOR };
  const bareRun = { url: `${target.bareBase}/${name}`, headers: VISITOR };
  await load({ ...platformRun, duration: 1 });
  await load({ ...bareRun, duration: 1 });
  // Alternating short rounds: a slow spell of this shared machine lands on both sides of a
  // round, and the median round ratio ignores the round it distorted most.
  const rounds: { platform: Round; bare: Round }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const platform = await loadWithCpu({ ...platformRun, duration: roundSeconds });
    const bare = await loadWithCpu({ ...bareRun, duration: roundSeconds });
    rounds.push({ platform, bare });
  }
  const ratios = rounds
    .map((r) => r.platform.result.requests.average / r.bare.result.requests.average)
    .sort((a, b) => a - b);
  const ratio = median(ratios);
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  console.log(
    averageLine(
      `${name} (platform)`,
      rounds.map((r) => r.platform),
    ),
  );
  console.log(
    averageLine(
      `${name} (bare Fastify, same bytes)`,
      rounds.map((r) => r.bare),
    ),
  );
  console.log(
    `  -> median round ${pct(ratio)} of the bare route (rounds ${ratios.map(pct).join(', ')}; ` +
      `${ratio >= 0.5 ? 'meets' : 'misses'} the 50% target)\n`,
  );
  summary.push(`${name} ${pct(ratio)} of bare`);
}

const wallets = (await (await fetch(`${target.base}/wps/v2/wallets`, { headers })).json()) as {
  value: { wallets: { code: string }[] };
};
const vendor = wallets.value.wallets[0]?.code;
if (!vendor) throw new Error('the demo merchant has no vendor wallets to transfer to');
const run = `bench-${randomBytes(4).toString('hex')}-`;
let n = 0;
const transferLoad = (duration: number) =>
  load({
    url: `${target.base}/wps/relay/GCS_walletTransfer`,
    duration,
    overallRate: TRANSFER_RATE,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            mode: 'amount',
            from: 'main',
            to: vendor,
            amount: '0.01',
            idempotencyKey: run + (n++).toString(36).padStart(8, '0'),
          }),
        }),
      },
    ],
  });
const warmup = TRANSFER_WARMUP > 0 ? await transferLoad(TRANSFER_WARMUP) : undefined;
const transfers = await transferLoad(DURATION);
if (warmup) console.log(line(`  (warm-up, ${TRANSFER_WARMUP} s, not counted)`, warmup));
console.log(line(`ledger transfer at ${TRANSFER_RATE} req/s`, transfers));
console.log(
  `  -> p99 ${transfers.latency.p99} ms (${transfers.latency.p99 < 60 ? 'meets' : 'misses'} the 60 ms target)`,
);
child.send({ countKeysLike: run });
const { count } = await nextMessage<{ count: number }>(child);
// Requests still in flight when the run stops may commit or not: each key moves money at
// most once, so the count lies between the answered and the sent transfers.
const answered = transfers['2xx'] + (warmup?.['2xx'] ?? 0);
console.log(
  `  ${n} transfers sent, ${answered} answered OK, ${count} ledger transactions written ` +
    `(${count >= answered && count <= n ? 'at most one per key' : 'MISMATCH'})`,
);
summary.push(`transfer p99 ${transfers.latency.p99} ms at ${TRANSFER_RATE}/s`);
console.log(`\nsummary (${target.engine}): ${summary.join('; ')}`);
child.send({ stop: true });
await new Promise((resolve) => child.once('exit', resolve));
// autocannon's last agents may keep sockets alive for a while: the figures are out, stop here.
process.exit(0);
