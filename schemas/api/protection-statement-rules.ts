/**
 * The activity statement's rules (docs/player-protection.md "Activity statement"). No schema
 * library here, so the portal may import it.
 */

/** How far back the member may read the statement themselves; older periods are asked for. */
export const STATEMENT_SELF_SERVICE_MONTHS = 3;
/** How far back a statement asked of customer service reaches. */
export const STATEMENT_REQUEST_MONTHS = 12;

/** Rows per calendar day or per calendar month (UTC, as the protection clock's limits). */
export const STATEMENT_GROUPS = ['day', 'month'] as const;
export type StatementGroup = (typeof STATEMENT_GROUPS)[number];

/** The sums of one row and of the whole range, minor units of the member's currency. */
export interface StatementSums {
  deposits: number;
  /** Withdrawals paid out (a request still held or released back is not money gone). */
  withdrawals: number;
  /** Stakes less stakes returned by rolled-back rounds. */
  stakes: number;
  /** What games paid back. */
  payouts: number;
  /** payouts − stakes: above zero the member is ahead. */
  net: number;
  /** Bonus credits received (rewards, missions, raffles). */
  bonuses: number;
}

/** The columns of a statement, in the order its CSV and table show them. */
export const STATEMENT_COLUMNS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'net', 'bonuses'] as const;
