import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresFromTemplate } from '../tests/support/database-snapshot';

/**
 * The browser tests tagged @journey (the back office's whole journey) against a platform on
 * PostgreSQL: a fresh database cloned from the seeded template of this code version, the
 * platform started on it by Playwright (E2E_DATABASE_URL), dropped again afterwards. Needs
 * TEST_DATABASE_URL (an admin connection); `npm test` skips it without one.
 */
const admin = process.env.TEST_DATABASE_URL;
if (!admin) {
  console.error('TEST_DATABASE_URL is not set');
  process.exit(1);
}
const port = Number(process.env.E2E_PORT ?? 8191) + 2;
const database = await postgresFromTemplate(admin, path.resolve('whitelabels'));
let run: ReturnType<typeof spawnSync> | undefined;
try {
  run = spawnSync('node_modules/.bin/playwright', ['test', '--grep', '@journey', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_DATABASE_URL: database.url,
      E2E_PORT: String(port),
      E2E_SMTP_PORT: String(port + 1),
    },
  });
} finally {
  await database.drop();
}
process.exit(run?.status ?? 1);
