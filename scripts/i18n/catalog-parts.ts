/**
 * The parts a locale's compiled catalog is split into at build time (one `messages.po` per
 * locale stays the translators' source): `core`, which every page loads before its first
 * paint, and `backoffice`, the words only the back office shows, which the portal never loads.
 */
export const CATALOG_PARTS = ['core', 'backoffice'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

const BACK_OFFICE_DIR = 'src/backoffice/';

/** The part a message belongs to, from the source files it is used in (its `#:` origins). */
export function catalogPartOf(origins: readonly string[]): CatalogPart {
  const paths = origins.map((o) => o.replaceAll('\\', '/'));
  return paths.length > 0 && paths.every((p) => p.startsWith(BACK_OFFICE_DIR)) ? 'backoffice' : 'core';
}

/** The part a module id asks for (`…/messages.po?part=core`), or undefined for any other module. */
export function requestedPart(id: string): CatalogPart | undefined {
  const [file, query] = id.split('?');
  if (!file?.endsWith('.po') || !query) return undefined;
  const part = new URLSearchParams(query).get('part');
  return CATALOG_PARTS.find((p) => p === part);
}
