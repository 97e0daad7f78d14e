import type { OperatorRole } from './ops-endpoint';

/**
 * Rules of the site studio (docs/decisions/site-studio.md) that the platform and the back
 * office both check (no schema library here: the back office imports it).
 */

/**
 * Who reads, checks, previews and publishes a merchant's site.json: owners, and content
 * operators, whose work is the site's texts (the studio's edits are mostly those). Every
 * check `npm run validate` runs gates the publish, every version is kept with its author,
 * and an owner rolls any of them back, so the role needs no second approval.
 */
export const SITE_EDITORS: readonly OperatorRole[] = ['owner', 'content'];

/** The longest site.json text the studio takes: many times the biggest merchant's (30 KB). */
export const SITE_TEXT_MAX_BYTES = 2 * 1024 * 1024;

/** How long a preview's draft answers before the studio must ask for a new one. */
export const PREVIEW_TTL_SECONDS = 10 * 60;

/**
 * The files the studio edits: site.json (pages, texts, settings) and theme.json (the colours
 * of each theme). A version holds both, so history and rollback cover them together.
 */
export const STUDIO_FILES = ['site', 'theme'] as const;
export type StudioFile = (typeof STUDIO_FILES)[number];
/** The file a studio file names in the merchant's folder. */
export const studioFileName = (file: StudioFile) => `${file}.json`;
