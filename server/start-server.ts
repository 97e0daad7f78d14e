import { resetMailsSent } from './services/member/passwords';
import type { FastifyInstance } from 'fastify';
import { buildApp, type LogStream } from './app';
import type { AppDeps } from './app-deps';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { MerchantDirectory } from './domain/merchant';
import { seedDemo } from './seed/seed-demo';
import { syncMerchants } from './seed/sync-merchants';
import { hashPool } from './services/auth/password-hash';
import { ChatHub } from './services/chat/chat-hub';
import { startReceiptTimeouts } from './services/cashier/receipt-timeout';
import { createDevOutbox } from './services/dev-outbox/dev-outbox';
import { startHousekeeping } from './services/housekeeping';
import { createMailSender } from './services/mail/mail-sender';
import { startSmtpSink, type SmtpSink } from './services/mail/smtp-sink';
import { createRateLimiter } from './services/rate-limit/create-rate-limiter';
import { createGuessLimiter } from './services/guess-limit/create-guess-limit';
import { watchPlatformFiles } from './services/site/watch-platform-files';
import { outboxSmsProvider } from './services/sms/sms-provider';

export interface RunningServer {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

export interface PrepareOptions {
  /** An already open database (tests start from a prepared snapshot). */
  db?: Database;
  /** Where log lines go (stdout by default). */
  logStream?: LogStream;
  /** Serve the ops CLI at POST /__ops with this token (embedded PGlite only; see server/ops). */
  opsToken?: string;
}

/** Open the database, migrate, sync whitelabels, seed demo data and build the app. */
export async function prepareServer(config: ServerConfig, opts: PrepareOptions = {}): Promise<RunningServer> {
  // Every password hash of this process (seeding included) goes through one bounded pool.
  hashPool.configure(config.hashWorkers, config.hashQueue);
  const db = opts.db ?? (await openDatabase(config));
  let platformFiles: Awaited<ReturnType<typeof syncMerchants>>;
  try {
    await migrate(db);
    platformFiles = await syncMerchants(db, config.whitelabelsDir);
    if (config.seedDemo) await seedDemo(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  let sink: SmtpSink | undefined;
  let smtpUrl = config.smtpUrl;
  if (!smtpUrl && config.smtpSinkPort !== undefined) {
    sink = await startSmtpSink(config.smtpSinkPort, async (mail) => {
      await db.query('INSERT INTO mail_sink (mail_to, subject, body) VALUES ($1, $2, $3)', [
        mail.to,
        mail.subject,
        mail.body,
      ]);
    });
    smtpUrl = `smtp://127.0.0.1:${sink.port}`;
  }
  const limiter = createRateLimiter(db, config.redisUrl);
  const guesses = createGuessLimiter(db, config.redisUrl);
  const chat = await ChatHub.start(db, { sessionSweepMs: config.chatSessionSweepMs });
  const deps: AppDeps = {
    config,
    db,
    merchants: new MerchantDirectory(db),
    sms: outboxSmsProvider,
    mail: smtpUrl ? createMailSender(smtpUrl, config.mailFrom) : undefined,
    devOutbox: config.devOutbox ? createDevOutbox() : undefined,
    limiter,
    guesses,
    chat,
  };
  const app = await buildApp(deps, { logStream: opts.logStream, opsToken: opts.opsToken });
  if (sink?.taken !== undefined) {
    app.log.warn(
      `SMTP sink: port ${sink.taken} is taken (another platform on this machine?); the sink listens on ` +
        `127.0.0.1:${sink.port} instead. Set SMTP_SINK_PORT to choose its port (0 for any free one).`,
    );
  }
  for (const [code, result] of platformFiles)
    if (result.outcome === 'refused')
      app.log.error(
        { merchant: code, problems: result.problems.map((p) => `${p.path}: ${p.message}`) },
        `platform.json of ${code} refused: the settings stay as they were (npm run validate)`,
      );
  const stopHousekeeping = startHousekeeping(db, app.log);
  const stopReceiptTimeouts = startReceiptTimeouts(db, deps.merchants, app.log);
  const stopPlatformWatch = watchPlatformFiles(db, config.whitelabelsDir, deps.merchants, app.log);
  return {
    app,
    deps,
    async close() {
      await app.close();
      await stopPlatformWatch();
      // Reset mails go out after their answer: let them finish before the database closes.
      await resetMailsSent();
      await chat.close();
      await stopReceiptTimeouts();
      await sink?.close();
      await stopHousekeeping();
      await limiter.close();
      await guesses.close();
      await db.close();
    },
  };
}
