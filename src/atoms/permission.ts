import { atom } from 'jotai';
import { getSystemStatus } from '../api/endpoints';
import { apiClientAtom } from './api';

/** The permission answer (status with `url`): modules, register rules, resources, desks, CDNs. */
export const permissionAtom = atom(async (get, { signal }) =>
  get(apiClientAtom).call(getSystemStatus, { url: window.location.host }, { signal, module: 'system' }),
);

/** One entry of a CDN list, chosen at random (R7.66); undefined for an empty list (this origin). */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string | undefined {
  if (list.length === 0) return undefined;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

/** A path on the chosen CDN, or the path itself on this origin. */
export function onCdn(base: string | undefined, path: string): string {
  return base ? `${base}${path.startsWith('/') ? '' : '/'}${path}` : path;
}

/** The image CDN of this page view: chosen once at random, so images cache well. */
export const imageCdnAtom = atom(async (get) => pickCdn((await get(permissionAtom)).info?.imageCDNs ?? []));

/** A game-launch CDN, chosen at random for each launch. */
export const pickLaunchCdnAtom = atom(null, async (get) =>
  pickCdn((await get(permissionAtom)).info?.launchGameCDNs ?? []),
);
