import { atom, type Atom } from 'jotai';
import type { Popup } from '@schemas/site/constants';

/** Values a popup is opened with (e.g. the notice index); each popup's widget reads its own. */
export type PopupParams = Readonly<Record<string, unknown>>;

export interface OpenPopup {
  name: Popup;
  params: PopupParams;
}

const popupStackAtom = atom<readonly OpenPopup[]>([]);

/** The popups on screen, bottom first (the last one is on top). */
export const openPopupsAtom = atom((get) => get(popupStackAtom));

/**
 * Open one of the site's popups (spec §2: login, register, forgetPassModal,
 * changePassModal, notice, gamePopup, chatRoom, memberCentre, agentCentre). Opening a
 * popup that is already open brings it to the top with the new params.
 */
export const openPopupAtom = atom(
  null,
  (get, set, request: Popup | { name: Popup; params?: PopupParams }) => {
    const next = typeof request === 'string' ? { name: request, params: {} } : { params: {}, ...request };
    set(popupStackAtom, [...get(popupStackAtom).filter((p) => p.name !== next.name), next]);
  },
);

/** Close the named popup, or the topmost one when no name is given (explicit hide). */
export const closePopupAtom = atom(null, (get, set, name?: Popup) => {
  const stack = get(popupStackAtom);
  const target = name ?? stack[stack.length - 1]?.name;
  set(
    popupStackAtom,
    stack.filter((p) => p.name !== target),
  );
});

/** Close every popup (after login, on logout, on route change by the shell). */
export const closeAllPopupsAtom = atom(null, (_get, set) => set(popupStackAtom, []));

const openAtoms = new Map<Popup, Atom<boolean>>();
const paramAtoms = new Map<Popup, Atom<PopupParams | undefined>>();

/** Whether the popup is open. */
export function popupOpenAtom(name: Popup): Atom<boolean> {
  let a = openAtoms.get(name);
  if (!a) {
    a = atom((get) => get(popupStackAtom).some((p) => p.name === name));
    openAtoms.set(name, a);
  }
  return a;
}

/** The params the popup was last opened with, while it is open. */
export function popupParamsAtom(name: Popup): Atom<PopupParams | undefined> {
  let a = paramAtoms.get(name);
  if (!a) {
    a = atom((get) => get(popupStackAtom).find((p) => p.name === name)?.params);
    paramAtoms.set(name, a);
  }
  return a;
}
