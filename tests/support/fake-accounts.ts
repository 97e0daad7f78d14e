import type { FakeApiClient } from '../../src/api/fake-client';
import {
  getBalance,
  getCaptcha,
  getCountries,
  getMemberInfo,
  getRegisterSettings,
  getValidationSettings,
  sendRegisterSmsCode,
  sendSmsCode,
} from '../../src/api/endpoints';
import { DEFAULT_REGISTER_RULES } from '../../schemas/api/registration-defaults';

/** The platform's default rules, as the fake answers them. */
export const fakeRegisterRules = DEFAULT_REGISTER_RULES;

export const fakeCountries = {
  countries: [
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
    { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
    { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  ],
  currentCountry: 'PH',
};

const CAPTCHA_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" fill="#f4f1ea"/><text x="14" y="23" font-size="20" fill="#345">K7MW</text></svg>',
  );

/** The account calls every account form reads on first render, answered like the platform. */
export function withAccountApi(
  api: FakeApiClient,
  overrides: { rules?: Partial<typeof fakeRegisterRules> } = {},
): FakeApiClient {
  let captchas = 0;
  const rules = { ...fakeRegisterRules, ...overrides.rules };
  return api
    .on(getCountries, () => fakeCountries)
    .on(getRegisterSettings, () => ({ rules, ageLimit: 18 }))
    .on(getValidationSettings, () => ({
      username: rules.username,
      password: rules.password,
      email: { ...rules.email, enabled: true, required: true },
      mobileNum: { ...rules.mobileNum, enabled: true, required: true },
      verificationCode: { ...rules.verificationCode, enabled: true, required: true },
    }))
    .on(getCaptcha, () => ({ captchaId: `captcha-${(captchas += 1)}`, image: CAPTCHA_IMAGE }))
    .on(sendSmsCode, () => ({ expiredMinutes: 2 }))
    .on(sendRegisterSmsCode, () => ({ expiredMinutes: 2 }))
    .on(getMemberInfo, () => ({
      id: 1,
      account: 'player01',
      nickname: 'Lucky Star',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'VIP 3', rankLevel: 3 },
      memberLabel: [],
      avatar: 'a4',
      totpEnabled: false,
      cpw: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    }))
    .on(getBalance, () => ({ sumBalance: 1_234_567, currency: 'USD' }));
}

/** A successful login answer. */
export function fakeLoginResult(overrides: Record<string, unknown> = {}) {
  return {
    token: 'fake-token-0123456789abcdefghij',
    firstTimeLogin: false,
    passwordExpired: false,
    cpw: false,
    captcha: false,
    isAgent: 0,
    customerId: 1,
    username: 'player01',
    nickname: 'Lucky Star',
    merchantCode: 'aurora',
    toUpline: false,
    memberLabel: [],
    ...overrides,
  };
}
