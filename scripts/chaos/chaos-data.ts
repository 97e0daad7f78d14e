import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/open-pglite';
import { openPostgres } from '../../server/db/open-postgres';
import { pgliteDataDirFromSnapshot, postgresFromTemplate } from '../../tests/support/database-snapshot';

export type Engine = 'pglite' | 'postgres';

/** One engine's data for a run: fresh, seeded, removed at the end. */
export interface ChaosData {
  engine: Engine;
  /** What the platform process needs to start on it. */
  env: Record<string, string>;
  /**
   * Open the data as it is now, while no platform has it open, or (PGlite) a copy of it taken
   * while the platform was down: the check then reads what the restarted platform recovers.
   */
  open(): Promise<Database>;
  /** PGlite: copy the folder now (the platform is down); the next `open` reads the copy. */
  freeze(): void;
  cleanup(): Promise<void>;
}

const WHITELABELS = path.resolve(import.meta.dirname, '../../whitelabels');

export async function chaosData(engine: Engine, adminUrl: string | undefined): Promise<ChaosData> {
  if (engine === 'postgres') {
    if (!adminUrl) throw new Error('PostgreSQL needs DATABASE_URL (or TEST_DATABASE_URL)');
    const { url, drop } = await postgresFromTemplate(adminUrl, WHITELABELS);
    return {
      engine,
      env: { DATABASE_URL: url },
      open: () => openPostgres(url, 2),
      freeze: () => undefined,
      cleanup: drop,
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-chaos-'));
  const dir = path.join(root, 'data');
  const copy = path.join(root, 'copy');
  let frozen = false;
  await pgliteDataDirFromSnapshot(WHITELABELS, dir);
  return {
    engine,
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    async open() {
      if (!frozen) return openPglite(dir);
      frozen = false;
      const db = await openPglite(copy);
      return {
        ...db,
        close: async () => (await db.close(), fs.rmSync(copy, { recursive: true, force: true })),
      };
    },
    freeze() {
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(dir, copy, { recursive: true });
      frozen = true;
    },
    async cleanup() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
