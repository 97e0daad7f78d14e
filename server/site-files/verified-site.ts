import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SiteVerdict } from '../../schemas/site/check/verify-site';
import { combineSiteFiles, fileStamp, readWhitelabelFiles, type WhitelabelFiles } from './read-whitelabel';
import { verifyWithSchema } from './site-validator';

/** The merchant's site files as they are now, and what the checks say of them. */
export interface CheckedFiles {
  files: WhitelabelFiles;
  /** sha-256 of the files' content: the same content has the same digest after a restart. */
  digest: string;
  verdict: SiteVerdict;
  /** True on the first call that saw this version of the files (report problems once). */
  fresh: boolean;
}

const cache = new Map<string, { stamp: string; checked: CheckedFiles }>();

/**
 * A merchant's site files, migrated, validated (defaults filled) and checked, or
 * the problems that keep them from opening. Checked again only when site.json or
 * theme.json changes.
 */
export function checkedWhitelabelFiles(whitelabelsDir: string, code: string): CheckedFiles {
  const dir = path.join(whitelabelsDir, code);
  const stamp = ['site.json', 'theme.json'].map((f) => fileStamp(path.join(dir, f))).join('|');
  const hit = cache.get(dir);
  if (hit?.stamp === stamp) return { ...hit.checked, fresh: false };
  const files = readWhitelabelFiles(whitelabelsDir, code);
  const checked: CheckedFiles = {
    files,
    digest: siteDigest(files),
    verdict: verifyWithSchema(combineSiteFiles(files)),
    fresh: true,
  };
  cache.set(dir, { stamp, checked });
  return checked;
}

export function siteDigest(files: WhitelabelFiles): string {
  return createHash('sha256')
    .update(JSON.stringify({ site: files.site, theme: files.theme ?? null }))
    .digest('hex');
}
