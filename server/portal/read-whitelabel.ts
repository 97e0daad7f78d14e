import fs from 'node:fs';
import path from 'node:path';

/** A merchant's site files as read: site.json and theme.json (undefined when there is none). */
export interface WhitelabelFiles {
  site: unknown;
  theme: unknown;
}

/**
 * A merchant's site as the portal receives it: site.json with the tokens of
 * theme.json placed under `theme`. Read fresh when the files change.
 */
export function readWhitelabelSite(whitelabelsDir: string, code: string): unknown {
  return combineSiteFiles(readWhitelabelFiles(whitelabelsDir, code));
}

/** site.json and theme.json of a merchant, each parsed (a file that is not JSON reads as `{ $parseError }`). */
export function readWhitelabelFiles(whitelabelsDir: string, code: string): WhitelabelFiles {
  const dir = path.join(whitelabelsDir, code);
  const themeFile = path.join(dir, 'theme.json');
  return {
    site: readJsonCached(path.join(dir, 'site.json')),
    theme: fs.existsSync(themeFile) ? readJsonCached(themeFile) : undefined,
  };
}

/** The site the schema checks: site.json with theme.json under `theme`. */
export function combineSiteFiles({ site, theme }: WhitelabelFiles): unknown {
  if (theme === undefined || typeof site !== 'object' || site === null) return site;
  return { ...(site as Record<string, unknown>), theme };
}

/** Merchant codes: the folders of whitelabels/ that hold a site.json. */
export function listWhitelabels(whitelabelsDir: string): string[] {
  return fs
    .readdirSync(whitelabelsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(whitelabelsDir, d.name, 'site.json')))
    .map((d) => d.name)
    .sort();
}

const cache = new Map<string, { stamp: string; value: unknown }>();

/** When a file last changed, as precisely as the file system says (size too: two writes in one tick). */
export function fileStamp(file: string): string {
  try {
    const { mtimeMs, size } = fs.statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return 'none';
  }
}

function readJsonCached(file: string): unknown {
  const stamp = fileStamp(file);
  if (stamp === 'none') fs.statSync(file); // throws the file system's own error
  const hit = cache.get(file);
  if (hit && hit.stamp === stamp) return hit.value;
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    // A file that is not JSON reaches the portal as a configuration error, not a crash.
    value = { $parseError: `${path.basename(file)}: ${(err as Error).message}` };
  }
  cache.set(file, { stamp, value });
  return value;
}
