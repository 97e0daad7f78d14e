import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ActivateLanguage from './activate-language';
import { catalogPartNames, loadCatalog } from './load-catalog';

/**
 * The parts a page has included live in the module: the unit tests share modules between
 * files, so this file starts from a fresh copy of it, with nothing included yet.
 */
let i18n: I18n;
let activateLanguage: typeof ActivateLanguage.activateLanguage;
let includeCatalogPart: typeof ActivateLanguage.includeCatalogPart;
beforeAll(async () => {
  vi.resetModules();
  ({ activateLanguage, includeCatalogPart } = await import('./activate-language'));
  ({ i18n } = await import('@lingui/core'));
});

/**
 * A language's whole catalog, compiled from its messages.po by the Lingui Vite plugin. The split
 * follows the source catalog's origins, the same for every language: the source and one
 * translation are checked (compiling all seven takes seconds).
 */
const wholeCatalog = {
  EN: () => import('./locales/en/messages.po'),
  TH: () => import('./locales/th/messages.po'),
};

const firstId = async (language: 'TH' | 'JA', part: string) => {
  const [id] = Object.keys(await loadCatalog(language, part));
  if (!id) throw new Error(`empty catalog part ${part}`);
  return id;
};

describe('catalog parts', () => {
  it('core, the back office’s part and the widgets’ parts make up a language’s catalog', async () => {
    const parts = await catalogPartNames();
    expect(parts).toContain('backoffice');
    expect(parts).toContain('withdraw-form');
    // The frame's widgets (on every first paint) keep their words in core.
    expect(parts).not.toContain('login-form');
    for (const language of ['EN', 'TH'] as const) {
      const core = await loadCatalog(language, 'core');
      const others = await Promise.all(parts.map((part) => loadCatalog(language, part)));
      const { messages: whole } = await wholeCatalog[language]();
      for (const part of others) expect(Object.keys(part).filter((id) => id in core)).toEqual([]);
      expect(Object.assign({}, core, ...others)).toEqual(whole);
      expect(Object.keys(core).length).toBeLessThan(Object.keys(whole).length / 2);
    }
  });

  it('a part included is loaded into the language shown at once, and with every language after', async () => {
    const backOfficeId = await firstId('TH', 'backoffice');
    const widgetId = await firstId('TH', 'withdraw-form');
    const coreId = await firstId('TH', 'core');

    await activateLanguage('TH');
    expect(i18n.messages[coreId]).toBeDefined();
    expect(i18n.messages[backOfficeId]).toBeUndefined();
    expect(i18n.messages[widgetId]).toBeUndefined();

    // A widget's words arrive with its chunk, before it renders: nothing re-renders for them.
    const changed = vi.fn();
    const stop = i18n.on('change', changed);
    await includeCatalogPart('withdraw-form');
    stop();
    expect(changed).not.toHaveBeenCalled();
    expect(i18n.messages[widgetId]).toEqual((await loadCatalog('TH', 'withdraw-form'))[widgetId]);

    includeCatalogPart('backoffice');
    await activateLanguage('JA');
    expect(i18n.locale).toBe('ja');
    for (const [id, part] of [
      [backOfficeId, 'backoffice'],
      [widgetId, 'withdraw-form'],
      [coreId, 'core'],
    ] as const)
      expect(i18n.messages[id]).toEqual((await loadCatalog('JA', part))[id]);
  });

  it('of two language switches in flight the later one is shown', async () => {
    const first = activateLanguage('TH');
    const second = activateLanguage('EN');
    await Promise.all([first, second]);
    expect(i18n.locale).toBe('en');
  });

  it('activating the language already shown changes nothing, so the page is not drawn again', async () => {
    await activateLanguage('EN');
    const changed = vi.fn();
    const stop = i18n.on('change', changed);
    await activateLanguage('EN');
    expect(changed).not.toHaveBeenCalled();
    // A switch away and back is still told each time.
    await activateLanguage('TH');
    await activateLanguage('EN');
    stop();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(i18n.locale).toBe('en');
  });

  it('a word module’s words that only some widgets show come with those widgets’ words, not in core', async () => {
    // From src/i18n/money-errors.ts, which member and agent widgets import.
    const { id } = msg`Please enter an amount`;
    for (const language of ['EN', 'TH'] as const) {
      expect(await loadCatalog(language, 'core')).not.toHaveProperty(id);
      expect(await loadCatalog(language, 'withdraw-form')).toHaveProperty(id);
      expect(await loadCatalog(language, 'deposit-form')).toHaveProperty(id);
    }
    // The frame's login form is on every first paint: the account answers it shows stay in core.
    expect(await loadCatalog('EN', 'core')).toHaveProperty(msg`Wrong username or password`.id);
  });

  it('a widget folder without words of its own gets none', async () => {
    expect(await loadCatalog('EN', 'login-form')).toEqual({});
  });
});
