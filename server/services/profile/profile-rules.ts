import { getCountries } from 'libphonenumber-js';
import { dayNumber, SOURCES_OF_INCOME, todayAt } from '../../../schemas/api/wallet-rules';

/** Minimum age of a member (spec R5.19); a site may ask for more (site.json settings.ageLimit). */
export const MIN_AGE = 18;
const COUNTRIES = new Set<string>(getCountries());

/** What a check may depend on besides the value: the age the member's site asks for. */
interface ProfileSite {
  ageLimit: number;
}
type Check = (value: string, site: ProfileSite) => string | undefined;

/**
 * Each profile field's rule: the normalised value, or a problem naming why. Free text
 * is limited to letters, marks, digits, spaces and common punctuation (no markup).
 */
export const PROFILE_RULES: Record<string, { normalise?: (v: string) => string; check: Check }> = {
  nickname: {
    normalise: (v) => v.trim().replace(/\s+/g, ' '),
    check: (v) =>
      /^[\p{L}\p{M}\p{N} _.-]{2,20}$/u.test(v) ? undefined : 'must be 2 to 20 letters, digits, spaces or _.-',
  },
  birthday: {
    normalise: (v) => v.trim(),
    check: (v, site) => {
      const age = Math.max(MIN_AGE, site.ageLimit);
      const day = dayNumber(v);
      if (day === undefined) return 'must be a date as YYYY-MM-DD';
      if (v < '1900-01-01') return 'is too far in the past';
      const today = todayAt(0);
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      const adult = `${String(y - age).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      return v > adult ? `must show an age of at least ${age}` : undefined;
    },
  },
  idNumber: {
    normalise: (v) => v.trim().toUpperCase(),
    check: (v) => (/^[A-Z0-9-]{6,30}$/.test(v) ? undefined : 'must be 6 to 30 letters, digits or -'),
  },
  address: {
    normalise: (v) => v.trim().replace(/\s+/g, ' '),
    check: (v) =>
      /^[\p{L}\p{M}\p{N} ,.#/'()-]{5,200}$/u.test(v)
        ? undefined
        : "must be 5 to 200 letters, digits, spaces or ,.#/'()-",
  },
  nationality: {
    normalise: (v) => v.trim().toUpperCase(),
    check: (v) => (COUNTRIES.has(v) ? undefined : 'must be a country code such as PH or VN'),
  },
  occupation: {
    normalise: (v) => v.trim().replace(/\s+/g, ' '),
    check: (v) => (/^[\p{L}\p{M} .&/-]{2,60}$/u.test(v) ? undefined : 'must be 2 to 60 letters or spaces'),
  },
  sourceOfIncome: {
    check: (v) =>
      (SOURCES_OF_INCOME as readonly string[]).includes(v)
        ? undefined
        : `must be one of ${SOURCES_OF_INCOME.join(', ')}`,
  },
  telegram: {
    normalise: (v) => v.trim().replace(/^@/, ''),
    check: (v) =>
      /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(v)
        ? undefined
        : 'must be a Telegram username of 5 to 32 letters, digits or _',
  },
  zalo: {
    normalise: (v) => v.replace(/[\s-]/g, ''),
    check: (v) => (/^\+?\d{9,15}$/.test(v) ? undefined : 'must be the phone number of the Zalo account'),
  },
  email: {
    normalise: (v) => v.trim().toLowerCase(),
    check: (v) =>
      /^[^\s@]{1,64}@[^\s@]+\.[a-z]{2,}$/i.test(v) && v.length <= 254
        ? undefined
        : 'must be a valid e-mail address',
  },
};

/** Fields a member sets once; afterwards only customer service changes them (identity checks). */
export const SET_ONCE = ['birthday', 'idNumber'] as const;
/** Fields that may be cleared by sending an empty text. */
export const CLEARABLE = [
  'address',
  'occupation',
  'telegram',
  'zalo',
  'sourceOfIncome',
  'nationality',
] as const;
