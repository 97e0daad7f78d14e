import type { OperatorRole } from './ops-endpoint';

/**
 * Rules of the back office's member actions both the platform and the back office check (no
 * schema library here: the back office imports it).
 */

/**
 * Who may act on a member's account (lock, unlock, end sessions, write to them): owners and
 * support, whose work is the members. Finance moves money, content edits texts, read-only looks.
 */
export const MEMBER_ACTORS: readonly OperatorRole[] = ['owner', 'support'];

/** Longest reason an operator writes for a lock or unlock (kept in the audit). */
export const MEMBER_REASON_MAX = 200;
/** A message's limits: those of the member's inbox. */
export const MEMBER_MESSAGE_TITLE_MAX = 120;
export const MEMBER_MESSAGE_BODY_MAX = 4000;

/**
 * Who may act on a member's limits and exclusions (docs/decisions/operator-protection.md):
 * owners and support, who take the member's calls and the risk findings. They may lift an
 * indefinite self-exclusion at the member's request after 7 days, place a time-out or exclusion,
 * and lower a limit at the member's request; never raise or remove one. Finance, content and
 * read-only are refused by the server.
 */
export const MEMBER_PROTECTORS: readonly OperatorRole[] = ['owner', 'support'];

/** The limits an operator may lower: the money limits, and the session time limit (`session`). */
export const LOWERABLE_LIMITS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LowerableLimit = (typeof LOWERABLE_LIMITS)[number];
