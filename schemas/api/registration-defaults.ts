import type { Static } from '@sinclair/typebox';
import { PATTERN_FAMILIES, type PatternId } from './pattern-families';
import type { FieldRule, RegisterRuleField } from './registration';

export type FieldRuleValue = Static<typeof FieldRule>;

function rule(
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  enabled = true,
  required = enabled,
): FieldRuleValue {
  return { enabled, required, patternId, acceptedPattern: PATTERN_FAMILIES[patternId], minLength, maxLength };
}

/**
 * The platform's default field rules (spec §5), in one place: the platform answers them unless a
 * merchant overrides a part in `merchants.settings.registerRules` (docs/operations.md), the fake
 * client answers them to stories and tests, and forms fall back to them before the rules load.
 * Plain data (no schema library), so the portal may import it at run time.
 */
export const DEFAULT_REGISTER_RULES: Record<RegisterRuleField, FieldRuleValue> = {
  username: rule(2, 6, 16),
  // ASVS V2.1: at least 8 characters, long passphrases allowed, any printable character.
  password: rule(16, 8, 64),
  mobileNum: rule(7, 6, 15, false),
  verificationCode: rule(7, 6, 6, false),
  payeeName: rule(9, 2, 50, false),
  paymentPassword: rule(7, 6, 6, false),
  email: rule(4, 6, 254, false),
  qqNum: rule(7, 5, 12, false),
  line: rule(10, 2, 50, false),
  whatsapp: rule(7, 6, 15, false),
  facebook: rule(10, 2, 100, false),
  wechat: rule(10, 2, 50, false),
  idNumber: rule(5, 6, 30, false),
  recommenderId: rule(5, 2, 20, false, false),
  affiliateCode: rule(5, 4, 20, false, false),
  captcha: rule(5, 4, 4),
};
