import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR, parsePo } from './read-catalogs';

/**
 * `npm test` step: every message of the source must be in the catalogs, or players
 * of every language would read it in English. Runs the extraction and compares the
 * messages before and after (origin comments and order do not count):
 * - a message the catalogs lacked: the step fails and leaves the extracted catalogs, so
 *   the new entries can be translated (the catalog test names them) and committed;
 * - entries the source no longer uses: harmless, reported, files left as they were.
 */
const files = fs
  .readdirSync(LOCALES_DIR)
  .map((locale) => path.join(LOCALES_DIR, locale, 'messages.po'))
  .filter((f) => fs.existsSync(f));
const before = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));
const run = spawnSync('node_modules/.bin/lingui', ['extract', '--clean'], { encoding: 'utf8' });
if (run.status !== 0 || /Cannot process file/.test(run.stdout + run.stderr)) {
  process.stdout.write(run.stdout + run.stderr);
  for (const [f, text] of before) fs.writeFileSync(f, text);
  console.log('\nMessage extraction failed: fix the file it names (the catalogs were left as they were).');
  process.exit(1);
}

const ids = (text: string) => new Set(parsePo(text).keys());
const added = new Set<string>();
const dropped = new Set<string>();
for (const f of files) {
  const was = ids(before.get(f) ?? '');
  const now = ids(fs.readFileSync(f, 'utf8'));
  for (const id of now) if (!was.has(id)) added.add(id);
  for (const id of was) if (!now.has(id)) dropped.add(id);
}
if (added.size) {
  console.log('Messages of the source missing from the catalogs (extraction has now added them):');
  for (const id of added) console.log(`  ${JSON.stringify(id)}`);
  console.log('Translate them in every catalog (npx vitest run scripts/i18n names them) and commit.');
  process.exitCode = 1;
} else {
  for (const [f, text] of before) fs.writeFileSync(f, text);
  if (dropped.size)
    console.log(
      `i18n: ${dropped.size} catalog entr${dropped.size > 1 ? 'ies are' : 'y is'} no longer used (${[
        ...dropped,
      ]
        .slice(0, 5)
        .map((id) => JSON.stringify(id))
        .join(', ')}); npm run i18n:extract drops them`,
    );
  console.log(`i18n: every message of the source is in the ${files.length} catalogs`);
}
