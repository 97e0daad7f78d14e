/**
 * Money and member-centre rules shared by the platform and the portal (the portal
 * may import this file as values: it holds no schema library). One parser for typed
 * amounts, so the form and the server refuse the same things with the same reason.
 */

/** Largest amount one request may move, in minor units (100,000,000.00). */
export const MAX_AMOUNT_MINOR = 10_000_000_000;

/**
 * Decimal places of money. Every merchant's currency is counted in hundredths and shown
 * with 2 decimals (spec §9), so a currency's places are 2 wherever the platform runs;
 * a currency with other places would change this one value (docs/decisions/amounts.md).
 */
export const MONEY_PLACES = 2;

/** Why a typed amount is refused; the portal translates each, the server names the field. */
export type AmountProblem = 'empty' | 'format' | 'decimals' | 'zero' | 'negative' | 'too-large';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * The one rule for an amount typed by a person, used by the forms and the platform: a
 * plain decimal ("12", "0.10", "1250.5"), digits with at most one point and at most the
 * currency's places after it, to integer minor units. Nothing else is read as a number:
 * no group separators ("1,250" could mean 1.25 or 1250 depending on the reader), no
 * spaces, signs, exponents or other digits, so "100,50" or "1 0 0" are refused rather
 * than guessed at. Text, never a float, so 0.1 + 0.2 never becomes 0.30000000000000004.
 */
export function parseAmountText(text: string): ParsedAmount {
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^-[0-9]+(\.[0-9]+)?$/.test(text)) return bad('negative');
  const m = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!m) return bad('format');
  const [, whole = '', fraction = ''] = m;
  if (fraction.length > MONEY_PLACES) return bad('decimals');
  const digits = whole.replace(/^0+/, '');
  if (digits.length > 11) return bad('too-large');
  const minor = Number(digits || '0') * 100 + Number(fraction.padEnd(MONEY_PLACES, '0') || '0');
  if (minor === 0) return bad('zero');
  if (minor > MAX_AMOUNT_MINOR) return bad('too-large');
  return { ok: true, minor };
}

function bad(problem: AmountProblem): ParsedAmount {
  return { ok: false, problem };
}

/**
 * Payment (withdrawal) password, decided for R9.19 (docs/decisions/payment-password.md):
 * exactly 6 digits, not one digit repeated, not a straight run up or down.
 */
export const PAYMENT_PASSWORD_LENGTH = 6;
export type PaymentPasswordProblem = 'length' | 'digits' | 'repeated' | 'sequence';

export function paymentPasswordProblem(value: string): PaymentPasswordProblem | undefined {
  if (!/^\d*$/.test(value)) return 'digits';
  if (value.length !== PAYMENT_PASSWORD_LENGTH) return 'length';
  if (/^(\d)\1+$/.test(value)) return 'repeated';
  const steps = [...value].map(Number);
  const diffs = steps.slice(1).map((d, i) => d - (steps[i] as number));
  if (diffs.every((d) => d === 1) || diffs.every((d) => d === -1)) return 'sequence';
  return undefined;
}

/** Wrong payment passwords in a row before payments lock, and for how long. */
export const PAYMENT_PASSWORD_MAX_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;

/** Withdrawal receipt proofs (spec §5, §9): png or jpg, at most 5 MB each, at most 3. */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
/** Where proof images are uploaded: multipart/form-data, field `file`, query `payoutId`. */
export const PROOF_UPLOAD_PATH = '/wps/v2/withdrawals/proofs';
/** Activity and receipt remarks (spec §5). */
export const REMARK_MAX_LENGTH = 140;

/**
 * Record date ranges (spec §9, docs/decisions/record-ranges.md): the pickers reach
 * back 3 months; a query may reach back 12 months and span at most 12 months.
 */
export const RECORD_SELF_SERVICE_MONTHS = 3;
export const RECORD_QUERY_MONTHS = 12;
export const RECORD_MAX_SPAN_DAYS = 366;
/** The date picker's ranges (spec §9): the last or next 7 and 30 days. */
export const RECORD_RANGE_PRESETS = [7, 30] as const;

/** `YYYY-MM-DD` as a UTC day number, or undefined when it is not a real date. */
export function dayNumber(date: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1) return undefined;
  return Math.floor(t / 86_400_000);
}

/** A UTC day number back to `YYYY-MM-DD`. */
export function dayString(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date as the member sees it, for a UTC offset in minutes (east positive). */
export function todayAt(utcOffsetMinutes: number, now = Date.now()): string {
  return new Date(now + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Day numbers `months` calendar months before `day` (clamped to the month's end). */
export function monthsBefore(day: number, months: number): number {
  const d = new Date(day * 86_400_000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 86_400_000);
}

export type RangeProblem =
  | { field: 'startDate' | 'endDate'; problem: 'format' }
  | { field: 'endDate'; problem: 'inverted' | 'too-long' }
  | { field: 'startDate'; problem: 'too-old' };

/** Check a record range against the query limits; the first problem, with its field. */
export function recordRangeProblem(
  startDate: string,
  endDate: string,
  utcOffsetMinutes: number,
  reachMonths: number = RECORD_QUERY_MONTHS,
  now = Date.now(),
): RangeProblem | undefined {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === undefined) return { field: 'startDate', problem: 'format' };
  if (end === undefined) return { field: 'endDate', problem: 'format' };
  if (end < start) return { field: 'endDate', problem: 'inverted' };
  if (end - start + 1 > RECORD_MAX_SPAN_DAYS) return { field: 'endDate', problem: 'too-long' };
  const today = dayNumber(todayAt(utcOffsetMinutes, now)) as number;
  if (start < monthsBefore(today, reachMonths)) return { field: 'startDate', problem: 'too-old' };
  return undefined;
}

/** Where the member's money comes from (profile, KYC): a fixed list so reports can count it. */
export const SOURCES_OF_INCOME = ['salary', 'business', 'investment', 'savings', 'pension', 'other'] as const;
