import type { OperatorRole } from './ops-endpoint';

/**
 * Rules of balance adjustments both the platform and the back office check (no schema library
 * here: the back office imports it).
 */

/** Who may adjust a balance or decide an adjustment: owners and finance, who answer for money. */
export const ADJUSTERS: readonly OperatorRole[] = ['owner', 'finance'];

/**
 * An adjustment larger than this (minor units, either way) waits for a second operator's
 * approval: 1,000.00 in the merchant's currency, unless the merchant sets its own amount
 * (`adjustmentApprovalAbove` in its platform.json).
 */
export const ADJUSTMENT_APPROVAL_ABOVE = 100_000;

/** Longest reason of an adjustment or of its rejection (the member reads the adjustment's). */
export const ADJUSTMENT_REASON_MAX = 200;
