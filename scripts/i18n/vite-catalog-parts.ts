import path from 'node:path';
import { getConfig } from '@lingui/conf';
import {
  createCompiledCatalog,
  getCatalogDependentFiles,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { BACK_OFFICE_PART, CORE_PART, partsOf, requestedPart, widgetPartsOf } from './catalog-parts.ts';
import { consumersFrom, importersIn, type ConsumersOf } from './import-graph.ts';
import { isSharedPart, sharedParts } from './shared-parts.ts';

type Extracted = Record<string, { origin?: readonly (readonly [string, ...unknown[]])[] }>;

const filesOf = (entry: Extracted[string]) => (entry.origin ?? []).map(([file]) => file);

/** How a catalog is split: the message ids of each part, and the shared parts each other part loads with it. */
interface CatalogSplit {
  ids: Map<string, Set<string>>;
  needs: Map<string, Set<string>>;
}

/**
 * The message ids of each part, from the source locale's extracted catalog (every locale has
 * the same ids). `frameFolders`: widget folders whose words stay in core; undefined, every
 * widget's words stay in core. `consumersOf`: who imports each shared module (none given,
 * a shared module's words stay in core).
 */
export function idsByPart(
  extracted: Extracted,
  frameFolders: ReadonlySet<string> | undefined,
  consumersOf: ConsumersOf = () => undefined,
): CatalogSplit {
  const origins = Object.entries(extracted).map(([id, entry]) => [id, filesOf(entry)] as const);
  const widgetParts = frameFolders
    ? widgetPartsOf(
        origins.map(([, files]) => files),
        frameFolders,
      )
    : new Set<string>();
  const loadsParts = (needer: string) =>
    needer === BACK_OFFICE_PART || (frameFolders !== undefined && !frameFolders.has(needer));
  const shared = sharedParts(origins, loadsParts, consumersOf);
  const ids = new Map<string, Set<string>>(
    [CORE_PART, BACK_OFFICE_PART, ...widgetParts, ...new Set(shared.partOf.values())].map((part) => [
      part,
      new Set<string>(),
    ]),
  );
  // A folder that shows only a word module's words has a part of its own too: it imports them.
  for (const needer of shared.needs.keys()) if (!ids.has(needer)) ids.set(needer, new Set());
  for (const [id, files] of origins) {
    const sharedPart = shared.partOf.get(id);
    for (const part of sharedPart ? [sharedPart] : partsOf(files, widgetParts)) ids.get(part)?.add(id);
  }
  return { ids, needs: shared.needs };
}

/**
 * The loaders core carries for the other parts of its language: a widget asks core for its
 * folder's words, so the entry chunk holds one loader per language, not one per part. A
 * shared part has none: the parts that need it import it.
 */
function partLoaders(parts: Iterable<string>): string {
  const loaders = [...parts]
    .filter((part) => part !== CORE_PART && !isSharedPart(part))
    .map(
      (part) => `  ${JSON.stringify(part)}: () => import(${JSON.stringify(`./messages.po?part=${part}`)}),`,
    );
  return `\nexport const parts = {\n${loaders.join('\n')}\n};\n`;
}

const OWN_MESSAGES = 'export const messages=';

/** A part's compiled words with the shared parts it needs imported into them. */
function withSharedParts(source: string, shared: readonly string[]): string {
  if (shared.length === 0) return source;
  if (!source.includes(OWN_MESSAGES)) throw new Error('A compiled catalog no longer exports `messages=`');
  const imports = shared.map(
    (part, i) => `import { messages as shared${i} } from ${JSON.stringify(`./messages.po?part=${part}`)};\n`,
  );
  const all = ['{}', ...shared.map((_, i) => `shared${i}`), 'own'].join(', ');
  return `${imports.join('')}${source.replace(OWN_MESSAGES, 'const own=')}\nexport const messages = Object.assign(${all});\n`;
}

/**
 * Compiles `src/i18n/locales/<locale>/messages.po?part=<part>` into the messages of that part
 * only (see catalog-parts.ts), the way the Lingui Vite plugin compiles a whole `.po`: the
 * split happens at build and dev time, so nothing generated is committed.
 * `widgetPartsBesides`: give each widget folder a part of its own but these (the widgets of
 * the whitelabels' frames, on every first paint anyway); left out, widgets' words stay in
 * core (the back office, which shows none of them, needs no loaders for them).
 */
export function catalogParts(options: { widgetPartsBesides?: readonly string[] } = {}): Plugin {
  const config = getConfig({});
  const rootDir = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? 'en';
  const fallbackLocales = config.fallbackLocales || {};
  const frame = options.widgetPartsBesides && new Set(options.widgetPartsBesides);
  // One reading of each catalog per build (or per change of a catalog while serving): a
  // language has a part per widget folder.
  let memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!memo.has(key)) memo.set(key, read());
    return memo.get(key) as Promise<T>;
  };
  return {
    name: 'tessera-catalog-parts',
    buildStart() {
      memo = new Map();
    },
    watchChange(id) {
      if (id.endsWith('.po')) memo = new Map();
    },
    async transform(_source, id) {
      const part = requestedPart(id);
      if (!part) return undefined;
      const file = id.split('?')[0] ?? id;
      const catalogs = await once('catalogs', () => getCatalogs(config));
      const found = getCatalogForFile(path.relative(rootDir, file), catalogs);
      if (!found) throw new Error(`${file} is in no catalog of lingui.config.ts`);
      const { locale, catalog } = found;
      const dependencies = await once(`${catalog.path} ${locale} files`, () =>
        getCatalogDependentFiles(catalog, locale),
      );
      for (const dependency of dependencies) this.addWatchFile(dependency);
      this.addWatchFile(file);
      const parts = await once(`${catalog.path} parts`, async () =>
        idsByPart(
          (await catalog.read(sourceLocale)) ?? {},
          frame,
          // Who imports each shared module, read once per build, as the catalog is.
          frame && consumersFrom(importersIn(rootDir)),
        ),
      );
      const ids = parts.ids.get(part);
      if (!ids) throw new Error(`${id}: no catalog part "${part}"`);
      const { messages } = await once(`${catalog.path} ${locale}`, () =>
        catalog.getTranslations(locale, { fallbackLocales, sourceLocale }),
      );
      const own = Object.fromEntries(Object.entries(messages).filter(([msgId]) => ids.has(msgId)));
      const { source, errors } = createCompiledCatalog(locale, own, { namespace: 'es' });
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`);
      const code =
        part === CORE_PART
          ? source + partLoaders(parts.ids.keys())
          : withSharedParts(source, [...(parts.needs.get(part) ?? [])]);
      return { code, map: null, moduleType: 'js' };
    },
  };
}
