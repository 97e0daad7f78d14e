import { Type } from '@sinclair/typebox';
import { RECORD_MAX_SPAN_DAYS } from './wallet-rules';

/**
 * An amount as the member typed it, in major units with at most 2 decimals
 * ("125.50"). Text, not a JSON number, so no float ever rounds money; the server
 * refuses 0, negatives, other text and a third decimal, naming the field.
 */
export const AmountText = Type.String({ minLength: 1, maxLength: 32 });

/** Money in integer minor units (cents) of the merchant's currency. */
export const Minor = Type.Integer();

/**
 * Chosen by the portal once per submission and kept until the form changes: a
 * double-clicked or retried submit with the same key moves money once.
 */
export const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

/** A payment (withdrawal) password as typed. */
export const PaymentPasswordText = Type.String({ minLength: 1, maxLength: 32 });

/** Paging of record lists. */
export const Paging = {
  /** 1-based page number. */
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  /** Rows per page. */
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/** A date range of a record query, in the member's local days (docs/decisions/record-ranges.md). */
export const DateRange = {
  /** First day, `YYYY-MM-DD`, inclusive. At most 12 months back. */
  startDate: Type.String({ maxLength: 10 }),
  /** Last day, `YYYY-MM-DD`, inclusive; not before startDate; at most `RECORD_MAX_SPAN_DAYS` days after it. */
  endDate: Type.String({
    maxLength: 10,
    description: `At most ${RECORD_MAX_SPAN_DAYS} days after startDate.`,
  }),
  /** The member's offset from UTC in minutes (east positive), so days begin at local midnight. */
  utcOffset: Type.Integer({ minimum: -720, maximum: 840, default: 0 }),
};
