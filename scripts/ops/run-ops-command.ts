import { readConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { runOps, type OpsResult } from '../../server/ops/commands';
import { readOpsHandoff } from '../../server/ops/ops-handoff';
import { syncMerchants } from '../../server/seed/sync-merchants';
import { createGuessLimiter } from '../../server/services/guess-limit/create-guess-limit';
import type { GuessLimiter } from '../../server/services/guess-limit/guess-limit';
import { lockDataFolder, unlockDataFolder } from '../../server/startup-checks';

/**
 * Run one ops command where the platform's data is (docs/operations.md). On PostgreSQL
 * (DATABASE_URL) on the database directly. On the embedded database only one process may
 * open DATA_DIR, so when a server is running there the command is run by that server
 * (POST /__ops on 127.0.0.1 with the token it left in DATA_DIR/ops.json).
 */
export async function runOpsCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<OpsResult> {
  const config = readConfig({ ...env, LOG_LEVEL: 'silent' });
  const handoff = config.databaseUrl ? undefined : readOpsHandoff(config.dataDir);
  return handoff ? throughServer(argv, handoff.port, handoff.token) : direct(argv, config);
}

async function direct(argv: readonly string[], config: ServerConfig): Promise<OpsResult> {
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

async function throughServer(argv: readonly string[], port: number, token: string): Promise<OpsResult> {
  const res = await fetch(`http://127.0.0.1:${port}/__ops`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': token },
    body: JSON.stringify({ argv }),
  });
  const body = (await res.json()) as { value?: OpsResult; message?: string };
  if (!body.value) throw new Error(body.message ?? `the server answered ${res.status}`);
  return body.value;
}
