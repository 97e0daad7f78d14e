import type { Merchant } from '../../domain/merchant';

export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/**
 * Countries the mobile-number picker offers, with their dialing codes. Each has a
 * flag at public/COUNTRY_FLAG/<countryCode>.png (npm run gen:flags draws them).
 */
export const COUNTRIES: readonly CountryEntry[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'HK', countryDialingCode: '852', name: 'Hong Kong' },
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
  { countryCode: 'AU', countryDialingCode: '61', name: 'Australia' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' },
];

export function countryByDialingCode(code: string): CountryEntry | undefined {
  return COUNTRIES.find((c) => c.countryDialingCode === code);
}

/**
 * The merchant's countries (`settings.countries` may narrow the list) and its defaults. The
 * current country is the visitor's (from a trusted edge header, `visitorCountry`) when the
 * merchant lists it, else the merchant's `defaultCountry` (spec §2: the picker starts on the
 * initial dialing code if listed, else the current country).
 */
export function countriesFor(merchant: Merchant, visitorCountry?: string) {
  const only = merchant.settings.countries;
  const countries = Array.isArray(only)
    ? COUNTRIES.filter((c) => only.includes(c.countryCode))
    : [...COUNTRIES];
  const initial = merchant.settings.initialDialingCode;
  const fallback = merchant.settings.defaultCountry;
  const visitorListed = countries.some((c) => c.countryCode === visitorCountry);
  return {
    countries,
    ...(typeof initial === 'string' ? { initialDialingCode: initial } : {}),
    currentCountry:
      visitorListed && visitorCountry ? visitorCountry : typeof fallback === 'string' ? fallback : 'PH',
  };
}
