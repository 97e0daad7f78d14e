import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { combineSiteFiles } from '../../site-files/read-whitelabel';
import { verifyWithSchema } from '../../site-files/site-validator';
import { siteDigest } from '../../site-files/verified-site';
import { recordAudit } from '../operators/operator-audit';
import { assertBase, type Actor } from './publish-site';
import {
  insertSiteVersion,
  lockMerchant,
  newestSiteVersion,
  siteVersionById,
  type StoredSiteVersion,
} from './site-versions';

export class RollbackRefused extends Error {
  constructor(
    message: string,
    /** The version does not exist for this merchant (a 404 in the studio). */
    readonly missing = false,
  ) {
    super(message);
  }
}

export interface RollbackOutcome {
  /** The newest version afterwards: the new copy, or the target when it was the newest already. */
  version: StoredSiteVersion;
  /** The newest version before; undefined when nothing changed. */
  previous: StoredSiteVersion | undefined;
}

/**
 * Put an accepted version back in the merchant's folder: it becomes the newest version
 * (author `rollback to <id>`) and every running platform serves it at its next request.
 * Refused when the version no longer passes today's checks; a 409 when `baseVersionId` is
 * given and another version was accepted since (the ops CLI gives none: it rolls back over
 * whatever is newest). The base check, the new row, the files and the audit line all happen
 * under the lock on the merchant's row, as a publish does, so of two rollbacks (or a rollback
 * and a publish) from the same base one wins and the other is told.
 */
export async function rollBackSite(
  deps: { db: Database; whitelabelsDir: string },
  merchant: { id: number; code: string },
  versionId: number,
  by: { actor: Actor; baseVersionId?: number | null },
): Promise<RollbackOutcome> {
  return deps.db.tx(async (q) => {
    await lockMerchant(q, merchant.id);
    const newest = await newestSiteVersion(q, merchant.id);
    if (by.baseVersionId !== undefined) assertBase(newest, by.baseVersionId);
    const stored = await siteVersionById(q, merchant.id, versionId);
    if (!stored) throw new RollbackRefused(`${merchant.code} has no site version ${versionId}`, true);
    // Rolling back to what is served already changes nothing, and writes nothing.
    if (stored.id === newest?.id) return { version: stored, previous: undefined };
    const verdict = verifyWithSchema(combineSiteFiles(stored.files));
    if (!verdict.ok)
      throw new RollbackRefused(
        `version ${versionId} no longer passes the checks: ${verdict.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      );
    const version = await insertSiteVersion(
      q,
      merchant.id,
      stored.files,
      siteDigest(stored.files),
      `rollback to ${versionId}`,
    );
    // Written before the lock is let go: the next writer finds the files and the row together.
    const dir = path.join(deps.whitelabelsDir, merchant.code);
    writeJson(path.join(dir, 'site.json'), stored.files.site);
    if (stored.files.theme !== undefined) writeJson(path.join(dir, 'theme.json'), stored.files.theme);
    await recordAudit(q, {
      ...by.actor,
      action: 'site.rollback',
      merchantId: merchant.id,
      target: `site:${merchant.code}`,
      before: { versionId: newest?.id ?? null },
      after: { versionId: version.id, restored: versionId },
    });
    return { version, previous: newest };
  });
}

/** Write through a temporary file and a rename, so a reader never meets half a file. */
function writeJson(file: string, value: unknown): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}
