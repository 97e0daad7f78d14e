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

/** The merchant's countries (`settings.countries` may narrow the list) and its defaults. */
export function countriesFor(merchant: Merchant) {
  const only = merchant.settings.countries;
  const countries = Array.isArray(only)
    ? COUNTRIES.filter((c) => only.includes(c.countryCode))
    : [...COUNTRIES];
  const initial = merchant.settings.initialDialingCode;
  const current = merchant.settings.defaultCountry;
  return {
    countries,
    ...(typeof initial === 'string' ? { initialDialingCode: initial } : {}),
    currentCountry: typeof current === 'string' ? current : 'PH',
  };
}
