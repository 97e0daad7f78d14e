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
