import path from 'node:path';
import { problemLine } from '../server/site-files/problem-lines';
import { listWhitelabels } from '../server/site-files/read-whitelabel';
import { runOpsCommand } from './ops/run-ops-command';
import { checkWhitelabel, upgradeSiteFile } from './validate/check-whitelabel';

/**
 * `npm run validate [-- --fix] [dir]`: check every whitelabel in one pass and print each
 * problem on one line as compilers do (file:line:column: error: node: message, did you
 * mean). Exits non-zero on any error; notes do not fail. `--fix` first writes site.json
 * files of an older schema version upgraded to the current one. `--live` then says where the
 * files differ from what players get (the platform's database, or the running platform).
 */
const args = process.argv.slice(2);
const fix = args.includes('--fix');
const live = args.includes('--live');
const whitelabelsDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'whitelabels');
let failed = 0;
for (const code of listWhitelabels(whitelabelsDir)) {
  const label = path.join(path.relative(process.cwd(), whitelabelsDir) || '.', code);
  if (fix) {
    const applied = await upgradeSiteFile(whitelabelsDir, code);
    if (applied.length) console.log(`${path.join(label, 'site.json')}: upgraded (${applied.join(', ')})`);
  }
  const found = checkWhitelabel(whitelabelsDir, code);
  const errors = found.filter((p) => p.severity !== 'note');
  for (const p of found) console.log(problemLine(p));
  if (errors.length) failed++;
  console.log(
    errors.length ? `✗ ${label}: ${errors.length} problem${errors.length > 1 ? 's' : ''}` : `✓ ${label}`,
  );
}
if (failed) {
  console.log(`\n${failed} whitelabel${failed > 1 ? 's' : ''} failed validation.`);
  process.exitCode = 1;
}
if (live) {
  try {
    const drift = await runOpsCommand(['site', 'drift'], { ...process.env, WHITELABELS_DIR: whitelabelsDir });
    console.log(`\n${drift.output}`);
    if (!drift.ok) process.exitCode = 1;
  } catch (err) {
    console.log(`\ncannot compare with what is live: ${(err as Error).message}`);
    process.exitCode = 1;
  }
}
