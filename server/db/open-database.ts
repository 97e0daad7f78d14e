import fs from 'node:fs';
import type { Database } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (`memory://` keeps it in memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  return openPglite(opts.dataDir);
}
