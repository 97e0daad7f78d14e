import type { Site } from '@schemas/site/site';
import { verifyStoredSite } from './validate-site';
import { whitelabelSites } from './whitelabel-sites';

/** A whitelabel's site, migrated and validated as the platform would; throws if it is not valid. */
export function loadWhitelabelSite(code = 'aurora'): Site {
  const raw = whitelabelSites[code];
  if (!raw) throw new Error(`No whitelabel ${code}`);
  const verdict = verifyStoredSite(raw);
  if (!verdict.ok) throw new Error(verdict.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  return verdict.site;
}
