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

/**
 * A member's labels (docs/decisions/member-labels.md): at most this many, each at most this
 * long, of letters (with their marks, as Thai writes them) and digits in any script, with
 * spaces, dots, dashes and underscores between, starting with a letter or digit. Two labels
 * that differ only in case are one label.
 */
export const MEMBER_LABELS_MAX = 8;
export const MEMBER_LABEL_MAX = 24;
export const MEMBER_LABEL_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u;

/**
 * The labels an operator typed, as they are kept: each trimmed with its inner spaces made
 * single, empty ones dropped, the first of labels equal but for case kept. Checking them is
 * the caller's (`memberLabelProblem`).
 */
export function normaliseMemberLabels(labels: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const raw of labels) {
    const label = raw.trim().replace(/\s+/g, ' ');
    if (label && !kept.has(label.toLowerCase())) kept.set(label.toLowerCase(), label);
  }
  return [...kept.values()];
}

/** What is wrong with normalised labels, in words; undefined when they may be kept. */
export function memberLabelProblem(labels: readonly string[]): string | undefined {
  if (labels.length > MEMBER_LABELS_MAX) return `at most ${MEMBER_LABELS_MAX} labels`;
  const long = labels.find((l) => l.length > MEMBER_LABEL_MAX);
  if (long !== undefined) return `"${long}" is longer than ${MEMBER_LABEL_MAX} characters`;
  const odd = labels.find((l) => !MEMBER_LABEL_PATTERN.test(l));
  if (odd !== undefined)
    return `"${odd}" may hold letters, digits, spaces, dots, dashes and underscores only`;
  return undefined;
}
