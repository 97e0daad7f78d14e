import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../../server/services/housekeeping';
import { createDbGuessLimiter } from '../../../server/services/guess-limit/db-guess-limit';
import type { GuessLimiter } from '../../../server/services/guess-limit/guess-limit';
import { startTestServer, type TestServer } from '../../support/test-server';
import { fakeClock, guessLimitCases } from './guess-limit-cases';

// PGlite, and PostgreSQL too when TEST_DATABASE_URL is set (scripts/test-all.ts).
let server: TestServer;
let limiter: GuessLimiter;
const clock = fakeClock();
beforeAll(async () => {
  server = await startTestServer();
  limiter = createDbGuessLimiter(server.deps.db, clock.now);
});
afterAll(() => server.close());

describe('guessing limit on the database', () => {
  guessLimitCases(() => limiter, clock);

  it('housekeeping sweeps counters whose window has ended and keeps live ones', async () => {
    const now = Date.now();
    await server.deps.db.query(
      `INSERT INTO guess_counters (key, tries, window_ends_ms) VALUES ('sweep:old', 3, $1), ('sweep:live', 3, $2)`,
      [now - 60_000, now + 60_000],
    );
    await sweepOnce(server.deps.db);
    const keys = await server.deps.db.query<{ key: string }>(
      "SELECT key FROM guess_counters WHERE key LIKE 'sweep:%'",
    );
    expect(keys.map((k) => k.key)).toEqual(['sweep:live']);
  });
});
