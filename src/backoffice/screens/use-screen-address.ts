import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { backOfficeScreenAtom, openMemberAtom, type BackOfficeScreen } from '../atoms/back-office-atoms';

/** The screen and member an address names: `#/deposits`, `#/members/42`. */
export function parseScreenAddress(
  hash: string,
  known: readonly BackOfficeScreen[],
): { screen: BackOfficeScreen; memberId: number | null } | null {
  const [id, member] = hash.replace(/^#\/?/, '').split('/');
  const screen = known.find((s) => s === id);
  if (!screen) return null;
  const memberId = screen === 'members' && member && /^\d+$/.test(member) ? Number(member) : null;
  return { screen, memberId };
}

export function screenAddress(screen: BackOfficeScreen, memberId: number | null): string {
  return screen === 'members' && memberId !== null ? `#/members/${memberId}` : `#/${screen}`;
}

/**
 * Each screen (and a member's page) has its own address: a link or a reload opens it again,
 * and the browser's back button returns to the screen before. `known` are the screens the
 * operator's role may open, `shown` the one on screen.
 */
export function useScreenAddress(known: readonly BackOfficeScreen[], shown: BackOfficeScreen): void {
  const setScreen = useSetAtom(backOfficeScreenAtom);
  const [memberId, setMemberId] = useAtom(openMemberAtom);
  const arrived = useRef(false);
  // Compared by their ids: a new array of the same screens is the same list.
  const knownKey = known.join();
  const screens = useMemo(() => knownKey.split(',') as BackOfficeScreen[], [knownKey]);

  // The address opens its screen, on arrival and when the browser moves back or forward.
  useEffect(() => {
    const follow = () => {
      const named = parseScreenAddress(location.hash, screens);
      if (!named) return;
      setScreen(named.screen);
      setMemberId(named.memberId);
    };
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [screens, setScreen, setMemberId]);

  // A screen chosen in the page gets its address as a new history entry. On arrival the
  // address the operator came with wins (the first effect has just opened it).
  useEffect(() => {
    const address = screenAddress(shown, memberId);
    if (!arrived.current) {
      arrived.current = true;
      if (!parseScreenAddress(location.hash, screens)) history.replaceState(null, '', address);
      return;
    }
    if (location.hash !== address) history.pushState(null, '', address);
  }, [shown, memberId, screens]);
}
