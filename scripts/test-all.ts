import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure.
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
  'process-lifecycle',
  'chat-room',
  'first-answer',
  'lost-answers',
  'back-office',
];
const steps: Step[] = [
  { name: 'generate', cmd: ['npm', 'run', '--silent', 'gen'] },
  { name: 'generated files committed', cmd: ['node_modules/.bin/tsx', 'scripts/check-generated.ts'] },
  // The portal compiles without Node's types and the platform without the DOM's, so `fs` in a
  // widget or `window` in a service fails here; tsconfig.json checks tests and tools with both.
  { name: 'typecheck portal', cmd: ['node_modules/.bin/tsc', '-p', 'tsconfig.web.json', '--noEmit'] },
  { name: 'typecheck platform', cmd: ['node_modules/.bin/tsc', '-p', 'tsconfig.server.json', '--noEmit'] },
  { name: 'typecheck tests and tools', cmd: ['node_modules/.bin/tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: ['node_modules/.bin/eslint', '--max-warnings', '0', '.'] },
  {
    name: 'unused files, exports and dependencies',
    cmd: ['node_modules/.bin/knip', '--no-progress', '--no-config-hints'],
  },
  { name: 'format', cmd: ['node_modules/.bin/prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'validate whitelabels', cmd: ['node_modules/.bin/tsx', 'scripts/validate-whitelabels.ts'] },
  { name: 'catalogs up to date', cmd: ['node_modules/.bin/tsx', 'scripts/i18n/check-extracted.ts'] },
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
const timings: string[] = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  if (step.skip) {
    timings.push(`- ${step.name}: skipped (${step.skip})`);
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0] ?? '', step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${run.status === 0 ? '✓' : '✗'} ${step.name}: ${seconds} s`);
  if (run.status !== 0) {
    console.log(`\n${timings.join('\n')}\n\n✗ ${step.name} failed`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${timings.join('\n')}\n\n✓ all checks passed`);
