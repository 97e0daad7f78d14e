import type { MerchantSettings } from '../../../domain/merchant';

/** One of the merchant's image CDNs, chosen at random (spec §7); '' serves from the platform itself. */
export function imageBase(settings: MerchantSettings): string {
  const cdns = Array.isArray(settings.imageCDNs)
    ? settings.imageCDNs.filter((c): c is string => typeof c === 'string' && /^https?:\/\//.test(c))
    : [];
  if (cdns.length === 0) return '';
  return (cdns[Math.floor(Math.random() * cdns.length)] as string).replace(/\/$/, '');
}

/** Up to two letters or digits standing for a name (A-Z, 0-9 only: safe in a path and an SVG). */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? 'G').slice(0, 2);
  return letters || 'G';
}

export function gameIconPath(artSeed: number, name: string): string {
  return `/lgw/art/game/${artSeed}-${initialsOf(name)}.svg`;
}

/**
 * Vendor logos are cached for a year: the drawing's version is in the address, so a change
 * of drawing (v2: long codes fitted inside the logo) reaches browsers that kept the old one.
 */
const VENDOR_ART_VERSION = 2;

export function vendorIconPath(vassalage: string): string {
  return `/lgw/art/vendor/${encodeURIComponent(vassalage)}.svg?v=${VENDOR_ART_VERSION}`;
}
