import type { Messages } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from './languages';
import { catalogPartNames, loadCatalog } from './load-catalog';

/** Parts besides core that this page shows: the back office's words, each loaded widget's. */
const includedParts = new Set<string>();
/** The object Lingui holds as each locale's messages: parts arriving later are merged into it. */
const catalogs = new Map<string, Messages>();
/** The language shown, and the one being loaded by a switch still in flight. */
let shown: Language | undefined;
let wanted: Language | undefined;

function catalogOf(language: Language): Messages {
  const locale = LANGUAGE_INFO[language].locale;
  const catalog = catalogs.get(locale) ?? {};
  catalogs.set(locale, catalog);
  return catalog;
}

async function loadParts(language: Language, parts: Iterable<string>): Promise<Messages> {
  const loaded = await Promise.all([...parts].map((part) => loadCatalog(language, part)));
  return Object.assign(catalogOf(language), ...loaded) as Messages;
}

/**
 * Load a part of the catalog (the back office's, a widget folder's) in the language shown and
 * in any being switched to, and with every language activated from now on. It lands in the
 * messages Lingui already holds without a change event: what needs it has not rendered yet.
 */
export async function includeCatalogPart(part: string): Promise<void> {
  includedParts.add(part);
  const languages = new Set([shown, wanted].filter((l): l is Language => l !== undefined));
  await Promise.all([...languages].map((language) => loadParts(language, [part])));
}

/** Every part with every language: stories and tests draw a widget's parts without loading the widget. */
export async function includeEveryCatalogPart(): Promise<void> {
  await Promise.all((await catalogPartNames()).map(includeCatalogPart));
}

/** Load the language's catalog (core and every included part), switch Lingui to it and tag the document. */
export async function activateLanguage(language: Language): Promise<void> {
  const info = LANGUAGE_INFO[language];
  // Already shown and no switch in flight: activating again would tell every component that
  // reads the language to draw again, the whole page once more just after its first render.
  if (shown === language && wanted === language && i18n.locale === info.locale) return;
  wanted = language;
  const messages = await loadParts(language, ['core', ...includedParts]);
  // A later switch that finished first wins.
  if (wanted !== language) return;
  i18n.loadAndActivate({ locale: info.locale, messages });
  shown = language;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = info.tag;
    document.documentElement.dataset.script = info.script;
  }
}
