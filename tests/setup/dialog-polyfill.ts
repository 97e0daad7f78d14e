/**
 * jsdom has no HTMLDialogElement.showModal/close. Enough of them for unit tests of the
 * modal: `open`, the `close` event, escape as a cancelable `cancel` on the topmost modal
 * dialog, and focus back to what had it when the dialog was shown. Top layer, inert page
 * and focus containment are the browser's and are checked in the story and browser tests.
 */
const shown: { dialog: HTMLDialogElement; opener: Element | null }[] = [];

function remove(dialog: HTMLDialogElement) {
  const i = shown.findIndex((s) => s.dialog === dialog);
  return i < 0 ? undefined : shown.splice(i, 1)[0];
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    shown.push({ dialog: this, opener: document.activeElement });
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const entry = remove(this);
    const active = document.activeElement;
    const focusInside = !active || active === document.body || this.contains(active);
    if (entry?.opener instanceof HTMLElement && entry.opener.isConnected && focusInside) entry.opener.focus();
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = [...shown].reverse().find((s) => s.dialog.isConnected)?.dialog;
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
