import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
/** gzip -9 size of a built file, in bytes. */
export function gzipSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
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

/** Widget types a list of site nodes uses, children included. */
export function widgetTypesIn(nodes: unknown): string[] {
  const out = new Set<string>();
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const node of list as { type?: unknown; children?: unknown }[]) {
      if (typeof node?.type === 'string') out.add(node.type);
      walk(node?.children);
    }
  };
  walk(nodes);
  return [...out];
}

export interface Sizes {
  js: number;
  css: number;
  files: number;
}

export function sizesOf(dist: string, files: Iterable<string>): Sizes {
  const sizes: Sizes = { js: 0, css: 0, files: 0 };
  for (const file of files) {
    const size = gzipSize(dist, file);
    if (file.endsWith('.css')) sizes.css += size;
    else if (file.endsWith('.js')) sizes.js += size;
    else continue;
    sizes.files++;
  }
  return sizes;
}
