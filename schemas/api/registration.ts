import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';

/** One field's rule (spec §3, §5): the portal shows and checks it, the server enforces it again. */
export const FieldRule = Type.Object({
  /** The field is shown (and accepted) at all. */
  enabled: Type.Boolean(),
  /** The field must be filled in. */
  required: Type.Boolean(),
  /** Which pattern family of spec §5 (see schemas/api/pattern-families.ts); the portal words its helper text by it. */
  patternId: Type.Integer({ minimum: 1 }),
  /** The family's regular expression, or `*` for anything. */
  acceptedPattern: Type.String(),
  /** Shortest accepted length in characters. */
  minLength: Type.Integer({ minimum: 0 }),
  /** Longest accepted length in characters. */
  maxLength: Type.Integer({ minimum: 1 }),
});

/** Registration fields that carry a rule, in the order the form shows them. */
export const REGISTER_RULE_FIELDS = [
  'username',
  'password',
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
export type RegisterRuleField = (typeof REGISTER_RULE_FIELDS)[number];

export const RegisterRules = Type.Object(
  Object.fromEntries(REGISTER_RULE_FIELDS.map((f) => [f, FieldRule])) as Record<
    RegisterRuleField,
    typeof FieldRule
  >,
);

export const getRegisterSettings = defineEndpoint({
  id: 'registration.settings',
  method: 'GET',
  path: '/wps/system/setting/register',
  token: false,
  encrypted: false,
  summary: 'The registration form’s field rules for this merchant (spec §3, §5).',
  request: NoInput,
  response: Type.Object({
    rules: RegisterRules,
    /** The age the registration agreement asks the player to confirm. */
    ageLimit: Type.Integer(),
  }),
});

/** Rules of the other account forms (change and forgot password, login by mobile). */
export const getValidationSettings = defineEndpoint({
  id: 'registration.validation',
  method: 'GET',
  path: '/wps/system/setting/validation',
  token: false,
  encrypted: false,
  summary: 'Field rules shared by the login, forgot-password and change-password forms.',
  request: NoInput,
  response: Type.Object({
    username: FieldRule,
    password: FieldRule,
    email: FieldRule,
    mobileNum: FieldRule,
    verificationCode: FieldRule,
  }),
});

export const Country = Type.Object({
  /** ISO 3166-1 alpha-2, also the flag image name under COUNTRY_FLAG/. */
  countryCode: Type.String(),
  /** Dialing code without the plus sign. */
  countryDialingCode: Type.String(),
  /** English name, for search and screen readers. */
  name: Type.String(),
});

export const getCountries = defineEndpoint({
  id: 'registration.countries',
  method: 'GET',
  path: '/wps/system/country',
  token: false,
  encrypted: false,
  summary: 'Countries with dialing codes for the mobile-number picker (spec §2, §3).',
  request: NoInput,
  response: Type.Object({
    countries: Type.Array(Country),
    /** The merchant's initial dialing code; the picker starts on it when listed. */
    initialDialingCode: Type.Optional(Type.String()),
    /** The visitor's country as far as the platform knows it (merchant default otherwise). */
    currentCountry: Type.String(),
  }),
});

export const checkAffiliateCode = defineEndpoint({
  id: 'registration.affiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  token: false,
  encrypted: false,
  summary: 'Whether an invitation (affiliate) code is valid on this domain (spec §7).',
  request: Type.Object(
    {
      code: Type.String({ minLength: 1, maxLength: 40 }),
      /** The portal's host; codes may be limited to the agent's domains. */
      domain: Type.Optional(Type.String({ maxLength: 255 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ valid: Type.Boolean() }),
});

export const registrationEndpoints = [
  getRegisterSettings,
  getValidationSettings,
  getCountries,
  checkAffiliateCode,
] as const;
