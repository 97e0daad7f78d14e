import fs from 'node:fs';
import path from 'node:path';
import type { SiteVerdict } from '../../schemas/site/check/verify-site';
import { readWhitelabelSite } from './read-whitelabel';
import { verifyWithSchema } from './site-validator';

const cache = new Map<string, { stamp: string; verdict: SiteVerdict }>();

/**
 * A merchant's site as the portal renders it: migrated, validated (defaults filled)
 * and checked, or the problems that keep it from opening. Verified again only when
 * site.json or theme.json changes; `onProblems` hears about each new broken version once.
 */
export function verifiedWhitelabelSite(
  whitelabelsDir: string,
  code: string,
  onProblems?: (verdict: Extract<SiteVerdict, { ok: false }>) => void,
): SiteVerdict {
  const dir = path.join(whitelabelsDir, code);
  const stamp = ['site.json', 'theme.json'].map((f) => mtimeOf(path.join(dir, f))).join('|');
  const hit = cache.get(dir);
  if (hit?.stamp === stamp) return hit.verdict;
  const verdict = verifyWithSchema(readWhitelabelSite(whitelabelsDir, code));
  cache.set(dir, { stamp, verdict });
  if (!verdict.ok) onProblems?.(verdict);
  return verdict;
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
