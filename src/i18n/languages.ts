import { LANGUAGES, type Language } from '@schemas/site/constants';

export interface LanguageInfo {
  /** Lingui catalog locale. */
  locale: string;
  /** BCP 47 tag for Intl and the html lang attribute. */
  tag: string;
  /** Name in its own language, for the picker. */
  nativeName: string;
  /** Which font stack of the theme to use. */
  script: 'latin' | 'cjk' | 'thai' | 'vietnamese';
}

/** The header codes of the spec and what each means here. TY is Filipino (docs/decisions). */
export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  EN: { locale: 'en', tag: 'en', nativeName: 'English', script: 'latin' },
  CN: { locale: 'zh', tag: 'zh-CN', nativeName: '简体中文', script: 'cjk' },
  VI: { locale: 'vi', tag: 'vi', nativeName: 'Tiếng Việt', script: 'vietnamese' },
  JA: { locale: 'ja', tag: 'ja', nativeName: '日本語', script: 'cjk' },
  TH: { locale: 'th', tag: 'th', nativeName: 'ไทย', script: 'thai' },
  TY: { locale: 'fil', tag: 'fil', nativeName: 'Filipino', script: 'latin' },
  ID: { locale: 'id', tag: 'id', nativeName: 'Bahasa Indonesia', script: 'latin' },
};

export const DEFAULT_LANGUAGE: Language = 'EN';

/**
 * The first of the browser's languages the portal speaks (for pages shown before any
 * site is known), else the default.
 */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    const found = (Object.entries(LANGUAGE_INFO) as [Language, LanguageInfo][]).find(
      ([, info]) => info.locale === base || info.tag.toLowerCase() === tag.toLowerCase(),
    );
    if (found) return found[0];
  }
  return DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
