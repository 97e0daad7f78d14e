import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { BufferBlob } from '../../server/db/buffer-blob';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/open-pglite';
import { openPostgres } from '../../server/db/open-postgres';
import { seedDemo } from '../../server/seed/seed-demo';
import { syncMerchants } from '../../server/seed/sync-merchants';

/**
 * A fresh platform database costs seconds (PGlite start, migrations, demo seed of
 * thousands of games). Tests build it once per version of the code and clone it:
 * a PGlite data-folder snapshot on disk, or a PostgreSQL template database.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/tessera-db');
/** Templates and test databases unused for this long are dropped by the next run. */
const STALE_TEMPLATE_MS = 6 * 3600_000;
const STALE_TEST_DB_MS = 3 * 3600_000;

function listFiles(dir: string, keep: (f: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name))
    .filter(keep)
    .sort();
}

/** Hash of everything that decides what a freshly migrated and seeded database holds. */
export function snapshotKey(whitelabelsDir: string): string {
  const hash = createHash('sha256');
  const files = [
    ...listFiles(path.join(ROOT, 'server'), (f) => /\.(ts|sql|json)$/.test(f) && !f.endsWith('.test.ts')),
    ...listFiles(path.join(ROOT, 'schemas'), (f) => f.endsWith('.ts')),
    ...listFiles(whitelabelsDir, (f) => f.endsWith('.json')),
    path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const f of files) hash.update(f).update('\0').update(fs.readFileSync(f)).update('\0');
  return hash.digest('hex').slice(0, 20);
}

async function populate(db: Database, whitelabelsDir: string): Promise<void> {
  await migrate(db);
  await syncMerchants(db, whitelabelsDir);
  await seedDemo(db);
}

/** Run `fn` holding a lock directory (several test workers may start at once). */
async function withDirLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lockDir, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/** An in-memory PGlite holding the migrated, seeded snapshot. */
export async function pgliteFromSnapshot(whitelabelsDir: string): Promise<Database> {
  return openPglite('memory://', {
    loadDataDir: await seededSnapshot(whitelabelsDir),
    sharedBuffers: '16MB',
  });
}

/**
 * An in-memory PGlite as its initdb leaves it, for platforms that migrate and seed their own
 * way: PGlite's initdb takes 2.5-4 s, opening its result 0.5 s.
 */
export async function pgliteEmpty(): Promise<Database> {
  const version = createHash('sha256')
    .update(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')))
    .digest('hex')
    .slice(0, 20);
  const empty = await snapshotBlob(`pglite-empty-${version}`, async () => undefined);
  return openPglite('memory://', { loadDataDir: empty, sharedBuffers: '16MB' });
}

/** A PGlite data folder on disk holding the snapshot, for a server process to start on. */
export async function pgliteDataDirFromSnapshot(whitelabelsDir: string, dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await openPglite(dataDir, { loadDataDir: await seededSnapshot(whitelabelsDir) });
  await db.close();
}

/** The migrated database with the whitelabels of `whitelabelsDir` and the demo data. */
function seededSnapshot(whitelabelsDir: string): Promise<Blob> {
  return snapshotBlob(`pglite-${snapshotKey(whitelabelsDir)}`, (db) => populate(db, whitelabelsDir));
}

/** The snapshot `name` in the cache, made with `fill` when it is not there yet. */
async function snapshotBlob(name: string, fill: (db: Database) => Promise<void>): Promise<Blob> {
  const file = path.join(CACHE_DIR, `${name}.tar`);
  if (!fs.existsSync(file)) {
    await withDirLock(path.join(CACHE_DIR, 'pglite.lock'), async () => {
      if (fs.existsSync(file)) return;
      const db = await openPglite('memory://');
      try {
        await fill(db);
        // A snapshot taken after a checkpoint starts without replaying the seed's WAL, and
        // without the spare segments it is smaller: a test database opens in 0.53 s, not 1.3 s.
        await db.exec('CHECKPOINT');
        const [wal] = await db.query<{ name: string }>(
          'SELECT pg_walfile_name(pg_current_wal_lsn()) AS name',
        );
        const blob = await (db.dump as () => Promise<Blob>)();
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, withoutSpareWal(Buffer.from(await blob.arrayBuffer()), wal!.name));
        fs.renameSync(tmp, file);
      } finally {
        await db.close();
      }
      // Keep the few newest snapshots (other checkouts of other versions may use them).
      const stale = fs
        .readdirSync(CACHE_DIR)
        .filter((f) => f.startsWith('pglite-') && f.endsWith('.tar'))
        .map((f) => ({ p: path.join(CACHE_DIR, f), at: fs.statSync(path.join(CACHE_DIR, f)).mtimeMs }))
        .sort((a, b) => b.at - a.at)
        .slice(5);
      for (const o of stale)
        if (o.p !== file && Date.now() - o.at > 30 * 60_000) fs.rmSync(o.p, { force: true });
    });
  }
  fs.utimesSync(file, new Date(), new Date());
  // A worker keeps its modules from file to file: read the ~90 MB once, not per platform.
  let blob = blobs.get(file);
  if (!blob) blobs.set(file, (blob = new BufferBlob(fs.readFileSync(file), 'application/x-tar')));
  return blob;
}

const blobs = new Map<string, Blob>();

/**
 * The data folder's tar without the WAL segments after `current`: empty ones PostgreSQL
 * made ahead of need (32 of the snapshot's 95 MB), which every test platform would unpack.
 */
function withoutSpareWal(tar: Buffer, current: string): Buffer {
  const kept: Buffer[] = [];
  const field = (header: Buffer, from: number, to: number) =>
    header
      .subarray(from, to)
      .toString('latin1')
      .replace(/\0[^]*$/, '');
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(field(header, 124, 136).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const segment = /\/pg_wal\/([0-9A-F]{24})$/.exec(field(header, 0, 100))?.[1];
    if (!segment || segment <= current) kept.push(tar.subarray(at, end));
    at = end;
  }
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}

async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_LOCK = 72_410_002;

/**
 * A new database cloned from the template of this code version (built on first
 * use), and a function that drops it again.
 */
export async function postgresFromTemplate(
  adminUrl: string,
  whitelabelsDir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `tessera_tpl_${snapshotKey(whitelabelsDir)}`;
  const name = `tessera_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount === 0) {
        const building = `${template}_b`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const db = await openPostgres(databaseUrl(adminUrl, building), 2);
        try {
          await populate(db, whitelabelsDir);
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
        await sweepStale(admin, template);
      }
      await admin.query(`COMMENT ON DATABASE ${template} IS '${Date.now()}'`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** Drop templates nobody used for hours, and test databases a crashed run left behind. */
async function sweepStale(admin: pg.Client, current: string): Promise<void> {
  const rows = await admin.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database
      WHERE datname LIKE 'tessera\\_tpl\\_%' OR datname LIKE 'tessera\\_test\\_%'`,
  );
  const now = Date.now();
  for (const { datname, note } of rows.rows) {
    if (datname === current) continue;
    const stale = datname.startsWith('tessera_tpl_')
      ? now - Number(note ?? 0) > STALE_TEMPLATE_MS
      : now - parseInt(datname.split('_')[2] ?? '', 36) > STALE_TEST_DB_MS;
    if (stale) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
}
