/**
 * `npm run chaos`: mixed money load against the real platform process, killed with kill -9
 * again and again and restarted on the same data, on PGlite on disk and on PostgreSQL
 * (DATABASE_URL or TEST_DATABASE_URL: a fresh database is made there and dropped after).
 *
 * After every restart: the ledger of every merchant balances, balances equal their entries,
 * nothing is below zero, each merchant sums to zero, and every acknowledged operation is
 * there exactly once (read from the data the platform restarted on); then every operation
 * whose answer the kill took is retried until it is answered, a sample of acknowledged ones
 * is retried and must be answered with its first answer, and every member's balances must
 * be what the acknowledged answers imply. The same once more at the end, after a clean stop.
 *
 * Settings (environment): CHAOS_CYCLES (10), CHAOS_CYCLE_SECONDS (load between kills, 6),
 * CHAOS_MEMBERS (12), CHAOS_WORKERS (8), CHAOS_ENGINES (pglite,postgres), CHAOS_SEED.
 * Prints a table per engine; exits 1 on any finding. docs/reliability.md has the figures.
 */
import { chaosData, type ChaosData, type Engine } from './chaos-data';
import {
  balanceFindings,
  checkDatabase,
  expectedBalances,
  memberBalances,
  merge,
  noFindings,
  replayFinding,
  type Findings,
} from './checks';
import { generator, Ledgerbook, runWorkers, send } from './load';
import { VENDOR } from './operations';
import { freePort, startPlatform, type Platform } from './platform';
import { engineTable, type EngineResult } from './report';
import { balancesThroughPlatform, castMembers, FUNDED, readyMembers } from './setup';

const int = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
const settings = {
  cycles: int(process.env.CHAOS_CYCLES, 10),
  cycleSeconds: int(process.env.CHAOS_CYCLE_SECONDS, 6),
  members: int(process.env.CHAOS_MEMBERS, 12),
  workers: int(process.env.CHAOS_WORKERS, 8),
  seed: int(process.env.CHAOS_SEED, Date.now() % 1_000_000_007),
};
/** Retries of acknowledged operations after each restart. */
const REPLAY_SAMPLE = 25;
const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const engines = (process.env.CHAOS_ENGINES ?? (adminUrl ? 'pglite,postgres' : 'pglite'))
  .split(',')
  .map((e) => e.trim())
  .filter((e): e is Engine => e === 'pglite' || e === 'postgres');

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runEngine(engine: Engine): Promise<EngineResult> {
  const rand = generator(settings.seed);
  const data = await chaosData(engine, adminUrl);
  const port = await freePort();
  const findings = noFindings();
  const restarts: number[] = [];
  let platform: Platform | undefined;
  try {
    const cast = await withDb(data, (db) => castMembers(db, settings.members));
    platform = await startPlatform(data.env, port);
    const members = await readyMembers(port, cast);
    const people = [...cast.members, ...cast.agents];
    const start = new Map<string, number>(cast.members.map((m) => [`${m.memberId}:main`, FUNDED]));
    const book = new Ledgerbook(members, VENDOR, rand);
    log(`${engine}: ${members.length} players, ${cast.agents.length} agents, seed ${settings.seed}`);

    for (let cycle = 1; cycle <= settings.cycles; cycle++) {
      const load = runWorkers(port, book, settings.workers);
      await sleep(settings.cycleSeconds * 1000 * (0.5 + rand()));
      await platform.kill();
      await load.stop();
      data.freeze();
      platform = await startPlatform(data.env, port);
      restarts.push(platform.startMs);
      const found = await afterRestart(platform, data, cast.merchantId, book, start, people);
      merge(findings, found);
      log(
        `${engine} cycle ${cycle}: ${book.ops.length} operations, restart ${platform.startMs} ms, ` +
          `${found.missing.length + found.duplicates.length + found.violations.length} findings`,
      );
    }
    // The end: a clean stop, then the data itself.
    await platform.stop();
    platform = undefined;
    merge(
      findings,
      await withDb(data, async (db) => {
        const f = await checkDatabase(db, cast.merchantId, book.ops);
        const actual = await memberBalances(
          db,
          cast.merchantId,
          people.map((p) => p.memberId),
        );
        return merge(f, balanceFindings(expectedBalances(start, book.ops, VENDOR), actual));
      }),
    );
    findings.violations.push(...book.unexpected.map((u) => `unexpected refusal: ${u}`));
    return { engine, cycles: settings.cycles, book, findings, restarts };
  } finally {
    await platform?.kill();
    await data.cleanup();
  }
}

/**
 * Right after a restart: the recovered data is checked, every operation the kill left
 * unanswered is retried until answered, a sample of acknowledged ones must be answered
 * with their first answers, and the balances must be what the answers imply.
 */
async function afterRestart(
  platform: Platform,
  data: ChaosData,
  merchantId: number,
  book: Ledgerbook,
  start: ReadonlyMap<string, number>,
  people: readonly { memberId: number; token: string }[],
): Promise<Findings> {
  const f = await withDb(data, (db) => checkDatabase(db, merchantId, book.ops));
  for (const op of book.lost()) {
    const a = await send(platform.port, book, op);
    if (!a) throw new Error(`the restarted platform did not answer ${op.kind} #${op.id}`);
    book.answered(op, a);
    book.lostThenAnswered += 1;
  }
  const done = book.ops.filter((o) => o.state === 'done');
  for (const op of sample(done, REPLAY_SAMPLE)) {
    const a = await send(platform.port, book, op);
    if (!a) throw new Error(`the restarted platform did not answer the retry of ${op.kind} #${op.id}`);
    book.replaysChecked += 1;
    const wrong = replayFinding(op, a);
    if (wrong) f.violations.push(wrong);
  }
  const actual = await balancesThroughPlatform(platform.port, people);
  return merge(f, balanceFindings(expectedBalances(start, book.ops, VENDOR), actual));
}

function sample<T>(items: readonly T[], n: number): T[] {
  const step = Math.max(1, Math.floor(items.length / n));
  return items.filter((_, i) => i % step === 0).slice(-n);
}

async function withDb<T>(data: ChaosData, fn: (db: Awaited<ReturnType<ChaosData['open']>>) => Promise<T>) {
  const db = await data.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const results: EngineResult[] = [];
for (const engine of engines) results.push(await runEngine(engine));
let failed = false;
for (const r of results) {
  log('');
  log(engineTable(r, settings));
  const all = [...r.findings.missing, ...r.findings.duplicates, ...r.findings.violations];
  for (const line of all.slice(0, 40)) log(`  ✗ ${line}`);
  if (all.length > 40) log(`  … and ${all.length - 40} more`);
  failed ||= all.length > 0;
}
if (!adminUrl) log('\n(PostgreSQL not run: set DATABASE_URL or TEST_DATABASE_URL to run it too.)');
log(failed ? '\n✗ chaos: findings above' : '\n✓ chaos: no findings');
process.exit(failed ? 1 : 0);
