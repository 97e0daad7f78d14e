import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'dist-server';

/**
 * Files the platform reads beside the module that reads them (the SQL migrations, the
 * password-hashing worker, the house games' pages): copied beside the compiled platform, so the
 * same `import.meta.url` path finds them in the source tree and in dist-server/.
 */
const BESIDE_THE_MODULE = [
  ['server/db/migrations', 'migrations'],
  ['server/services/auth/hash-worker.mjs', 'hash-worker.mjs'],
  ['server/house/public', 'public'],
] as const;

function copyBesideTheModule(): Plugin {
  return {
    name: 'copy-beside-the-module',
    apply: 'build',
    closeBundle() {
      for (const [from, to] of BESIDE_THE_MODULE)
        fs.cpSync(from, path.join(OUT_DIR, to), { recursive: true });
    },
  };
}

/**
 * The platform compiled once (`npm run build`) into dist-server/main.mjs, so production runs
 * plain node (`npm start`). Packages stay external: they load from node_modules as in development.
 */
export default defineConfig({
  publicDir: false,
  plugins: [copyBesideTheModule()],
  build: {
    ssr: 'server/main.ts',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    // Chunks beside main.mjs, not in assets/: the files copied beside the module are found there.
    rolldownOptions: {
      output: { format: 'esm', entryFileNames: 'main.mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
});
