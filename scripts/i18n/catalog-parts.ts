/**
 * The parts a locale's compiled catalog is split into at build time (one `messages.po` per
 * locale stays the translators' source):
 * - `core`: the words a first paint may need (the app, the shared kit, the frame's widgets),
 *   loaded before the portal renders;
 * - `backoffice`: the words only the back office shows, which the portal never loads;
 * - one part per widget folder with enough words of its own, loaded with the widget's chunk
 *   (src/widgets/define-widget.ts). A widget never imports another widget's folder (eslint),
 *   so the words a widget shows are its folder's, core's or a shared module's;
 * - one part per shared module whose words only widgets with parts and the back office show
 *   (`src/i18n/money-errors.ts`: shared-parts.ts), loaded with each of those parts.
 */
export const CORE_PART = 'core';
export const BACK_OFFICE_PART = 'backoffice';

/** A folder with fewer words of its own keeps them in core: a request would cost more than they weigh. */
export const MIN_WIDGET_PART = 6;

export const BACK_OFFICE_DIR = 'src/backoffice/';
/** A widget's own files; its registration (`*.widget.ts`) is in the entry chunk, so its words are core's. */
export const WIDGET_FILE = /^src\/widgets\/([a-z0-9-]+)\/(?![^/]*\.widget\.ts$)/;

export const normalised = (files: readonly string[]) => files.map((f) => f.replaceAll('\\', '/'));

/** The widget folders a message is used in, or undefined when it is used anywhere else too. */
function widgetFoldersOf(files: readonly string[]): Set<string> | undefined {
  if (files.length === 0) return undefined;
  const folders = new Set<string>();
  for (const file of normalised(files)) {
    const folder = WIDGET_FILE.exec(file)?.[1];
    if (!folder || folder === CORE_PART || folder === BACK_OFFICE_PART) return undefined;
    folders.add(folder);
  }
  return folders;
}

/**
 * The widget folders whose words make a part of their own, from the origins (source files) of
 * every message: not the frame's (header, footer, side bars: on every first paint anyway) and
 * not those with fewer than MIN_WIDGET_PART words used nowhere else.
 */
export function widgetPartsOf(
  originsOfEachMessage: Iterable<readonly string[]>,
  frameFolders: ReadonlySet<string>,
): Set<string> {
  const counts = new Map<string, number>();
  for (const files of originsOfEachMessage) {
    const folders = widgetFoldersOf(files);
    if (!folders || [...folders].some((f) => frameFolders.has(f))) continue;
    for (const folder of folders) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= MIN_WIDGET_PART).map(([folder]) => folder));
}

/** The parts a message goes in, from the source files it is used in (its `#:` origins). */
export function partsOf(files: readonly string[], widgetParts: ReadonlySet<string>): string[] {
  const paths = normalised(files);
  if (paths.length > 0 && paths.every((p) => p.startsWith(BACK_OFFICE_DIR))) return [BACK_OFFICE_PART];
  const folders = widgetFoldersOf(paths);
  return folders && [...folders].every((f) => widgetParts.has(f)) ? [...folders] : [CORE_PART];
}

/** The part a module id asks for (`…/messages.po?part=core`), or undefined for any other module. */
export function requestedPart(id: string): string | undefined {
  const [file, query] = id.split('?');
  if (!file?.endsWith('.po') || !query) return undefined;
  const part = new URLSearchParams(query).get('part');
  return part && /^[a-z0-9-]+$/.test(part) ? part : undefined;
}
