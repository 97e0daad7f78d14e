/** A member's account of a given kind, or one of the merchant's own accounts. */
export type AccountRef = { memberId: number; kind: MemberAccountKind } | { system: SystemAccountKind };

/** Member account kinds: the main wallet, per-vendor wallets, funds held for a withdrawal, trial credit. */
export type MemberAccountKind = 'main' | 'hold' | 'demo' | `vendor:${string}`;

/**
 * The merchant's own accounts. They stand for money outside members' wallets and
 * may go below zero: `cashier` (deposits in, withdrawals paid out), `house` (game
 * results), `bonus` (promotions), `demo-source` (trial credit), `points` (redeemed points),
 * `adjustment` (operators' balance adjustments).
 */
export type SystemAccountKind =
  'cashier' | 'house' | 'bonus' | 'demo-source' | 'points' | 'agent-commission' | 'adjustment';

export interface Posting {
  account: AccountRef;
  /** Signed minor units; positive adds to the account. */
  amount: number;
}

export interface PostInput {
  merchantId: number;
  /** What happened, e.g. `deposit`, `transfer`, `bet`, `win`. */
  kind: string;
  postings: Posting[];
  /** A retry with the same key and same request returns the first result. */
  idempotencyKey?: string;
  /**
   * What makes a retry "the same request", when not the postings: a request whose
   * amounts are read from balances ("move everything") is the same when the client's
   * request is, though the balances moved meanwhile. JSON-serializable.
   */
  fingerprint?: unknown;
  /** The business object this belongs to (deposit id, round id, withdrawal id...). */
  reference?: string;
  memo?: Record<string, unknown>;
  /** Set by reverseTransaction only: the transaction this one undoes. */
  reversesId?: number;
}

export interface PostedEntry {
  accountId: number;
  account: AccountRef;
  amount: number;
  balanceAfter: number;
}

export interface PostedTransaction {
  id: number;
  kind: string;
  reference: string | null;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when this is the stored result of an earlier call with the same idempotency key. */
  replayed: boolean;
}
