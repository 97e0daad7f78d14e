import fs from 'node:fs';
import path from 'node:path';
import type { TextPlace } from '../../schemas/site/check/json-source';
import type { SiteProblem } from '../../schemas/site/check/site-problems';
import { readSettingsFile, type ReadSettingsFile } from './read-whitelabel';

/** A problem in a merchant's file, at a line and column when the file could be read. */
export interface FileProblem extends SiteProblem {
  file: string;
  place?: TextPlace;
  /** A note is worth knowing but does not fail the check (an old schema version, what a switch removes). */
  severity?: 'error' | 'note';
}

/**
 * One problem as one line, the way compilers print them, so editors and terminals link to
 * the place: `whitelabels/aurora/site.json:120:17: error: pages › / › banner-carousel
 * "home-banners" › props.group: banner group "homee" is not declared (did you mean "home"?)`.
 */
export function problemLine(p: FileProblem): string {
  const where = p.place ? `${p.file}:${p.place.line}:${p.place.column}` : p.file;
  const hint = p.suggestion ? ` (did you mean "${p.suggestion}"?)` : '';
  return `${where}: ${p.severity ?? 'error'}: ${p.path}: ${p.message}${hint}`;
}

/** A merchant's file named from the current folder, as `npm run validate` prints it. */
export function whitelabelFileLabel(whitelabelsDir: string, code: string, name: string): string {
  return path.join(path.relative(process.cwd(), whitelabelsDir) || '.', code, name);
}

/**
 * Problems of a merchant's combined site (site.json with theme.json under `theme`) placed
 * in the file each belongs to, at its line and column.
 */
export function locateSiteProblems(
  whitelabelsDir: string,
  code: string,
  problems: readonly SiteProblem[],
): FileProblem[] {
  const dir = path.join(whitelabelsDir, code);
  const label = (name: string) => whitelabelFileLabel(whitelabelsDir, code, name);
  const reads = new Map<string, ReadSettingsFile>();
  for (const name of ['site.json', 'theme.json']) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) reads.set(name, readSettingsFile(file));
  }
  // A file that cannot be read is the whole story: nothing in it could be checked.
  const unreadable = [...reads].flatMap(([name, read]): FileProblem[] =>
    read.ok
      ? []
      : [{ file: label(name), place: read.place, pointer: '', path: '(file)', message: read.message }],
  );
  if (unreadable.length) return unreadable;
  const placer = (name: string) => {
    const read = reads.get(name);
    return read?.ok ? read.placeOf : undefined;
  };
  const site = placer('site.json');
  const theme = placer('theme.json');
  return problems.map((p) => {
    if (theme && (p.pointer === '/theme' || p.pointer.startsWith('/theme/')))
      return {
        ...p,
        file: label('theme.json'),
        path: p.path.replace(/^theme( › )?/, '') || '(theme)',
        place: theme(p.pointer.slice('/theme'.length)),
      };
    return { ...p, file: label('site.json'), ...(site ? { place: site(p.pointer) } : {}) };
  });
}
