import type { Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from './languages';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money for people: always 2 decimals, grouped by the language's convention
 * (spec §9). Amounts travel as integer minor units (cents).
 */
export function formatMoney(minorUnits: number, language: Language): string {
  const tag = LANGUAGE_INFO[language].tag;
  let f = formatters.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(tag, f);
  }
  return f.format(minorUnits / 100);
}
