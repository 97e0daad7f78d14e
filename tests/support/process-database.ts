import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/open-pglite';
import { openPostgres } from '../../server/db/open-postgres';
import { pgliteDataDirFromSnapshot, postgresFromTemplate } from './database-snapshot';

export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  /** The environment a server process needs to use it. */
  env: Record<string, string>;
  /** Open it from the test (on PGlite only while no server process has it open). */
  withDb<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

/**
 * A seeded database for server processes: a new database on the PostgreSQL of
 * TEST_DATABASE_URL, else a PGlite data folder in a temporary directory.
 */
export async function processDatabase(): Promise<ProcessDatabase> {
  const whitelabels = path.resolve('whitelabels');
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const { url, drop } = await postgresFromTemplate(admin, whitelabels);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url },
      async withDb(fn) {
        const db = await openPostgres(url, 4);
        try {
          return await fn(db);
        } finally {
          await db.close();
        }
      },
      cleanup: drop,
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-proc-'));
  await pgliteDataDirFromSnapshot(whitelabels, dir);
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    async withDb(fn) {
      const db = await openPglite(dir);
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    },
    async cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
