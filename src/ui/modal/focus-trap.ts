import { useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Elements inside `root` that Tab can reach, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Move focus into the box: an element marked data-autofocus, else the first focusable, else the box. */
export function focusInitial(box: HTMLElement): void {
  const target = box.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(box)[0] ?? box;
  target.focus({ preventScroll: true });
}

/** Keep Tab and Shift+Tab inside the box while it is the topmost modal. */
export function trapTab(event: KeyboardEvent, box: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(box);
  if (items.length === 0) {
    event.preventDefault();
    box.focus();
    return;
  }
  const first = items[0] as HTMLElement;
  const last = items[items.length - 1] as HTMLElement;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !box.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !box.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Remember what had focus when the modal opened and give it back when the modal is
 * gone, so a keyboard user continues where they were; unless focus has moved on since
 * (the player already clicked into a field while the modal faded out): that is not taken.
 */
export function useReturnFocus(open: boolean, hidden: boolean): void {
  const returnToRef = useRef<Element | null>(null);
  useEffect(() => {
    if (open && !returnToRef.current) returnToRef.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    if (!hidden) return;
    const el = returnToRef.current;
    returnToRef.current = null;
    // Focus left inside the faded-out modal (no boxes on screen) has not moved on.
    const active = document.activeElement;
    const movedOn =
      active instanceof HTMLElement && active !== document.body && active.getClientRects().length > 0;
    if (el instanceof HTMLElement && el.isConnected && !movedOn) el.focus({ preventScroll: true });
  }, [hidden]);
}
