import type { Messages } from '@lingui/core';
import type { Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from './languages';

/**
 * The core of a language's catalog (split at build time from its one messages.po, see
 * scripts/i18n/catalog-parts.ts): the words every page may show first, and the loaders of
 * the language's other parts, the back office's words and each widget folder's own.
 */
interface CatalogCore {
  messages: Messages;
  parts: Record<string, () => Promise<{ messages: Messages }>>;
}

/**
 * Each language's core is its own chunk; the entry holds one loader per language. (Written
 * out, not `import.meta.glob`: the schema generator loads the widget registry, and with it
 * this file, outside Vite.)
 */
const cores: Record<string, () => Promise<CatalogCore>> = {
  en: () => import('./locales/en/messages.po?part=core'),
  zh: () => import('./locales/zh/messages.po?part=core'),
  vi: () => import('./locales/vi/messages.po?part=core'),
  ja: () => import('./locales/ja/messages.po?part=core'),
  th: () => import('./locales/th/messages.po?part=core'),
  fil: () => import('./locales/fil/messages.po?part=core'),
  id: () => import('./locales/id/messages.po?part=core'),
};

function coreOf(language: Language): Promise<CatalogCore> {
  const load = cores[LANGUAGE_INFO[language].locale];
  if (!load) throw new Error(`No catalog for ${language}`);
  return load();
}

/**
 * One part of a language's catalog: `core`, `backoffice` or a widget folder's. A folder whose
 * words are few keeps them in core and has no part of its own: it gets no messages.
 */
export async function loadCatalog(language: Language, part = 'core'): Promise<Messages> {
  const core = await coreOf(language);
  if (part === 'core') return core.messages;
  const load = core.parts[part];
  return load ? (await load()).messages : {};
}

/** The names of every part besides core (the same for every language). */
export async function catalogPartNames(): Promise<string[]> {
  return Object.keys((await coreOf('EN')).parts);
}
