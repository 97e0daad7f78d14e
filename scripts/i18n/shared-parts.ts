import {
  BACK_OFFICE_DIR,
  BACK_OFFICE_PART,
  MIN_WIDGET_PART,
  WIDGET_FILE,
  normalised,
} from './catalog-parts.ts';
import type { ConsumersOf } from './import-graph';

/**
 * The words of shared word modules (`src/i18n/`) that no first paint needs.
 * `src/i18n/money-errors.ts` holds the answers of money calls that some thirty member and
 * agent widgets show; in core, every first visit would carry them. Such a module's words are
 * a part of their own instead, which the part of each widget folder (or the back office) that
 * imports the module imports in turn: it arrives with the widget's words, and a page's
 * preloads, which follow the build's chunk graph, include it.
 */
export interface SharedParts {
  /** The shared part of each message that has one. */
  partOf: Map<string, string>;
  /** For each widget folder or the back office, the shared parts it loads with its own words. */
  needs: Map<string, Set<string>>;
}

const SHARED_PREFIX = 'shared-';
/** The word modules; the shared kit's few words (`src/ui/`, `src/widget-kit/`) stay in core. */
const WORD_MODULES = 'src/i18n/';

/** Whether a part is a shared module's (loaded only with the parts that need it). */
export const isSharedPart = (part: string) => part.startsWith(SHARED_PREFIX);

/** The part a word module's words go in: `src/i18n/money-errors.ts` -> `shared-money-errors`. */
export function sharedPartOf(file: string): string {
  const name = file
    .replace(WORD_MODULES, '')
    .replace(/\.tsx?$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return SHARED_PREFIX + name;
}

/**
 * Who shows a message used in a shared module: the widget folders and the back office that
 * use it directly or import a module using it. Undefined when anything else may show it.
 */
function needersOf(files: readonly string[], consumersOf: ConsumersOf): Set<string> | undefined {
  const needers = new Set<string>();
  for (const file of files) {
    const folder = WIDGET_FILE.exec(file)?.[1];
    const consumers = folder
      ? [folder]
      : file.startsWith(BACK_OFFICE_DIR)
        ? [BACK_OFFICE_PART]
        : [...(consumersOf(file) ?? [])];
    if (consumers.length === 0) return undefined;
    for (const consumer of consumers) needers.add(consumer);
  }
  return needers;
}

/**
 * The shared parts of a catalog, from each message's origins (its `#:` source files).
 * `loadsParts`: whether a widget folder or the back office loads parts of its own (a frame's
 * widget does not: its words are core's, on every first paint). A message of a shared module
 * goes in the module's part when everyone who shows it loads parts; a part with fewer than
 * MIN_WIDGET_PART words stays in core (a request would cost more than they weigh).
 */
export function sharedParts(
  originsById: Iterable<readonly [string, readonly string[]]>,
  loadsParts: (needer: string) => boolean,
  consumersOf: ConsumersOf,
): SharedParts {
  const candidates = new Map<string, { ids: string[]; needers: Set<string> }>();
  for (const [id, origins] of originsById) {
    const files = normalised(origins);
    const shared = files.filter((f) => !WIDGET_FILE.test(f) && !f.startsWith(BACK_OFFICE_DIR)).sort();
    const module = shared[0];
    if (!module || !shared.every((f) => f.startsWith(WORD_MODULES))) continue;
    const needers = needersOf(files, consumersOf);
    if (!needers || ![...needers].every(loadsParts)) continue;
    const part = sharedPartOf(module);
    const candidate = candidates.get(part) ?? { ids: [], needers: new Set<string>() };
    candidate.ids.push(id);
    for (const needer of needers) candidate.needers.add(needer);
    candidates.set(part, candidate);
  }
  const partOf = new Map<string, string>();
  const needs = new Map<string, Set<string>>();
  for (const [part, { ids, needers }] of candidates) {
    if (ids.length < MIN_WIDGET_PART) continue;
    for (const id of ids) partOf.set(id, part);
    for (const needer of needers) needs.set(needer, (needs.get(needer) ?? new Set()).add(part));
  }
  return { partOf, needs };
}
