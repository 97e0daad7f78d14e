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
