import { useAtomValue } from 'jotai';
import { languageAtom } from '../atoms/preferences';
import { formatMoney } from './format-money';

/** A function formatting minor units for the current language: 2 decimals, grouped (spec §9). */
export function useMoney(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  return (minor) => formatMoney(minor, language);
}
