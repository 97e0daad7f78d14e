import { randomBytes } from 'node:crypto';
import { readConfig, RefusedSetting, type ServerConfig } from './config';
import { removeOpsHandoff, writeOpsHandoff } from './ops/ops-handoff';
import { dataFolderHeldReason, portMessage, portTakenReason, unlockDataFolder } from './startup-checks';

/** How long in-flight requests may take to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 20_000;

/** Entry point: one process serving the portal and the API. */
const config = configOrExit();
// On an embedded database only this process may open the data folder: the ops CLI comes through it.
const embedded = !config.databaseUrl && !config.dataDir.startsWith('memory://');
const opsToken = embedded ? randomBytes(24).toString('hex') : undefined;
// A second platform on this machine says what is in its way before it opens anything.
refuseIf(await portTakenReason(config.port, config.host));
if (embedded) refuseIf(dataFolderHeldReason(config.dataDir));
// The platform's modules load only now: a refusal above comes in a moment, not after seconds.
const [
  { prepareServer },
  { startDrawScheduler },
  { startSportsScheduler },
  { startContractSettlement },
  { startTeamReportFold },
] = await Promise.all([
  import('./start-server'),
  import('./services/games/lottery/draw-scheduler'),
  import('./services/games/sports/sports-scheduler'),
  import('./services/agents/settlement/settlement-scheduler'),
  import('./services/agents/rollups/team-report-fold-scheduler'),
]);
const server = await prepareServer(config, { opsToken });
try {
  await server.app.listen({ port: config.port, host: config.host });
} catch (err) {
  // Taken between the check and now: the same message, and the data folder given back.
  await server.close();
  if (embedded) unlockDataFolder(config.dataDir);
  refuseIf(portMessage(config.port, config.host, err as NodeJS.ErrnoException));
}
const address = server.app.server.address();
if (opsToken && address && typeof address === 'object')
  writeOpsHandoff(config.dataDir, { pid: process.pid, port: address.port, token: opsToken });
// Background jobs run in every process; each is safe to run concurrently (row locks).
const jobs = config.runJobs
  ? [
      startDrawScheduler(server.deps.db, server.app.log),
      startSportsScheduler(server.deps.db, server.app.log, config.sportsTickMs),
      startContractSettlement(server.deps.db, server.app.log),
      startTeamReportFold(server.deps.db, server.app.log),
    ]
  : [];
const stopJobs = async () => {
  await Promise.all(jobs.map((stop) => stop()));
};

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    if (opsToken) removeOpsHandoff(config.dataDir);
    setTimeout(() => {
      server.app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stop taking requests, let the ones in flight finish, stop jobs, then close the database.
    stopJobs()
      .then(() => server.close())
      .then(() => {
        if (embedded) unlockDataFolder(config.dataDir);
        server.app.log.info('shut down cleanly');
        process.exit(0);
      })
      .catch((err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}

/** End the process with the reason, when there is one. */
function refuseIf(reason: string | undefined): void {
  if (!reason) return;
  process.stderr.write(`Refusing to start: ${reason}\n`);
  process.exit(1);
}

/** The configuration, or the process ends with the reason when a setting is refused. */
function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (err) {
    if (!(err instanceof RefusedSetting)) throw err;
    process.stderr.write(`Refusing to start: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
