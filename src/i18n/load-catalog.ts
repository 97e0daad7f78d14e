import type { Messages } from '@lingui/core';
import type { Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from './languages';

/**
 * Each catalog is its own chunk: a page carries only the language it shows.
 * The .po files are compiled by the Lingui Vite plugin.
 */
const loaders: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  zh: () => import('./locales/zh/messages.po'),
  vi: () => import('./locales/vi/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  th: () => import('./locales/th/messages.po'),
  fil: () => import('./locales/fil/messages.po'),
  id: () => import('./locales/id/messages.po'),
};

export async function loadCatalog(language: Language): Promise<Messages> {
  const load = loaders[LANGUAGE_INFO[language].locale];
  if (!load) throw new Error(`No catalog for ${language}`);
  return (await load()).messages;
}
