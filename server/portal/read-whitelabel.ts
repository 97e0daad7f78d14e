import fs from 'node:fs';
import path from 'node:path';

/**
 * A merchant's site as the portal receives it: site.json with the tokens of
 * theme.json placed under `theme`. Read fresh when the files change.
 */
export function readWhitelabelSite(whitelabelsDir: string, code: string): unknown {
  const dir = path.join(whitelabelsDir, code);
  const site = readJsonCached(path.join(dir, 'site.json'));
  const themeFile = path.join(dir, 'theme.json');
  if (!fs.existsSync(themeFile) || typeof site !== 'object' || site === null) return site;
  return { ...(site as Record<string, unknown>), theme: readJsonCached(themeFile) };
}

/** Merchant codes: the folders of whitelabels/ that hold a site.json. */
export function listWhitelabels(whitelabelsDir: string): string[] {
  return fs
    .readdirSync(whitelabelsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(whitelabelsDir, d.name, 'site.json')))
    .map((d) => d.name)
    .sort();
}

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

function readJsonCached(file: string): unknown {
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value;
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    // A file that is not JSON reaches the portal as a configuration error, not a crash.
    value = { $parseError: `${path.basename(file)}: ${(err as Error).message}` };
  }
  cache.set(file, { mtimeMs, value });
  return value;
}
