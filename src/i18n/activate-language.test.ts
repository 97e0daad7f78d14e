import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage, includeCatalogPart } from './activate-language';
import { loadCatalog } from './load-catalog';

/**
 * A language's whole catalog, compiled from its messages.po by the Lingui Vite plugin. The split
 * follows the source catalog's origins, the same for every language: the source and one
 * translation are checked (compiling all seven takes seconds).
 */
const wholeCatalog = {
  EN: () => import('./locales/en/messages.po'),
  TH: () => import('./locales/th/messages.po'),
};

describe('catalog parts', () => {
  it('core and the back office’s part split a language’s catalog between them', async () => {
    for (const language of ['EN', 'TH'] as const) {
      const core = await loadCatalog(language, 'core');
      const backOffice = await loadCatalog(language, 'backoffice');
      const { messages: whole } = await wholeCatalog[language]();
      expect(Object.keys(backOffice).filter((id) => id in core)).toEqual([]);
      expect({ ...core, ...backOffice }).toEqual(whole);
      expect(Object.keys(backOffice).length).toBeGreaterThan(100);
    }
  });

  it('the portal activates core only; an app that includes a part gets it with every language', async () => {
    const [backOfficeId] = Object.keys(await loadCatalog('TH', 'backoffice'));
    const [coreId] = Object.keys(await loadCatalog('TH', 'core'));
    if (!backOfficeId || !coreId) throw new Error('empty catalog part');

    await activateLanguage('TH');
    expect(i18n.messages[coreId]).toBeDefined();
    expect(i18n.messages[backOfficeId]).toBeUndefined();

    includeCatalogPart('backoffice');
    await activateLanguage('TH');
    expect(i18n.locale).toBe('th');
    expect(i18n.messages[backOfficeId]).toEqual((await loadCatalog('TH', 'backoffice'))[backOfficeId]);

    // A language switch brings the included part in the new language before activating it.
    await activateLanguage('JA');
    expect(i18n.locale).toBe('ja');
    expect(i18n.messages[backOfficeId]).toEqual((await loadCatalog('JA', 'backoffice'))[backOfficeId]);
    expect(i18n.messages[coreId]).toEqual((await loadCatalog('JA', 'core'))[coreId]);
  });
});
