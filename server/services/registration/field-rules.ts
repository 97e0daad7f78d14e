import { PATTERN_FAMILIES, passesRule, type PatternId } from '../../../schemas/api/pattern-families';
import { REGISTER_RULE_FIELDS, type RegisterRuleField } from '../../../schemas/api/registration';
import { DEFAULT_REGISTER_RULES, type FieldRuleValue } from '../../../schemas/api/registration-defaults';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';

export type Rule = FieldRuleValue;

function overridesOf(merchant: Merchant): Record<string, Partial<Rule>> {
  const raw = merchant.settings.registerRules;
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, Partial<Rule>>) : {};
}

function merge(base: Rule, override: Partial<Rule> | undefined): Rule {
  if (!override) return base;
  const merged = { ...base, ...override };
  // A merchant may name a family by id only; its pattern follows.
  if (override.patternId && !override.acceptedPattern) {
    merged.acceptedPattern = PATTERN_FAMILIES[override.patternId as PatternId] ?? base.acceptedPattern;
  }
  if (!merged.enabled) merged.required = false;
  return merged;
}

/** This merchant's registration rules, every field present. */
export function registerRulesFor(merchant: Merchant): Record<RegisterRuleField, Rule> {
  const overrides = overridesOf(merchant);
  return Object.fromEntries(
    REGISTER_RULE_FIELDS.map((f) => [f, merge(DEFAULT_REGISTER_RULES[f], overrides[f])]),
  ) as Record<RegisterRuleField, Rule>;
}

/** Rules of the other forms: the same username and password rules, e-mail and mobile always on. */
export function validationRulesFor(merchant: Merchant) {
  const r = registerRulesFor(merchant);
  return {
    username: { ...r.username, enabled: true, required: true },
    password: { ...r.password, enabled: true, required: true },
    email: { ...r.email, enabled: true, required: true },
    mobileNum: { ...r.mobileNum, enabled: true, required: true },
    verificationCode: { ...r.verificationCode, enabled: true, required: true },
  };
}

/** Throw a field error unless `value` passes `rule` (an empty optional value passes). */
export function enforceRule(field: string, rule: Rule, value: string | undefined): void {
  const v = value ?? '';
  if (v === '') {
    if (rule.enabled && rule.required) throw ApiError.validation(field, 'Input cannot be empty');
    return;
  }
  if (!passesRule(rule, v)) {
    throw ApiError.validation(field, `Please enter correct information (${describeRule(rule)})`);
  }
}

function describeRule(rule: Rule): string {
  const len = rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}-${rule.maxLength}`;
  return `pattern ${rule.patternId}, ${len} characters`;
}
