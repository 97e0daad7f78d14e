import { i18n } from '@lingui/core';
import type { Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from './languages';
import { loadCatalog, type CatalogPart } from './load-catalog';

/** The parts besides core this app shows (the back office's own words); none in the portal. */
const appParts = new Set<CatalogPart>();

/** Load this part of the catalog with every language activated from now on (before it renders). */
export function includeCatalogPart(part: CatalogPart): void {
  appParts.add(part);
}

/** Load the language's catalog (core and the app's parts), switch Lingui to it and tag the document. */
export async function activateLanguage(language: Language): Promise<void> {
  const info = LANGUAGE_INFO[language];
  const parts = await Promise.all(['core' as const, ...appParts].map((part) => loadCatalog(language, part)));
  i18n.loadAndActivate({
    locale: info.locale,
    messages: Object.assign({}, ...parts) as (typeof parts)[number],
  });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = info.tag;
    document.documentElement.dataset.script = info.script;
  }
}
