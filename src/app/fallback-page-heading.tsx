import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Every page has exactly one level-1 heading. Widgets such as a lobby or the help centre
 * draw their page's own; a page made only of sections (home, a lobby of tiles) gets this
 * one, visually hidden, naming the page. Which widgets show, in which state, is only known
 * once they render (conditions, lazy chunks, loading states), so it watches the page
 * region and stands aside while any other <h1> is in it.
 */
export function FallbackPageHeading({ text }: { text: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const [needed, setNeeded] = useState(true);

  useLayoutEffect(() => {
    const region = marker.current?.parentElement;
    if (!region) return;
    const check = () => setNeeded(region.querySelector('h1:not([data-fallback-heading])') === null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <span ref={marker} hidden />
      {needed && (
        <h1 className="visually-hidden" data-fallback-heading="">
          {text}
        </h1>
      )}
    </>
  );
}
