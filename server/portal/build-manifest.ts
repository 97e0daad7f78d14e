import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest, or undefined when the portal is not built (tests, a fresh checkout). */
export function readManifest(dist: string): Manifest | undefined {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest key of the HTML's entry chunk. */
export function entryKeyOf(manifest: Manifest): string | undefined {
  return Object.keys(manifest).find((k) => manifest[k]?.isEntry);
}

/**
 * The files a chunk needs before it runs: itself, its static imports (which the
 * HTML preloads or the loader fetches with it) and their CSS, transitively.
 */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The manifest key of a widget type's component (one folder per widget, named after it). */
export const widgetKey = (type: string) => `src/widgets/${type}/${type}.tsx`;

/**
 * The manifest key of a part of a language's catalog (a Lingui locale such as `en` or `zh`;
 * `core` is what every page loads, see scripts/i18n/catalog-parts.ts).
 */
export const catalogKey = (locale: string, part = 'core') =>
  `src/i18n/locales/${locale}/messages.po?part=${part}`;
