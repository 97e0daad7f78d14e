// `npm start`: plain node runs the compiled platform (API + portal + back office) on PORT
// (default 8080). The build (`npm run build`) runs first when it is missing or older than the
// sources, so a fresh clone and a pulled change both start what the tree holds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BUILT = [
  'dist/index.html',
  'dist-admin/admin.html',
  'dist-server/main.mjs',
  'dist-ssr/render-first-screen.js',
];
const SOURCES = ['src', 'server', 'schemas', 'index.html', 'admin.html', 'package-lock.json'];

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = Math.min(...BUILT.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
if (builtAt < Math.max(...SOURCES.map(newest))) {
  console.log('start: building the portal and the platform first (npm run build)...');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
process.env.WL_SWITCH ??= '1';
await import('../dist-server/main.mjs');
