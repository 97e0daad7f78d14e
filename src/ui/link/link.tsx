import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, with its query if any (`/promoDetail?id=7`). */
  to: string;
  /** Replace the current history entry rather than add one. */
  replace?: boolean;
}

/**
 * A link to a page of the site: a real `<a href>` (open in a new tab, copy, crawl), followed
 * in the page by the router on a plain click. The portal's own, on react-router's hooks,
 * because react-router's `Link` brings the framework mode's prefetching and view transitions
 * with it (docs/performance.md). A handler that calls `preventDefault` keeps the router out.
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
