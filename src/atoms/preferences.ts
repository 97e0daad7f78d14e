import { atom } from 'jotai';
import type { Language } from '@schemas/site/constants';
import type { ThemeName } from '@schemas/site/theme';
import { isLanguage } from '../i18n/languages';
import { readySiteAtom } from './site';

const THEME_KEY = 'tsr.theme';
const LANGUAGE_KEY = 'tsr.language';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

const chosenThemeAtom = atom<ThemeName | null>(null);
const chosenLanguageAtom = atom<Language | null>(null);

/** The theme shown: the player's choice when valid, else the brand's default (spec: dark). */
export const themeAtom = atom(
  (get): ThemeName => {
    const chosen = get(chosenThemeAtom) ?? stored(THEME_KEY);
    return chosen === 'dark' || chosen === 'light' ? chosen : get(readySiteAtom).theme.default;
  },
  (_get, set, next: ThemeName) => {
    set(chosenThemeAtom, next);
    store(THEME_KEY, next);
  },
);

/** The language shown: the remembered choice when the header offers it, else the site's default. */
export const languageAtom = atom(
  (get): Language => {
    const offered = get(readySiteAtom).languages;
    const chosen = get(chosenLanguageAtom) ?? stored(LANGUAGE_KEY);
    return isLanguage(chosen) && offered.header.includes(chosen) ? chosen : offered.default;
  },
  (_get, set, next: Language) => {
    set(chosenLanguageAtom, next);
    store(LANGUAGE_KEY, next);
  },
);
