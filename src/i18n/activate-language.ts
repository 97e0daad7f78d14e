import { i18n } from '@lingui/core';
import type { Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from './languages';
import { loadCatalog } from './load-catalog';

/** Load the language's catalog, switch Lingui to it and tag the document. */
export async function activateLanguage(language: Language): Promise<void> {
  const info = LANGUAGE_INFO[language];
  const messages = await loadCatalog(language);
  i18n.loadAndActivate({ locale: info.locale, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = info.tag;
    document.documentElement.dataset.script = info.script;
  }
}
