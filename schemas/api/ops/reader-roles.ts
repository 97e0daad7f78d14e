import type { OperatorRole } from './ops-endpoint';

/**
 * Who may read each part of the back office, in one module without a schema library: the
 * contract's calls name these lists and the back office's navigation shows a screen only to
 * the roles its calls allow (the server's guard refuses the rest anyway).
 */

/** Who may look members up: everyone but content editors. */
export const MEMBER_READERS: readonly OperatorRole[] = ['owner', 'finance', 'support', 'read-only'];

/**
 * Who may read the operator audit (docs/decisions/back-office.md): owners, who answer for
 * everything operators do, and read-only operators, whose job is looking. The audit shows
 * other operators' sign-in addresses and devices, which finance, content and support do not
 * need for their work.
 */
export const AUDIT_READERS: readonly OperatorRole[] = ['owner', 'read-only'];

/** Who reads members' feedback and complaints: everyone but finance. */
export const FEEDBACK_READERS: readonly OperatorRole[] = ['owner', 'support', 'content', 'read-only'];

/**
 * Who may read the daily report (docs/decisions/back-office.md): owners, finance (the
 * takings are their work) and read-only operators (looking is theirs). Content and support
 * work on texts and members and have no need of the merchant's money.
 */
export const REPORT_READERS: readonly OperatorRole[] = ['owner', 'finance', 'read-only'];

/** Who may see and work the cashier queues: money is for owners and finance only. */
export const CASHIER_ROLES: readonly OperatorRole[] = ['owner', 'finance'];
