import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: build the portal when it has not been built, then run the platform
 * (API + portal) in this process on PORT (default 8080).
 */
const indexFile = path.resolve(process.env.PORTAL_DIR ?? 'dist', 'index.html');
if (!fs.existsSync(indexFile)) {
  console.log('start: building the portal first (npm run build)...');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
process.env.WL_SWITCH ??= '1';
await import('../server/main');
