import { useSyncExternalStore } from 'react';

/** Inputs whose keys write text; the others (boxes, buttons, sliders) are not typing. */
const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether `el` takes typed text: a text-like input, a text area or an editable region. */
export function takesText(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLInputElement) return !NOT_TEXT.has(el.type);
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLElement && el.isContentEditable === true);
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

const typing = () => takesText(document.activeElement);

/**
 * Whether the visitor's focus is in a field that takes text. What opens by itself (a popup
 * notice) waits while this is true: a modal would take the focus, and the keys being typed
 * with it.
 */
export function useTyping(): boolean {
  return useSyncExternalStore(subscribe, typing, () => false);
}
