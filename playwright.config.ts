import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8191);
// The server's data folder, named once by the runner; workers inherit it, so a spec can
// reach the running server's ops route (tests/e2e/ops.ts).
process.env.E2E_DATA_DIR ??= `.data-e2e-${process.pid}`;

/**
 * Browser tests in Debian's Chromium against the built portal served by the real
 * platform on a throwaway embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Password hashing is deliberately slow; on a busy 2-core machine an answer that needs one
  // can take longer than Playwright's default 5 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A visitor who asked for less motion: an idle lobby's shine, ticker and jackpot counter
    // otherwise keep a core busy painting in software (108% of a core against 9%), and the
    // two shards share two. Specs about motion itself ask for it (`reducedMotion: 'no-preference'`).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The compiled platform, as `npm start` runs it (`npm run build` made it).
    command: 'node dist-server/main.mjs',
    url: `http://localhost:${PORT}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      WL_SWITCH: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Browser tests read the captcha answers, the SMS outbox and the SMTP sink (loopback only).
      DEV_OUTBOX: '1',
      // The chat room's periodic session sweep is pushed past any test, so a socket closed at
      // logout proves the platform closes it at once (chat-logout.spec.ts).
      CHAT_SESSION_SWEEP_MS: '600000',
      SMTP_SINK_PORT: process.env.E2E_SMTP_PORT ?? String(PORT + 17_000),
      // Each shard serves its own copy of the whitelabels (scripts/e2e-shards.ts).
      ...(process.env.E2E_WHITELABELS_DIR ? { WHITELABELS_DIR: process.env.E2E_WHITELABELS_DIR } : {}),
      // The back-office journey runs on PostgreSQL too (scripts/e2e-on-postgres.ts).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
