import path from 'node:path';
import { getConfig } from '@lingui/conf';
import {
  createCompiledCatalog,
  getCatalogDependentFiles,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { catalogPartOf, requestedPart, type CatalogPart } from './catalog-parts';

/** The ids of a part, from the source locale's extracted catalog (every locale has the same ids). */
export function idsOfPart(
  extracted: Record<string, { origin?: readonly (readonly [string, ...unknown[]])[] }>,
  part: CatalogPart,
): Set<string> {
  return new Set(
    Object.entries(extracted)
      .filter(([, entry]) => catalogPartOf((entry.origin ?? []).map(([file]) => file)) === part)
      .map(([id]) => id),
  );
}

/**
 * Compiles `src/i18n/locales/<locale>/messages.po?part=<part>` into the messages of that part
 * only (see catalog-parts.ts), the way the Lingui Vite plugin compiles a whole `.po`: the
 * split happens at build and dev time, so nothing generated is committed.
 */
export function catalogParts(): Plugin {
  const config = getConfig({});
  const rootDir = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? 'en';
  const fallbackLocales = config.fallbackLocales || {};
  return {
    name: 'tessera-catalog-parts',
    async transform(_source, id) {
      const part = requestedPart(id);
      if (!part) return undefined;
      const file = id.split('?')[0] ?? id;
      const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is in no catalog of lingui.config.ts`);
      const { locale, catalog } = found;
      for (const dependency of await getCatalogDependentFiles(catalog, locale)) this.addWatchFile(dependency);
      this.addWatchFile(file);
      const extracted = (await catalog.read(sourceLocale)) ?? {};
      const ids = idsOfPart(extracted, part);
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales,
        sourceLocale,
      });
      const own = Object.fromEntries(Object.entries(messages).filter(([msgId]) => ids.has(msgId)));
      const { source, errors } = createCompiledCatalog(locale, own, { namespace: 'es' });
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
