import { spawnSync } from 'node:child_process';
import { COMMITTED_GEN_OUTPUTS } from './gen/committed-outputs';

/**
 * Run after `npm run gen`: every generated file that is committed must still match the commit.
 * A difference means someone changed a source (a contract in schemas/api, a widget's props,
 * the site or theme schema) without committing what it generates.
 */
const status = spawnSync('git', ['status', '--porcelain', '--', ...COMMITTED_GEN_OUTPUTS], {
  encoding: 'utf8',
});
if (status.status !== 0) {
  console.error(`git status failed: ${status.stderr}`);
  process.exit(1);
}
const changed = status.stdout
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => line.slice(3));
if (changed.length) {
  console.error(
    [
      'Generated files differ from the commit:',
      ...changed.map((file) => `  - ${file}`),
      'Run `npm run gen` and commit the result with the change that caused it.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`generated files match the commit (${COMMITTED_GEN_OUTPUTS.length} checked)`);
