import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readManifest as readBuiltManifest, type Manifest } from '../../server/portal/build-manifest';

/** The build's manifest; the bench cannot run without one. */
export function readManifest(dist: string): Manifest {
  const manifest = readBuiltManifest(dist);
  if (!manifest) throw new Error(`No build manifest in ${dist}: build the portal first`);
  return manifest;
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
