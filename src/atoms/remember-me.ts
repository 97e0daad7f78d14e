import { atom } from 'jotai';

/**
 * What remember-me keeps for one day (spec §4, R4.17): the last username, or the
 * last country code and mobile number. Never a password (docs/decisions/remember-me.md).
 */
export interface RememberedLogin {
  username?: string;
  countryDialingCode?: string;
  mobileNum?: string;
}

const KEY = 'tsr.rememberedLogin';
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

function read(): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { value?: RememberedLogin; until?: number };
    if (!parsed.value || typeof parsed.until !== 'number' || parsed.until < Date.now()) {
      localStorage.removeItem(KEY);
      return null;
    }
    return parsed.value;
  } catch {
    return null;
  }
}

const baseAtom = atom<RememberedLogin | null | undefined>(undefined);

/** The remembered login, or null; writing null forgets it at once. */
export const rememberedLoginAtom = atom(
  (get) => {
    const v = get(baseAtom);
    return v === undefined ? read() : v;
  },
  (_get, set, next: RememberedLogin | null) => {
    set(baseAtom, next);
    try {
      if (next) localStorage.setItem(KEY, JSON.stringify({ value: next, until: Date.now() + ONE_DAY_MS }));
      else localStorage.removeItem(KEY);
    } catch {
      // Storage unavailable: nothing is remembered.
    }
  },
);
