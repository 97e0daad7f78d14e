/**
 * Closing an account (docs/decisions/account-closure.md). No schema library here, so the portal
 * may import it.
 */

/** Why the member closes the account: kept for the merchant, and "gambling" ones offer self-exclusion. */
export const CLOSURE_REASONS = [
  'not-playing',
  'too-much-time',
  'too-much-money',
  'other-site',
  'privacy',
  'other',
] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** Reasons that speak of harm from gambling: the portal points to self-exclusion as well. */
export const HARM_REASONS: readonly ClosureReason[] = ['too-much-time', 'too-much-money'];

/** At most this many characters of the member's own words. */
export const CLOSURE_NOTE_MAX = 300;
