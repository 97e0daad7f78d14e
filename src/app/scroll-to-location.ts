/** How long a hash target may take to appear (its widget's chunk may still be loading). */
export const HASH_WAIT_MS = 5000;

/**
 * Navigation scrolls to the element the hash names, else to the top (spec §2).
 * When the target is not on the page yet, wait for it a little; returns a cleanup.
 */
export function scrollToLocation(hash: string, root: Document = document): () => void {
  const id = targetId(hash);
  const view = root.defaultView;
  const found = () => (id ? root.getElementById(id) : null);
  const now = found();
  if (now) {
    now.scrollIntoView();
    return () => undefined;
  }
  view?.scrollTo(0, 0);
  if (!id || !view) return () => undefined;
  const observer = new view.MutationObserver(() => {
    const target = found();
    if (target) {
      target.scrollIntoView();
      stop();
    }
  });
  observer.observe(root.body, { childList: true, subtree: true });
  const timer = view.setTimeout(stop, HASH_WAIT_MS);
  function stop() {
    observer.disconnect();
    view?.clearTimeout(timer);
  }
  return stop;
}

function targetId(hash: string): string {
  if (!hash || hash === '#') return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
