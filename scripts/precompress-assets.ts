// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside each hashed text asset, so the
// platform sends compressed bytes without compressing on every request (@fastify/static's
// preCompressed). Usage: tsx scripts/precompress-assets.ts dist dist-admin
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|txt|html)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/** Writes the compressed copies under `dir`'s assets folder; answers how many files it compressed. */
export function precompress(dir: string): number {
  const assets = path.join(dir, 'assets');
  if (!fs.existsSync(assets)) return 0;
  let count = 0;
  for (const name of fs.readdirSync(assets, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(assets, name);
    if (!TEXT.test(name) || !fs.statSync(file).isFile()) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) console.log(`precompress: ${dir}: ${precompress(dir)} assets`);
}
