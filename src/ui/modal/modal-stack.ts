/**
 * Open modals in the order they opened. Only the topmost one answers the escape key
 * and traps focus, so a dialog over a popup closes alone.
 */
const stack: symbol[] = [];
let scrollLocks = 0;
let savedOverflow = '';

export function pushModal(id: symbol): void {
  if (!stack.includes(id)) stack.push(id);
  if (scrollLocks++ === 0 && typeof document !== 'undefined') {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

export function removeModal(id: symbol): void {
  const i = stack.indexOf(id);
  if (i < 0) return;
  stack.splice(i, 1);
  if (--scrollLocks === 0 && typeof document !== 'undefined') document.body.style.overflow = savedOverflow;
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
