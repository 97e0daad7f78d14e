import { atom } from 'jotai';

/** The current path, kept in step with the router so conditions can read it. */
export const routeAtom = atom('/');
