import fs from 'node:fs';
import path from 'node:path';

export interface CatalogEntry {
  id: string;
  translation: string;
  /** Source files named in the entry's `#:` comments. */
  origins: string[];
}

/** One .po catalog as a map from message id to its entry (the header entry left out). */
export type Catalog = Map<string, CatalogEntry>;

export const LOCALES_DIR = path.resolve('src', 'i18n', 'locales');
export const SOURCE_LOCALE = 'en';

/** Read a .po file written by Lingui: `msgid`/`msgstr` pairs, strings possibly continued over lines. */
export function parsePo(text: string): Catalog {
  const catalog: Catalog = new Map();
  let origins: string[] = [];
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let translation = '';
  const flush = () => {
    if (field && id) catalog.set(id, { id, translation, origins });
    origins = [];
    field = null;
    id = '';
    translation = '';
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    if (line.startsWith('#:')) {
      if (field === 'msgstr') flush();
      origins.push(...line.slice(2).trim().split(/\s+/));
      continue;
    }
    if (line.startsWith('#')) {
      if (field === 'msgstr') flush();
      continue;
    }
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid' && field === 'msgstr') {
        const keep = origins;
        flush();
        origins = keep;
      }
      field = start[1] as 'msgid' | 'msgstr';
      const value = unquote(start[2] ?? '""');
      if (field === 'msgid') id = value;
      else translation = value;
      continue;
    }
    if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else translation += unquote(line);
    }
  }
  flush();
  return catalog;
}

function unquote(quoted: string): string {
  return JSON.parse(quoted.replace(/\\(?!["\\nt])/g, '\\\\')) as string;
}

/** Every locale's catalog, by Lingui locale (en, zh, vi, ja, th, fil, id). */
export function readCatalogs(dir = LOCALES_DIR): Map<string, Catalog> {
  const out = new Map<string, Catalog>();
  for (const locale of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, locale, 'messages.po');
    if (fs.existsSync(file)) out.set(locale, parsePo(fs.readFileSync(file, 'utf8')));
  }
  return out;
}

/** Placeholders of an ICU message: `{name}`, `{0}`, and the argument of plural/select. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

export interface CatalogProblem {
  locale: string;
  id: string;
  message: string;
}

/**
 * What keeps a catalog from being complete: an id of the source catalog it lacks,
 * an empty translation, or placeholders that differ from the source's.
 */
export function catalogProblems(catalogs: Map<string, Catalog>): CatalogProblem[] {
  const source = catalogs.get(SOURCE_LOCALE);
  if (!source) return [{ locale: SOURCE_LOCALE, id: '', message: 'the source catalog is missing' }];
  const problems: CatalogProblem[] = [];
  for (const [locale, catalog] of catalogs) {
    if (locale === SOURCE_LOCALE) continue;
    for (const [id, entry] of source) {
      const own = catalog.get(id);
      const sourceText = entry.translation || id;
      if (!own) problems.push({ locale, id, message: 'is missing (run npm run i18n:extract)' });
      else if (!own.translation.trim()) problems.push({ locale, id, message: 'is not translated' });
      else if (placeholders(own.translation).join() !== placeholders(sourceText).join())
        problems.push({
          locale,
          id,
          message: `placeholders ${placeholders(own.translation).join(', ') || '(none)'} differ from the source’s ${placeholders(sourceText).join(', ') || '(none)'}`,
        });
    }
    for (const id of catalog.keys())
      if (!source.has(id))
        problems.push({ locale, id, message: 'is not in the source catalog (run npm run i18n:extract)' });
  }
  return problems;
}
