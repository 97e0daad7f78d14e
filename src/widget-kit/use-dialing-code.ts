import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { countriesValueAtom } from '../atoms/account-settings';
import { defaultDialingCode } from '../ui/country-picker/country-picker';

/**
 * A phone field's dialing code: the member's choice, else the one they used last (when the
 * form remembers it), else the merchant's default (spec §2) once the countries are loaded.
 */
export function useDialingCode(remembered?: string) {
  const countries = useAtomValue(countriesValueAtom);
  const [chosen, setDialing] = useState<string | undefined>(remembered || undefined);
  const dialing =
    chosen ??
    (countries
      ? defaultDialingCode(countries.countries, countries.initialDialingCode, countries.currentCountry)
      : '');
  return { countries, dialing, setDialing };
}
