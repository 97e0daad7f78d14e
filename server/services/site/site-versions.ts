import type { Database, Queryable } from '../../db/database';
import type { WhitelabelFiles } from '../../site-files/read-whitelabel';

/** One accepted version of a merchant's site (docs/decisions/safe-publishing.md). */
export interface SiteVersion {
  id: number;
  digest: string;
  author: string;
  createdAt: string;
}

export interface StoredSiteVersion extends SiteVersion {
  files: WhitelabelFiles;
}

interface Row {
  id: string | number;
  digest: string;
  author: string;
  created_at: Date | string;
  site?: unknown;
  theme?: unknown;
}

const toVersion = (r: Row): SiteVersion => ({
  id: Number(r.id),
  digest: r.digest,
  author: r.author,
  createdAt: new Date(r.created_at).toISOString(),
});

const toStored = (r: Row): StoredSiteVersion => ({
  ...toVersion(r),
  files: { site: r.site, theme: r.theme ?? undefined },
});

/**
 * Hold the merchant's row until the transaction ends: every writer of its site versions
 * (folder absorb, publish, rollback) takes it first, so checking the newest version and
 * keeping the next one cannot interleave with another writer.
 */
export async function lockMerchant(q: Queryable, merchantId: number): Promise<void> {
  await q.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId]);
}

/** Keep a new version row; called under lockMerchant in the same transaction. */
export async function insertSiteVersion(
  q: Queryable,
  merchantId: number,
  files: WhitelabelFiles,
  digest: string,
  author: string,
): Promise<StoredSiteVersion> {
  const [row] = await q.query<Row>(
    `INSERT INTO site_versions (merchant_id, digest, site, theme, author) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, digest, author, created_at, site, theme`,
    [
      merchantId,
      digest,
      JSON.stringify(files.site),
      files.theme === undefined ? null : JSON.stringify(files.theme),
      author,
    ],
  );
  if (!row) throw new Error('the version just kept is missing');
  return toStored(row);
}

/**
 * Keep an accepted version: a new row unless the newest one already holds the same
 * content. The merchant's row is locked meanwhile, so two processes that accept the
 * same files together keep one row. Returns the newest version afterwards.
 */
export async function recordAcceptedVersion(
  db: Database,
  merchantId: number,
  files: WhitelabelFiles,
  digest: string,
  author: string,
): Promise<SiteVersion> {
  return db.tx(async (q) => {
    await lockMerchant(q, merchantId);
    const newest = await newestRow(q, merchantId, false);
    if (newest?.digest === digest) return toVersion(newest);
    const { files: _kept, ...version } = await insertSiteVersion(q, merchantId, files, digest, author);
    return version;
  });
}

/** The newest accepted version with its files, if the merchant has one. */
export async function newestSiteVersion(
  db: Queryable,
  merchantId: number,
): Promise<StoredSiteVersion | undefined> {
  const row = await newestRow(db, merchantId, true);
  return row ? toStored(row) : undefined;
}

/** One accepted version with its files. */
export async function siteVersionById(
  db: Queryable,
  merchantId: number,
  id: number,
): Promise<StoredSiteVersion | undefined> {
  const [row] = await db.query<Row>(
    'SELECT id, digest, author, created_at, site, theme FROM site_versions WHERE merchant_id = $1 AND id = $2',
    [merchantId, id],
  );
  return row ? toStored(row) : undefined;
}

/** The accepted versions, newest first, with their files (to compare each with the one before). */
export async function siteVersionHistory(
  db: Queryable,
  merchantId: number,
  limit: number,
): Promise<StoredSiteVersion[]> {
  const rows = await db.query<Row>(
    `SELECT id, digest, author, created_at, site, theme FROM site_versions
     WHERE merchant_id = $1 ORDER BY id DESC LIMIT $2`,
    [merchantId, limit],
  );
  return rows.map(toStored);
}

async function newestRow(q: Queryable, merchantId: number, withFiles: boolean): Promise<Row | undefined> {
  const [row] = await q.query<Row>(
    `SELECT id, digest, author, created_at${withFiles ? ', site, theme' : ''} FROM site_versions
     WHERE merchant_id = $1 ORDER BY id DESC LIMIT 1`,
    [merchantId],
  );
  return row;
}
