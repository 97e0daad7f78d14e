import type { OperatorRole } from './ops-endpoint';

/**
 * Rules of banners as content (docs/decisions/banners.md) that the platform, the ops CLI and
 * the back office all check (no schema library here: the back office imports it).
 */

/**
 * Where a banner stands: showing now, scheduled (its window has not begun), ended (its
 * window is over) or hidden by an operator.
 */
export const BANNER_STATES = ['showing', 'scheduled', 'ended', 'hidden'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** Who reads a merchant's banners in the back office: everyone but finance. */
export const BANNER_READERS: readonly OperatorRole[] = ['owner', 'content', 'support', 'read-only'];
/** Who creates, edits, hides, orders and uploads them: the site's content is content's work. */
export const BANNER_EDITORS: readonly OperatorRole[] = ['owner', 'content'];

/** What a click on a banner does an operator may choose (the portal also knows `game`). */
export const BANNER_LINK_TYPES = ['none', 'route', 'url', 'promotion'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** Texts per language: a title over the artwork, a line under it, a button label. */
export const BANNER_TITLE_MAX = 80;
export const BANNER_SUBTITLE_MAX = 160;
export const BANNER_CTA_MAX = 30;
export const BANNER_LINK_MAX = 500;
/** Banners one group may hold (the portal shows at most 20 at once). */
export const BANNERS_PER_GROUP_MAX = 50;

/** An uploaded banner picture: png, jpg or webp, proved by its bytes, within these limits. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BANNER_IMAGE_MIN_WIDTH = 200;
export const BANNER_IMAGE_MIN_HEIGHT = 50;
export const BANNER_IMAGE_MAX_WIDTH = 4096;
export const BANNER_IMAGE_MAX_HEIGHT = 4096;
/**
 * The longest base64 text an upload call carries: a picture of up to 3 MB, so one somewhat
 * over the limit is read and refused naming its size; anything larger ends at the body limit.
 */
export const BANNER_IMAGE_MAX_BASE64 = Math.ceil((3 * 1024 * 1024) / 3) * 4;
/** Where the platform serves an uploaded picture: `<path>/<sha256>.<png|jpg|webp>`. */
export const BANNER_IMAGE_PATH = '/wps/banner-image';
