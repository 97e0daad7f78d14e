import type { Messages } from '@lingui/core';
import type { Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from './languages';

/**
 * A part of a language's catalog (split at build time from its one messages.po, see
 * scripts/i18n/catalog-parts.ts): `core`, which every page loads, and `backoffice`, the words
 * only the back office shows, which the portal never loads.
 */
export type CatalogPart = 'core' | 'backoffice';

type Loader = () => Promise<{ messages: Messages }>;

/** Each part of each language is its own chunk: a page carries only what it shows. */
const loaders: Record<string, Record<CatalogPart, Loader>> = {
  en: {
    core: () => import('./locales/en/messages.po?part=core'),
    backoffice: () => import('./locales/en/messages.po?part=backoffice'),
  },
  zh: {
    core: () => import('./locales/zh/messages.po?part=core'),
    backoffice: () => import('./locales/zh/messages.po?part=backoffice'),
  },
  vi: {
    core: () => import('./locales/vi/messages.po?part=core'),
    backoffice: () => import('./locales/vi/messages.po?part=backoffice'),
  },
  ja: {
    core: () => import('./locales/ja/messages.po?part=core'),
    backoffice: () => import('./locales/ja/messages.po?part=backoffice'),
  },
  th: {
    core: () => import('./locales/th/messages.po?part=core'),
    backoffice: () => import('./locales/th/messages.po?part=backoffice'),
  },
  fil: {
    core: () => import('./locales/fil/messages.po?part=core'),
    backoffice: () => import('./locales/fil/messages.po?part=backoffice'),
  },
  id: {
    core: () => import('./locales/id/messages.po?part=core'),
    backoffice: () => import('./locales/id/messages.po?part=backoffice'),
  },
};

export async function loadCatalog(language: Language, part: CatalogPart = 'core'): Promise<Messages> {
  const load = loaders[LANGUAGE_INFO[language].locale]?.[part];
  if (!load) throw new Error(`No catalog for ${language}`);
  return (await load()).messages;
}
