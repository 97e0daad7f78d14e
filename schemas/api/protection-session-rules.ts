/**
 * Reality checks and session time limits (docs/player-protection.md). No schema library here, so
 * the portal may import it.
 */

/** Minutes between reality checks the member may choose. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** Session time limits the member may choose, in minutes (30 minutes up to 8 hours). */
export const SESSION_LIMIT_MINUTES = [30, 60, 90, 120, 180, 240, 360, 480] as const;

/** How a member answers a reality check. */
export const REALITY_CHECK_ANSWERS = ['continue', 'log-out'] as const;
export type RealityCheckAnswer = (typeof REALITY_CHECK_ANSWERS)[number];
