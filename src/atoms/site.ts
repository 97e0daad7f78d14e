import { atom } from 'jotai';
import type { Site } from '@schemas/site/site';

/** What the platform told the portal at start (inlined in the HTML or fetched). */
export interface PortalBootstrap {
  merchantCode: string;
  payloadKey: string;
  /** Server feature flags the merchant has on. */
  flags: string[];
  /** System status when the page was served: 0 open, 1 maintenance, 2 region blocked. */
  status: { status: 0 | 1 | 2; ip: string; message?: string; until?: string };
  switchedBy?: 'wl';
}

/** The merchant's site after migration and validation. Set once at start. */
export const siteAtom = atom<Site | null>(null);

export const bootstrapAtom = atom<PortalBootstrap>({
  merchantCode: '',
  payloadKey: '',
  flags: [],
  status: { status: 0, ip: '' },
});

/** The validated site; only read below the app's configuration check. */
export const readySiteAtom = atom((get) => {
  const site = get(siteAtom);
  if (!site) throw new Error('The site is not loaded yet');
  return site;
});

export const flagsAtom = atom((get) => new Set(get(bootstrapAtom).flags));
