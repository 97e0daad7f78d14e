import path from 'node:path';
import { poolSize } from './services/auth/hash-pool';

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the server uses embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  production: boolean;
  /** Honour `?wl=<merchant>` to switch whitelabel (development and demos only). */
  allowWhitelabelSwitch: boolean;
  /** Folder holding the built portal (index.html and assets). */
  portalDir: string;
  /**
   * The built renderer of a guest's first screen (`npm run build` writes
   * dist-ssr/render-first-screen.js; FIRST_SCREEN_MODULE, empty for none): pages then carry
   * their first screen as HTML (docs/decisions/first-screen-from-the-platform.md).
   */
  firstScreenModule: string | undefined;
  /** Folder holding whitelabels/<merchant>/site.json. */
  whitelabelsDir: string;
  logLevel: string;
  /** Trust X-Forwarded-For from a load balancer. */
  trustProxy: boolean;
  /** Password-hashing workers and how many hashes may wait for one (beyond: 503 BUSY). */
  hashWorkers: number;
  hashQueue: number;
  /** Seed demo data for every whitelabel on first start. */
  seedDemo: boolean;
  /** Run background jobs (lottery draws) in this process; every process may (JOBS=0 turns them off). */
  runJobs: boolean;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); none means "use the sink" or no mail. */
  smtpUrl: string | undefined;
  /** Sender of platform mail. */
  mailFrom: string;
  /**
   * Port of the built-in SMTP sink (development and tests: mail goes through real SMTP
   * into the mail_sink table). Used only when smtpUrl is unset; undefined turns it off.
   * 0 picks a free port.
   */
  smtpSinkPort: number | undefined;
  /** Let local browser tests read captcha answers, the SMS outbox and the mail sink (DEV_OUTBOX=1). */
  devOutbox: boolean;
  /** How often the sessions behind open chat-room sockets are checked (CHAT_SESSION_SWEEP_MS). */
  chatSessionSweepMs: number;
  /**
   * How often each process plays the sports fixtures whose kick-off has come (SPORTS_TICK_MS,
   * 2000): the tests that race two processes for the same fixtures tick faster.
   */
  sportsTickMs: number;
  /**
   * TEST_FAULTS=1: a call may ask (header `x-test-fault`) to lose its answer after it
   * committed, so tests can retry a money call whose answer never arrived
   * (server/http/test-faults.ts). Refused with NODE_ENV=production: the server does not start.
   */
  testFaults: boolean;
  /**
   * The one host the back office answers on (ADMIN_HOST, default `admin.localhost`): its calls
   * and its app are served there only, never on a merchant's domain.
   */
  adminHost: string;
  /** Folder holding the built back office (`npm run build` writes dist-admin/; ADMIN_DIR). */
  adminDir: string;
  /** Minutes without a call after which an operator session ends (OPS_IDLE_MINUTES, default 15). */
  opsIdleMinutes: number;
}

/** A setting that must never reach production stopped the start. */
export class RefusedSetting extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd();
  const production = env.NODE_ENV === 'production';
  const testFaults = env.TEST_FAULTS === '1';
  if (production && testFaults)
    throw new RefusedSetting(
      'TEST_FAULTS=1 is a test-only switch (it lets a call drop its answer) and is refused with NODE_ENV=production',
    );
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolveDataDir(root, env.DATA_DIR),
    redisUrl: env.REDIS_URL || undefined,
    production,
    allowWhitelabelSwitch: env.WL_SWITCH ? env.WL_SWITCH === '1' : !production,
    portalDir: path.resolve(root, env.PORTAL_DIR ?? './dist'),
    firstScreenModule:
      env.FIRST_SCREEN_MODULE === ''
        ? undefined
        : path.resolve(root, env.FIRST_SCREEN_MODULE ?? './dist-ssr/render-first-screen.js'),
    whitelabelsDir: path.resolve(root, env.WHITELABELS_DIR ?? './whitelabels'),
    logLevel: env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === '1',
    ...hashBounds(env),
    seedDemo: env.SEED_DEMO !== '0',
    runJobs: env.JOBS !== '0',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tessera <no-reply@tessera.localhost>',
    smtpSinkPort: env.SMTP_SINK_PORT ? Number(env.SMTP_SINK_PORT) : production ? undefined : 2525,
    devOutbox: env.DEV_OUTBOX === '1',
    adminHost: (env.ADMIN_HOST ?? 'admin.localhost').toLowerCase(),
    adminDir: path.resolve(root, env.ADMIN_DIR ?? './dist-admin'),
    opsIdleMinutes: positiveOr(env.OPS_IDLE_MINUTES, 15),
    chatSessionSweepMs: Number(env.CHAT_SESSION_SWEEP_MS) > 0 ? Number(env.CHAT_SESSION_SWEEP_MS) : 15_000,
    sportsTickMs: positiveOr(env.SPORTS_TICK_MS, 2000),
    testFaults,
  };
}

/** `memory://` is PGlite's in-memory database, not a folder: it must not be resolved as a path. */
function resolveDataDir(root: string, dataDir: string | undefined): string {
  if (dataDir?.startsWith('memory://')) return dataDir;
  return path.resolve(root, dataDir ?? './data');
}

function hashBounds(env: Readonly<Record<string, string | undefined>>): {
  hashWorkers: number;
  hashQueue: number;
} {
  const { size, queueLimit } = poolSize(env);
  return { hashWorkers: size, hashQueue: queueLimit };
}

/** A whole number above zero from the environment, else the default. */
function positiveOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}
