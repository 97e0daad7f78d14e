import { atom } from 'jotai';
import { requireRealAccountAtom } from './auth';
import { sessionAtom } from './session';

/** How many favourites a member keeps (a lobby offers a few dozen games at most). */
const MAX_FAVOURITES = 50;

/**
 * Where a member's lottery favourites live (spec §3: "stored locally per username"): one
 * key per merchant and username, so a second member on the same browser starts with none
 * and finds the first member's list untouched.
 */
export function lotteryFavouritesKey(merchantCode: string, username: string): string {
  return `tsr.lotteryFavourites.${merchantCode}.${username.toLowerCase()}`;
}

function read(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((c): c is string => typeof c === 'string').slice(0, MAX_FAVOURITES)
      : [];
  } catch {
    return [];
  }
}

/** Bumped on every change, so the list is read again (storage is not observable). */
const revisionAtom = atom(0);

const keyAtom = atom((get) => {
  const session = get(sessionAtom);
  return session?.token ? lotteryFavouritesKey(session.merchantCode, session.username) : null;
});

/** The signed-in member's favourite lottery game codes, most recently added first; none for visitors. */
export const lotteryFavouritesAtom = atom((get): readonly string[] => {
  get(revisionAtom);
  const key = get(keyAtom);
  return key ? read(key) : [];
});

/**
 * Toggle a lottery favourite (spec §4: already a favourite is removed, else added; the list
 * updates locally). A gated action: visitors get the login popup, trial accounts the
 * real-account warning (spec §5, §6).
 */
export const toggleLotteryFavouriteAtom = atom(null, async (get, set, gameCode: string) => {
  if (!(await set(requireRealAccountAtom, 'real'))) return false;
  const key = get(keyAtom);
  if (!key) return false;
  const now = read(key);
  const next = now.includes(gameCode)
    ? now.filter((c) => c !== gameCode)
    : [gameCode, ...now].slice(0, MAX_FAVOURITES);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage unavailable or full: nothing is kept, and the list says so by not changing.
  }
  set(revisionAtom, (r) => r + 1);
  return true;
});
