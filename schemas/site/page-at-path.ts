/**
 * Which page of a site a path shows, the way the portal's router matches routes: a segment
 * `:name` is a parameter (`:name?` may be left out), a last `*` takes the rest, static
 * segments match without regard to case and a trailing slash is allowed. The portal's first
 * render, its frame (game pages, the home page) and the platform's first screen and preloads
 * all ask this one question, so they cannot disagree about a path.
 */

/** Whether a route of the site (`/lobby/:type/:sub?`) matches a path. */
export function routeMatches(route: string, pathname: string): boolean {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let i = 0;
  for (const part of want) {
    if (part === '*') return true;
    const optional = part.endsWith('?');
    const segment = have[i];
    if (segment === undefined) {
      if (optional) continue;
      return false;
    }
    const name = optional ? part.slice(0, -1) : part;
    if (!name.startsWith(':') && name.toLowerCase() !== segment.toLowerCase()) return false;
    i++;
  }
  return i === have.length;
}

/** The page a path shows, by its route or one of its aliases, if any. */
export function pageAtPath<P extends { route: string; aliases?: string[] }>(
  pages: readonly P[],
  pathname: string,
): P | undefined {
  return pages.find((p) => [p.route, ...(p.aliases ?? [])].some((route) => routeMatches(route, pathname)));
}
