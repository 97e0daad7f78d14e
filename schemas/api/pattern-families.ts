/**
 * The pattern families of spec §5 that field rules choose from. Plain data (no
 * schema library), so the portal may import it at run time. `*` accepts anything.
 * Regular expressions are written for both JavaScript engines (server and browser)
 * and are always tested whole against the trimmed value with the `u` flag.
 */
export const PATTERN_FAMILIES = {
  /** Any characters. */
  1: '*',
  /** A leading letter, then letters and digits. */
  2: '^[A-Za-z][A-Za-z0-9]*$',
  /** Chinese characters and digits. */
  3: '^[\\u4e00-\\u9fa50-9]+$',
  /** An e-mail address. */
  4: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  /** Letters and digits. */
  5: '^[A-Za-z0-9]+$',
  /** Letters and digits, at least one of each. */
  6: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  /** Digits only. */
  7: '^[0-9]+$',
  /** Letters and digits with at least one upper-case letter. */
  8: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  /** English letters and spaces. */
  9: '^[A-Za-z ]+$',
  /** Anything without spaces. */
  10: '^\\S+$',
  /** Chinese characters and punctuation. */
  11: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  /** A date as yyyy-MM-dd or MM-dd-yyyy. */
  12: '^([0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{2}-[0-9]{2}-[0-9]{4})$',
  /** Korean only. */
  13: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$',
  /** Thai only. */
  14: '^[\\u0e00-\\u0e7f]+$',
  /** Thai or English letters and spaces. */
  15: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
  /** Letters, digits and symbols (printable ASCII without spaces). */
  16: '^[\\x21-\\x7e]+$',
} as const;

export type PatternId = keyof typeof PATTERN_FAMILIES;

/** A field rule as the server sends it (spec §3: acceptedPattern, patternId, minLength, maxLength, enabled, required). */
export interface FieldRuleShape {
  enabled: boolean;
  required: boolean;
  patternId: number;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

/** Length in user-perceived characters (code points), not UTF-16 units. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/**
 * Whether a value passes a rule (spec §5): it matches the pattern (`*` matches
 * anything) and its length is within min and max. Emptiness is the caller's concern.
 */
export function passesRule(rule: FieldRuleShape, value: string): boolean {
  const len = textLength(value);
  if (len < rule.minLength || len > rule.maxLength) return false;
  if (rule.acceptedPattern === '*' || rule.acceptedPattern === '') return true;
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(value);
  } catch {
    // A pattern that does not compile accepts nothing rather than everything.
    return false;
  }
}
