import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_SETTINGS_FILE_BYTES,
  parseJsonSource,
  type TextPlace,
} from '../../schemas/site/check/json-source';

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
  // theme.json that is not JSON stops the site as site.json's own parse error would.
  const themeError = (theme as { $parseError?: unknown } | null)?.$parseError;
  if (typeof themeError === 'string') return { $parseError: themeError };
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
  const read = readSettingsFile(file);
  // A file that is not JSON (or too big to read) reaches the portal as a configuration error, not a crash.
  const value = read.ok
    ? read.value
    : { $parseError: `${path.basename(file)}:${read.where}: ${read.message}` };
  cache.set(file, { stamp, value });
  return value;
}

export type ReadSettingsFile =
  | { ok: true; value: unknown; text: string; placeOf: (pointer: string) => TextPlace }
  | { ok: false; message: string; where: string; place: TextPlace };

/**
 * A settings file (site.json, theme.json, platform.json) parsed with the places of its
 * values. A file over MAX_SETTINGS_FILE_BYTES is refused from its size alone, unread, so a
 * 50 MB upload costs a stat rather than a parse.
 */
export function readSettingsFile(file: string): ReadSettingsFile {
  const { size } = fs.statSync(file);
  if (size > MAX_SETTINGS_FILE_BYTES) {
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    return {
      ok: false,
      message: `the file is ${mb(size)}; a settings file may be at most ${mb(MAX_SETTINGS_FILE_BYTES)}`,
      where: '1:1',
      place: { line: 1, column: 1 },
    };
  }
  const text = fs.readFileSync(file, 'utf8');
  const parsed = parseJsonSource(text);
  return parsed.ok
    ? { ok: true, value: parsed.value, text, placeOf: parsed.placeOf }
    : {
        ok: false,
        message: `not JSON: ${parsed.message}`,
        where: `${parsed.place.line}:${parsed.place.column}`,
        place: parsed.place,
      };
}
