import { atom } from 'jotai';

/**
 * The current path, kept in step with the router so conditions can read it. It starts as the
 * page's own path: the first render then evaluates the conditions the visitor will see, and the
 * router's first report changes nothing (from '/', it drew every node of a lobby twice).
 */
export const routeAtom = atom(typeof window === 'undefined' ? '/' : window.location.pathname);
