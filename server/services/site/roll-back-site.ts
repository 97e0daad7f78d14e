import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { combineSiteFiles } from '../../site-files/read-whitelabel';
import { verifyWithSchema } from '../../site-files/site-validator';
import { siteDigest } from '../../site-files/verified-site';
import { recordAcceptedVersion, siteVersionById, type SiteVersion } from './site-versions';

export class RollbackRefused extends Error {}

/**
 * Put an accepted version back in the merchant's folder: it becomes the newest version
 * (author `rollback to <id>`) and every running platform serves it at its next request.
 * Refused when the version no longer passes today's checks.
 */
export async function rollBackSite(
  db: Database,
  whitelabelsDir: string,
  merchant: { id: number; code: string },
  versionId: number,
): Promise<SiteVersion> {
  const stored = await siteVersionById(db, merchant.id, versionId);
  if (!stored) throw new RollbackRefused(`${merchant.code} has no site version ${versionId}`);
  const verdict = verifyWithSchema(combineSiteFiles(stored.files));
  if (!verdict.ok)
    throw new RollbackRefused(
      `version ${versionId} no longer passes the checks: ${verdict.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    );
  // Kept first, then written: a platform that reads the files meanwhile finds them already kept.
  const version = await recordAcceptedVersion(
    db,
    merchant.id,
    stored.files,
    siteDigest(stored.files),
    `rollback to ${versionId}`,
  );
  const dir = path.join(whitelabelsDir, merchant.code);
  writeJson(path.join(dir, 'site.json'), stored.files.site);
  if (stored.files.theme !== undefined) writeJson(path.join(dir, 'theme.json'), stored.files.theme);
  return version;
}

/** Write through a temporary file and a rename, so a reader never meets half a file. */
function writeJson(file: string, value: unknown): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}
