import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import type { Language } from '@schemas/site/constants';
import type { SiteText } from '@schemas/site/text';
import { languageAtom } from '../atoms/preferences';
import { readySiteAtom } from '../atoms/site';

/** Resolve site text: a catalog id through Lingui, or the merchant's wording in the language. */
export function resolveSiteText(
  text: SiteText,
  language: Language,
  fallback: Language,
  translate: (id: string) => string,
): string {
  if (typeof text === 'string') return translate(text);
  return text[language] ?? text[fallback] ?? text.EN ?? Object.values(text)[0] ?? '';
}

/** A function turning site text into the current language's words. */
export function useSiteText(): (text: SiteText) => string {
  const { i18n } = useLingui();
  const language = useAtomValue(languageAtom);
  const fallback = useAtomValue(readySiteAtom).languages.default;
  return (text) => resolveSiteText(text, language, fallback, (id) => i18n._(id));
}
