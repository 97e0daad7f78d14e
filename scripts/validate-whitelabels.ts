import path from 'node:path';
import { listWhitelabels } from '../server/portal/read-whitelabel';
import { checkWhitelabel } from './validate/check-whitelabel';

/**
 * `npm run validate [dir]`: check every whitelabel and print each problem with its
 * file, readable node path, message and a did-you-mean. Exits non-zero on any problem.
 */
const whitelabelsDir = path.resolve(process.argv[2] ?? 'whitelabels');
let failed = 0;
for (const code of listWhitelabels(whitelabelsDir)) {
  const problems = checkWhitelabel(whitelabelsDir, code);
  const label = path.join(path.relative(process.cwd(), whitelabelsDir) || '.', code);
  if (!problems.length) {
    console.log(`✓ ${label}`);
    continue;
  }
  failed++;
  console.log(`✗ ${label}: ${problems.length} problem${problems.length > 1 ? 's' : ''}`);
  for (const p of problems)
    console.log(
      `  ${p.file}: ${p.path}: ${p.message}${p.suggestion ? ` (did you mean "${p.suggestion}"?)` : ''}`,
    );
}
if (failed) {
  console.log(`\n${failed} whitelabel${failed > 1 ? 's' : ''} failed validation.`);
  process.exitCode = 1;
}
