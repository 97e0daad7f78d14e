import type { Language } from '../constants';
import type { SiteProblem } from './site-problems';
import { didYouMean } from './did-you-mean';
import { readablePath } from './readable-path';

/** A site text and where it sits (a JSON pointer into the site). */
export interface TextUse {
  pointer: string;
  value: unknown;
}

export interface TranslationSources {
  /** Languages the site's header offers: inline texts need wording in each. */
  headerLanguages: readonly Language[];
  /** Translated message ids of each catalog, by catalog locale (en, zh, ...). */
  catalogs: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Missing translations: a catalog id must be translated in every catalog (players may
 * pick any header language, and merchants add languages later), and the merchant's
 * own wording must cover every header language.
 */
export function checkTranslations(
  site: unknown,
  texts: readonly TextUse[],
  sources: TranslationSources,
): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const seen = new Set<string>();
  const known = [...new Set([...sources.catalogs.values()].flatMap((ids) => [...ids]))];
  for (const { pointer, value } of texts) {
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const path = readablePath(site, pointer);
    if (typeof value === 'string') {
      const missing = [...sources.catalogs].filter(([, ids]) => !ids.has(value)).map(([locale]) => locale);
      if (missing.length === sources.catalogs.size) {
        const suggestion = didYouMean(value, known);
        problems.push({
          pointer,
          path,
          message: `text id "${value}" is in no catalog: add it to src/i18n/site-messages.ts, or write the words inline`,
          ...(suggestion ? { suggestion } : {}),
        });
      } else if (missing.length) {
        problems.push({
          pointer,
          path,
          message: `text id "${value}" is not translated in ${missing.join(', ')}`,
        });
      }
    } else if (typeof value === 'object' && value !== null) {
      const wording = value as Partial<Record<Language, string>>;
      const missing = sources.headerLanguages.filter((l) => !wording[l]?.trim());
      if (missing.length)
        problems.push({
          pointer,
          path,
          message: `has no wording in ${missing.join(', ')} (the header offers ${sources.headerLanguages.join(', ')})`,
        });
    }
  }
  return problems;
}
