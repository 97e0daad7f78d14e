import { atom } from 'jotai';
import { TRIAL_TYPE } from '@schemas/site/constants';
import { sessionAtom } from './session';

/** The member whose first login still waits for its welcome (kept in memory: it is shown once). */
const pendingForAtom = atom<number | null>(null);

/**
 * Whether the first-login action is due now (spec §4 "first login triggers a first-login
 * action", docs/decisions/first-login-action.md): the platform answered firstTimeLogin for
 * the member who is signed in. A later login of another member on the same page does not
 * inherit it.
 */
export const firstLoginDueAtom = atom((get) => {
  const pending = get(pendingForAtom);
  const session = get(sessionAtom);
  return pending !== null && session?.token !== undefined && session.customerId === pending;
});

/**
 * Told every login's answer. Trial accounts are left out: their every session is a fresh
 * account, and the actions the welcome offers are closed to them (spec §6).
 */
export const noteFirstLoginAtom = atom(
  null,
  (_get, set, result: { firstTimeLogin: boolean; isAgent: number; customerId: number }) => {
    if (result.firstTimeLogin && result.isAgent !== TRIAL_TYPE) set(pendingForAtom, result.customerId);
  },
);

/** The member answered the welcome (either way): it does not come back. */
export const finishFirstLoginAtom = atom(null, (_get, set) => {
  set(pendingForAtom, null);
  set(onScreenAtom, false);
});

const onScreenAtom = atom(false);

/**
 * Whether the welcome is on screen. It shows only when no popup and no dialog is up, and
 * while it shows, dialogs that yield to popups (the merchant's popup notices) wait too: one
 * thing at a time greets the member.
 */
export const welcomeOnScreenAtom = atom(
  (get) => get(onScreenAtom),
  (_get, set, shown: boolean) => set(onScreenAtom, shown),
);
