/**
 * What the paged lists of a member's page may be narrowed to. Both the platform and the back
 * office read these (no schema library here: the back office imports it as values).
 */

/** Lines one page of a member's list answers; older ones come with the `before` cursor. */
export const MEMBER_ACTIVITY_PAGE_SIZE = 50;

/** The states of a game round. */
export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** How a login attempt ended. */
export const LOGIN_OUTCOMES = ['ok', 'bad_credentials', 'captcha', 'locked', 'second_step'] as const;

/** The categories of a member's inbox message (the member_messages check). */
export const MESSAGE_CATEGORIES = ['notice', 'deposit', 'withdrawal', 'promotion'] as const;

/**
 * Families of ledger transaction kinds: a family matches its own name and every kind under it
 * (`withdrawal` matches `withdrawal.hold` and `withdrawal.payout`), as the kinds are dotted.
 */
export const LEDGER_KIND_FAMILIES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'transfer',
  'bonus',
  'points',
  'adjustment',
  'reversal',
] as const;
