import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { readConfig, type ServerConfig } from '../../server/config';
import type { LogStream } from '../../server/app';
import { prepareServer, type RunningServer } from '../../server/start-server';
import { pgliteEmpty, pgliteFromSnapshot, postgresFromTemplate } from './database-snapshot';

export interface TestServer extends RunningServer {
  /** Inject a request with the module header and a host of the given merchant's domain. */
  call(opts: InjectOptions & { token?: string; merchant?: string }): Promise<LightMyRequestResponse>;
  /** The envelope of a response, parsed. */
  json<T = unknown>(
    res: LightMyRequestResponse,
  ): {
    success: boolean;
    code: string;
    message: string;
    value: T;
    errors?: { field: string; message: string }[];
    requestId?: string;
    /** Present (true) when a money call answered a retry with its first answer. */
    replayed?: boolean;
  };
}

/**
 * A platform on a fresh database: PGlite in memory, or a new database on the
 * PostgreSQL of TEST_DATABASE_URL (dropped again on close). Both start from a
 * migrated, seeded snapshot built once per version of the code (database-snapshot.ts).
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  opts: { logStream?: LogStream } = {},
): Promise<TestServer> {
  const base = readConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const whitelabelsDir = overrides.whitelabelsDir ?? path.resolve('whitelabels');
  // The standard demo database has its snapshot; a platform that seeds its own way starts from
  // an empty one and migrates.
  const snapshot = overrides.seedDemo !== false;
  const admin = process.env.TEST_DATABASE_URL;
  let drop = async () => undefined as void;
  let databaseUrl: string | undefined;
  if (admin && !overrides.databaseUrl) {
    const fresh = snapshot ? await postgresFromTemplate(admin, whitelabelsDir) : await emptyPostgres(admin);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const config: ServerConfig = {
    ...base,
    databaseUrl,
    dataDir: 'memory://',
    whitelabelsDir,
    portalDir: path.resolve('tests/support/no-portal'),
    // Pages without a first screen, whatever the working tree has built (tests of it pass one).
    firstScreenModule: undefined,
    allowWhitelabelSwitch: true,
    smtpUrl: undefined,
    smtpSinkPort: 0,
    devOutbox: true,
    // Money tests send bursts of calls that each check a payment password; the hashing
    // queue's own bound is tested with its own settings (password-hashing.test.ts).
    hashQueue: 128,
    ...overrides,
  };
  const db =
    config.databaseUrl || config.dataDir !== 'memory://'
      ? undefined
      : snapshot
        ? await pgliteFromSnapshot(whitelabelsDir)
        : await pgliteEmpty();
  const server = await prepareServer(config, { ...(db ? { db } : {}), ...opts });
  return {
    ...server,
    async close() {
      await server.close();
      await drop();
    },
    call({ token, merchant = 'aurora', headers, ...opts }) {
      return server.app.inject({
        ...opts,
        headers: {
          host: `${merchant}.localhost`,
          'x-module': 'app',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
    },
    json(res) {
      return res.json();
    },
  };
}

/** An empty database on the test PostgreSQL (for tests that seed their own way). */
async function emptyPostgres(admin: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tessera_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
