/**
 * Rules of the operator audit both the platform and the back office check (no schema library
 * here: the back office imports it).
 */

/** The longest date range one audit query may span, in days (both ends included). */
export const AUDIT_MAX_SPAN_DAYS = 31;
