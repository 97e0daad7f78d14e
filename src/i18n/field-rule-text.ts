import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { passesRule, textLength, type FieldRuleShape } from '@schemas/api/pattern-families';

/** Helper text of each pattern family (spec §5); `len` is "min-max", or one number when equal. */
const PATTERN_TEXT: Record<number, (len: string) => MessageDescriptor> = {
  1: (len) => msg`${len} characters`,
  2: (len) => msg`${len} letters or digits, starting with a letter`,
  3: (len) => msg`${len} Chinese characters or digits`,
  4: (len) => msg`A valid e-mail address, ${len} characters`,
  5: (len) => msg`${len} letters or digits`,
  6: (len) => msg`${len} characters with both letters and digits`,
  7: (len) => msg`${len} digits`,
  8: (len) => msg`${len} letters or digits, with at least one capital letter`,
  9: (len) => msg`${len} English letters or spaces`,
  10: (len) => msg`${len} characters without spaces`,
  11: (len) => msg`${len} Chinese characters or punctuation`,
  12: () => msg`A date as yyyy-MM-dd or MM-dd-yyyy`,
  13: (len) => msg`${len} Korean characters`,
  14: (len) => msg`${len} Thai characters`,
  15: (len) => msg`${len} Thai or English letters or spaces`,
  16: (len) => msg`${len} letters, digits or symbols`,
};

/** "6-16", or "6" when min and max are equal (spec §5). */
export function lengthText(rule: Pick<FieldRuleShape, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}-${rule.maxLength}`;
}

/** The helper text under a field, in the current language, with min and max filled in. */
export function ruleHelperText(rule: FieldRuleShape): string {
  // `*` accepts anything: only the length is worth saying.
  const describe =
    rule.acceptedPattern === '*' ? PATTERN_TEXT[1] : (PATTERN_TEXT[rule.patternId] ?? PATTERN_TEXT[1]);
  const len = lengthText(rule);
  return i18n._(describe ? describe(len) : msg`${len} characters`);
}

/**
 * The portal's check of a value against its rule (a convenience: the server checks
 * again). Answers the message to show, or undefined when the value passes.
 */
export function ruleProblem(
  rule: FieldRuleShape,
  value: string,
  required = rule.required,
): string | undefined {
  const v = value.trim();
  if (v === '') return required ? i18n._(msg`Input cannot be empty`) : undefined;
  if (passesRule(rule, v)) return undefined;
  const len = textLength(v);
  if (len < rule.minLength || len > rule.maxLength) return ruleHelperText(rule);
  return i18n._(msg`Please enter correct information`) + ': ' + ruleHelperText(rule);
}
