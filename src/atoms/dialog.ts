import { atom } from 'jotai';
import { contractRequestsOnScreenAtom } from './contract-requests';
import { welcomeOnScreenAtom } from './first-login';
import { openPopupsAtom } from './popup';

/** Icons of the dialog helper (spec §2). */
export type DialogIconName = 'info' | 'success' | 'warning' | 'error' | 'question';

export interface DialogButtonSpec {
  /** What the dialog resolves with when pressed. */
  id: string;
  /** Already translated text. */
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** The button Enter presses (the first one when none is marked). */
  isDefault?: boolean;
}

/** What a caller asks the dialog helper to show (spec §2: icon, title, html, buttons, timeout, cover close). */
export interface DialogRequest {
  icon?: DialogIconName;
  title?: string;
  /** Markup from the platform, which sanitised it as it served it. */
  html?: string;
  text?: string;
  /** Default: one CLOSE button. */
  buttons?: DialogButtonSpec[];
  timeoutMs?: number;
  coverClose?: boolean;
  /**
   * Steps aside while a popup is open (a notice the player did not ask for must not sit
   * under, or over, a login form or a forced password change): it keeps its place in
   * the queue and shows when the popups close; dialogs behind it are not held up.
   */
  yieldsToPopups?: boolean;
}

export interface QueuedDialog extends DialogRequest {
  id: number;
  resolve: (result: string | null) => void;
}

const queueAtom = atom<readonly QueuedDialog[]>([]);
let nextId = 1;

/**
 * Whether dialogs that yield to popups must stay off screen now (a popup, the first-login
 * welcome or the contract-request popup is up).
 */
export const dialogsYieldAtom = atom(
  (get) => get(openPopupsAtom).length > 0 || get(welcomeOnScreenAtom) || get(contractRequestsOnScreenAtom),
);

/** The dialog on screen (the first in the queue that may show now); the others wait their turn. */
export const currentDialogAtom = atom((get) => {
  const yielding = get(dialogsYieldAtom);
  return get(queueAtom).find((d) => !(yielding && d.yieldsToPopups));
});

/**
 * Show a dialog and wait for the answer: the pressed button's id, or null when it
 * was dismissed (escape, cover click, time-out).
 *
 *     const answer = await set(openDialogAtom, { icon: 'question', text: t`Sign out?`,
 *       buttons: [{ id: 'cancel', label: t`Cancel` }, { id: 'ok', label: t`OK`, isDefault: true }] });
 */
export const openDialogAtom = atom(
  null,
  (get, set, request: DialogRequest) =>
    new Promise<string | null>((resolve) => {
      set(queueAtom, [...get(queueAtom), { ...request, id: nextId++, resolve }]);
    }),
);

/** The host reports the answer of a dialog and moves on to the next. */
export const answerDialogAtom = atom(null, (get, set, answer: { id: number; result: string | null }) => {
  const queue = get(queueAtom);
  const item = queue.find((d) => d.id === answer.id);
  if (!item) return;
  set(
    queueAtom,
    queue.filter((d) => d.id !== answer.id),
  );
  item.resolve(answer.result);
});
