import { atom } from 'jotai';

/** The session values of spec §3, as the portal keeps them after login. */
export interface SessionValues {
  token: string;
  /** 0 player; 1, 2, 41, 42 agents; 4 trial. */
  isAgent: number;
  /** Set while a forced password change is pending (a change-password marker, never a password). */
  cpw: boolean;
  merchant: string;
  merchantCode: string;
  platform: 'web';
  nickname: string;
  account: string;
  username: string;
  customerId: number;
  toUpline: boolean;
  memberLabel: string[];
}

const SESSION_KEY = 'tsr.session';

function readStoredSession(): SessionValues | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SessionValues>) : null;
    return parsed && typeof parsed.token === 'string' && typeof parsed.isAgent === 'number'
      ? (parsed as SessionValues)
      : null;
  } catch {
    return null;
  }
}

/** Sessions of the other merchants this browser has used, by merchant code (see below). */
const OTHER_MERCHANTS_KEY = 'tsr.sessionsByMerchant';

function readOthers(): Record<string, SessionValues> {
  try {
    const parsed = JSON.parse(localStorage.getItem(OTHER_MERCHANTS_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, SessionValues>) : {};
  } catch {
    return {};
  }
}

/**
 * A session belongs to the merchant that issued it (docs/decisions/sessions-per-merchant.md).
 * Where one browser origin serves several merchants (the development switch `?wl=`), the
 * page calls this once at start with the merchant it serves, before any call: a stored
 * session of another merchant is set aside under that merchant's code (never sent here,
 * where its token would only be refused), and this merchant's own, if set aside earlier,
 * comes back. `tsr.session` always holds the session of the merchant shown.
 */
export function takeUpSessionOf(merchantCode: string): void {
  if (!merchantCode) return;
  try {
    const current = readStoredSession();
    if (current && (current.merchantCode || merchantCode) === merchantCode) return;
    const others = readOthers();
    if (current) others[current.merchantCode] = current;
    const own = others[merchantCode];
    delete others[merchantCode];
    if (own) localStorage.setItem(SESSION_KEY, JSON.stringify(own));
    else localStorage.removeItem(SESSION_KEY);
    if (Object.keys(others).length > 0) localStorage.setItem(OTHER_MERCHANTS_KEY, JSON.stringify(others));
    else localStorage.removeItem(OTHER_MERCHANTS_KEY);
  } catch {
    // Storage unavailable: there is no stored session to sort either.
  }
}

const sessionBaseAtom = atom<SessionValues | null | undefined>(undefined);

/** The current session, remembered across reloads; null when logged out. */
export const sessionAtom = atom(
  (get) => {
    const s = get(sessionBaseAtom);
    return s === undefined ? readStoredSession() : s;
  },
  (_get, set, next: SessionValues | null) => {
    set(sessionBaseAtom, next);
    try {
      if (next) localStorage.setItem(SESSION_KEY, JSON.stringify(next));
      else localStorage.removeItem(SESSION_KEY);
    } catch {
      // Storage unavailable: the session lasts for this page only.
    }
  },
);

/** Logged in means a token is present (spec §4). */
export const loggedInAtom = atom((get) => Boolean(get(sessionAtom)?.token));
export const isAgentAtom = atom((get) => get(sessionAtom)?.isAgent ?? 0);
const NO_LABELS: readonly string[] = [];
/** A session kept from before labels were answered has none. */
export const memberLabelsAtom = atom((get): readonly string[] => get(sessionAtom)?.memberLabel ?? NO_LABELS);
