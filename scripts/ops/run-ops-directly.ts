import type { ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { runOps, type OpsResult } from '../../server/ops/commands';
import { syncMerchants } from '../../server/seed/sync-merchants';
import { createGuessLimiter } from '../../server/services/guess-limit/create-guess-limit';
import type { GuessLimiter } from '../../server/services/guess-limit/guess-limit';
import { lockDataFolder, unlockDataFolder } from '../../server/startup-checks';

/** Run one ops command on the platform's database itself: no platform holds it. */
export async function runOpsDirectly(argv: readonly string[], config: ServerConfig): Promise<OpsResult> {
  const embedded = !config.databaseUrl && !config.dataDir.startsWith('memory://');
  // A platform that holds the folder but has not said where it listens yet is still starting.
  const holder = embedded ? lockDataFolder(config.dataDir) : undefined;
  if (holder !== undefined)
    throw new Error(`a platform (process ${holder}) is starting on ${config.dataDir}; try again in a moment`);
  let db: Database | undefined;
  let guesses: GuessLimiter | undefined;
  try {
    db = await openDatabase(config);
    await migrate(db);
    await syncMerchants(db, config.whitelabelsDir);
    // Where the platform keeps its guessing limits (Redis when REDIS_URL is set).
    guesses = createGuessLimiter(db, config.redisUrl);
    return await runOps({ db, whitelabelsDir: config.whitelabelsDir, guesses }, argv);
  } finally {
    await guesses?.close();
    await db?.close();
    if (embedded) unlockDataFolder(config.dataDir);
  }
}
