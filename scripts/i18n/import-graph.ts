import fs from 'node:fs';
import path from 'node:path';
import { BACK_OFFICE_DIR, BACK_OFFICE_PART, WIDGET_FILE } from './catalog-parts.ts';

/**
 * Who shows the words of a shared module (`src/i18n/money-errors.ts`, a `widget-kit` form):
 * the widget folders and the back office that import it, directly or through other shared
 * modules. Undefined when anything else reaches it (the app, the renderer, a widget's
 * registration, which are in the entry chunk): its words must be in core.
 */
export type ConsumersOf = (file: string) => ReadonlySet<string> | undefined;

/** Never in a bundle: their imports show nothing to anyone. */
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|^src\/.*\/__[^/]+__\//;
/** `import … from '…'`, `export … from '…'` and `import('…')`, but not `import type`. */
const SPECIFIERS =
  /(?:^|[^\w.])(?:import(?!\s+type\b)[^'"();]*?from\s*|export[^'";]*?from\s*|import\s*\(\s*)['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source files under `src/` that ship, as paths relative to `root` with forward slashes. */
function sourceFiles(root: string): string[] {
  const files = fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });
  return files
    .map((f) => `src/${f.replaceAll('\\', '/')}`)
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !NOT_SHIPPED.test(f));
}

/** A relative import of `from`, as a file of `known`; packages and aliases are not ours to follow. */
function resolved(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier.replace(/\?.*$/, ''));
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate));
}

/** Each file's importers, from the import statements of every shipped file under `src/`. */
export function importersIn(root: string): Map<string, Set<string>> {
  const files = sourceFiles(root);
  const known = new Set(files);
  const importers = new Map<string, Set<string>>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(SPECIFIERS)) {
      const target = resolved(file, match[1] ?? '', known);
      if (!target) continue;
      const set = importers.get(target) ?? new Set<string>();
      set.add(file);
      importers.set(target, set);
    }
  }
  return importers;
}

/** `ConsumersOf` over an importer map (see `importersIn`), each answer worked out once. */
export function consumersFrom(importers: ReadonlyMap<string, ReadonlySet<string>>): ConsumersOf {
  const memo = new Map<string, ReadonlySet<string> | undefined>();
  const walking = new Set<string>();
  /** The consumers, and whether the walk met a file still being walked (then it is partial). */
  const walk = (file: string): [ReadonlySet<string> | undefined, boolean] => {
    if (memo.has(file)) return [memo.get(file), false];
    // A cycle: the file further down the walk collects this one's consumers itself.
    if (walking.has(file)) return [new Set(), true];
    const direct = importers.get(file);
    // Imported by nothing: an entry point (the app's, the back office's) or unused.
    if (!direct || direct.size === 0) return [undefined, false];
    walking.add(file);
    let found: Set<string> | undefined = new Set();
    let partial = false;
    for (const importer of direct) {
      const folder = WIDGET_FILE.exec(importer)?.[1];
      if (folder) found.add(folder);
      else if (importer.startsWith(BACK_OFFICE_DIR)) found.add(BACK_OFFICE_PART);
      else {
        const [further, cut] = walk(importer);
        partial ||= cut;
        if (!further) {
          found = undefined;
          break;
        }
        for (const consumer of further) found.add(consumer);
      }
    }
    walking.delete(file);
    // Only a whole answer is kept; a partial one is worked out again when asked for itself.
    if (!partial || !found) memo.set(file, found);
    return [found, partial && found !== undefined];
  };
  return (file) => walk(file)[0];
}
