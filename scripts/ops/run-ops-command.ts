import { readConfig } from '../../server/config';
import type { OpsResult } from '../../server/ops/commands';
import { readOpsHandoff } from '../../server/ops/ops-handoff';

/**
 * Run one ops command where the platform's data is (docs/operations.md). On PostgreSQL
 * (DATABASE_URL) on the database directly. On the embedded database only one process may
 * open DATA_DIR, so when a server is running there the command is run by that server
 * (POST /__ops on 127.0.0.1 with the token it left in DATA_DIR/ops.json). Only the direct
 * way loads the platform's commands: through a running server the CLI answers in a moment.
 */
export async function runOpsCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<OpsResult> {
  const config = readConfig({ ...env, LOG_LEVEL: 'silent' });
  const handoff = config.databaseUrl ? undefined : readOpsHandoff(config.dataDir);
  if (handoff) return throughServer(argv, handoff.port, handoff.token);
  const { runOpsDirectly } = await import('./run-ops-directly');
  return runOpsDirectly(argv, config);
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
