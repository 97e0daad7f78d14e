import { spawn } from 'node:child_process';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure; how each step
 * runs and how long it takes is in docs/testing/test-run.md.
 * The whole server suite runs on PGlite, the default database. When TEST_DATABASE_URL is
 * set, the tests where PostgreSQL behaves differently run there too: several connections
 * racing for the same rows (PGlite has one), money that must move exactly once, the
 * processes sharing one database, the Redis rate limiter, and every money call whose answer
 * is lost after it committed (lost-answers). The rest would repeat the same SQL through the
 * same code for minutes.
 */
interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  skip?: string;
  /**
   * Checks that each use one core (the type checker, the linter) run two at a time with the
   * other steps marked the same; each one's output is printed whole when it ends.
   */
  pairable?: true;
}

const pgUrl = process.env.TEST_DATABASE_URL;
/** Path fragments of the server tests that run on PostgreSQL as well. */
const ON_POSTGRES_TOO = [
  '.pg.test.ts',
  '.redis.test.ts',
  'ledger',
  'money-under-load',
  'lottery-exactly-once',
  'seamless-wallet',
  'wallet-transfer',
  'upline-transfer',
  'agent-contracts',
  'withdraw',
  'deposit',
  'cashier-ops',
  'point-mall',
  'reward-centre',
  'bonus-wagering',
  'switched-off-features',
  'register-login',
  'login-limits',
  'guess-limit',
  'social-sign-up',
  'payment-password',
  'chat-room',
  'first-answer',
  'lost-answers',
  // The back office's queues, money and bursts; its role table, reports and pages are the
  // same SQL on one connection as on PGlite.
  'back-office/balance-adjustments',
  'back-office/content-desk',
  'back-office/deposit-queue',
  'back-office/member-labels',
  'back-office/member-protection-actions',
  'back-office/operator-sign-in-bursts',
  'back-office/point-items',
  'back-office/reward-queues',
  'back-office/withdrawal-',
];
const steps: Step[] = [
  { name: 'generate', cmd: ['npm', 'run', '--silent', 'gen'] },
  { name: 'generated files committed', cmd: ['node_modules/.bin/tsx', 'scripts/check-generated.ts'] },
  // Longest first (lint, the tests' type check, format): two lanes end closest together.
  { name: 'lint', pairable: true, cmd: ['node_modules/.bin/eslint', '--max-warnings', '0', '.'] },
  {
    name: 'typecheck tests and tools',
    pairable: true,
    cmd: ['node_modules/.bin/tsc', '-p', 'tsconfig.json', '--noEmit'],
  },
  {
    name: 'format',
    pairable: true,
    cmd: ['node_modules/.bin/prettier', '--check', '--log-level', 'warn', '.'],
  },
  // The portal compiles without Node's types and the platform without the DOM's, so `fs` in a
  // widget or `window` in a service fails here; tsconfig.json checks tests and tools with both.
  {
    name: 'typecheck portal',
    pairable: true,
    cmd: ['node_modules/.bin/tsc', '-p', 'tsconfig.web.json', '--noEmit'],
  },
  {
    name: 'typecheck platform',
    pairable: true,
    cmd: ['node_modules/.bin/tsc', '-p', 'tsconfig.server.json', '--noEmit'],
  },
  {
    name: 'unused files, exports and dependencies',
    pairable: true,
    cmd: ['node_modules/.bin/knip', '--no-progress', '--no-config-hints'],
  },
  {
    name: 'catalogs up to date',
    pairable: true,
    cmd: ['node_modules/.bin/tsx', 'scripts/i18n/check-extracted.ts'],
  },
  {
    name: 'validate whitelabels',
    pairable: true,
    cmd: ['node_modules/.bin/tsx', 'scripts/validate-whitelabels.ts'],
  },
  { name: 'unit and component tests', cmd: ['node_modules/.bin/vitest', 'run', '--project', 'unit'] },
  {
    name: 'server tests (PGlite)',
    cmd: ['node_modules/.bin/vitest', 'run', '--project', 'server'],
    env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
  },
  {
    name: 'server tests (PostgreSQL)',
    cmd: ['node_modules/.bin/vitest', 'run', '--project', 'server', ...ON_POSTGRES_TOO],
    ...(pgUrl ? { env: { TEST_DATABASE_URL: pgUrl } } : { skip: 'TEST_DATABASE_URL is not set' }),
  },
  { name: 'stories as tests (Chromium)', cmd: ['node_modules/.bin/vitest', 'run', '--project', 'stories'] },
  { name: 'production build', cmd: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'no schema library in the browser',
    cmd: ['node_modules/.bin/tsx', 'scripts/check-browser-bundle.ts'],
  },
  // Two Playwright runs at once, each on its own platform (scripts/e2e-shards.ts).
  { name: 'browser tests (Chromium)', cmd: ['node_modules/.bin/tsx', 'scripts/e2e-shards.ts'] },
  {
    name: 'back-office journey in the browser on PostgreSQL',
    cmd: ['node_modules/.bin/tsx', 'scripts/e2e-on-postgres.ts'],
    ...(pgUrl ? { env: { TEST_DATABASE_URL: pgUrl } } : { skip: 'TEST_DATABASE_URL is not set' }),
  },
];

const only = process.argv.slice(2);
const chosen = steps.filter((step) => !only.length || only.some((o) => step.name.includes(o)));
const timings: string[] = [];

interface Outcome {
  step: Step;
  status: number;
  seconds: string;
}

/** Run one step; a paired step's output is kept and printed whole when it ends. */
function runStep(step: Step, inherit: boolean): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(step.cmd[0] ?? '', step.cmd.slice(1), {
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => output.push(b));
  child.stderr?.on('data', (b: Buffer) => output.push(b));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!inherit) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      resolve({ step, status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** Run steps two at a time; resolves with every outcome once all have ended. */
async function runPaired(group: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < group.length) outcomes.push(await runStep(group[next++]!, false));
  };
  await Promise.all([lane(), lane()]);
  return outcomes;
}

for (let i = 0; i < chosen.length;) {
  const step = chosen[i]!;
  if (step.skip) {
    timings.push(`- ${step.name}: skipped (${step.skip})`);
    i += 1;
    continue;
  }
  let end = i + 1;
  if (step.pairable) while (end < chosen.length && chosen[end]!.pairable && !chosen[end]!.skip) end += 1;
  const group = chosen.slice(i, end);
  if (group.length === 1) console.log(`\n▶ ${step.name}`);
  i = end;
  const outcomes = group.length > 1 ? await runPaired(group) : [await runStep(step, true)];
  for (const o of outcomes) timings.push(`${o.status === 0 ? '✓' : '✗'} ${o.step.name}: ${o.seconds} s`);
  const failed = outcomes.find((o) => o.status !== 0);
  if (failed) {
    console.log(`\n${timings.join('\n')}\n\n✗ ${failed.step.name} failed`);
    process.exit(failed.status);
  }
}
console.log(`\n${timings.join('\n')}\n\n✓ all checks passed`);
