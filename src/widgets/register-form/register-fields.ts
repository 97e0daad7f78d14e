import type { FieldRuleShape } from '@schemas/api/pattern-families';

export type Mode = 'username' | 'mobile';

/** Fields of the form (spec §2), in the order they show. */
export const FIELD_ORDER = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type FieldName = (typeof FIELD_ORDER)[number];

export interface VisibleField {
  name: FieldName;
  rule: FieldRuleShape;
  required: boolean;
}

/**
 * Which fields show and which are required (spec §5, §6): driven by the server's
 * rules and the merchant's flags; the server enforces the same again.
 */
export function visibleFields(
  rules: Record<string, FieldRuleShape>,
  flags: ReadonlySet<string>,
  mode: Mode,
  affiliateFromUrl: boolean,
): VisibleField[] {
  const sms = mode === 'mobile' || flags.has('REGMOBVERF3');
  const withPassword = mode === 'username' || flags.has('MOBILENUMPASSREG3');
  const out: VisibleField[] = [];
  const add = (name: FieldName, rule: FieldRuleShape | undefined, required: boolean) => {
    if (rule) out.push({ name, rule, required });
  };
  for (const name of FIELD_ORDER) {
    const rule = rules[name === 'confirmPassword' ? 'password' : name];
    if (!rule) continue;
    switch (name) {
      case 'username':
        if (mode === 'username') add(name, rule, true);
        break;
      case 'password':
      case 'confirmPassword':
        if (withPassword) add(name, rule, true);
        break;
      case 'mobileNum':
        if (mode === 'mobile' || sms || rule.enabled)
          add(name, rule, mode === 'mobile' || sms || rule.required);
        break;
      case 'verificationCode':
        if (sms) add(name, rule, true);
        break;
      case 'affiliateCode':
        // Shown when the feature is on and the URL brought no valid code (spec §2).
        if (flags.has('AFFILIATE3') && !affiliateFromUrl) add(name, rule, rule.enabled && rule.required);
        break;
      default:
        if (rule.enabled) add(name, rule, rule.required);
    }
  }
  return out;
}
