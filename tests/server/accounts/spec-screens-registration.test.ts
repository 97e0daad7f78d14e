import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerByUsername } from '../../support/accounts';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Registration's screens as the platform drives them (spec §2): which fields the form shows and
 * their rules, and where the phone picker starts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Rule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
}

const registerSettings = async () =>
  (await api<{ rules: Record<string, Rule> }>(server, { method: 'GET', url: '/wps/system/setting/register' }))
    .value.rules;

describe('the fields of the registration form', () => {
  it('R2.44 the platform answers a rule for every field, and a field the merchant switches on and requires is required on the server', async () => {
    // Confirm password follows the password's rule.
    expect(Object.keys(await registerSettings()).sort()).toEqual(
      [
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
      ].sort(),
    );
    const optional = [
      'mobileNum',
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
    ];
    // Off by default: a registration without them goes through.
    const rules = await registerSettings();
    for (const f of optional) expect(rules[f], f).toMatchObject({ enabled: false, required: false });
    for (const field of optional) {
      const restore = await patchMerchantSettings(server, 'aurora', {
        registerRules: { [field]: { enabled: true, required: true } },
      });
      try {
        expect((await registerSettings())[field], field).toMatchObject({ enabled: true, required: true });
        const res = await registerByUsername(server);
        expect(res.success, field).toBe(false);
        expect(res.errors?.[0], field).toMatchObject({ field, message: 'Input cannot be empty' });
      } finally {
        await restore();
      }
    }
    // A merchant's length rule is the server's rule too.
    const restore = await patchMerchantSettings(server, 'aurora', {
      registerRules: { qqNum: { enabled: true, required: true, minLength: 5, maxLength: 6 } },
    });
    try {
      expect((await registerSettings()).qqNum).toMatchObject({ minLength: 5, maxLength: 6 });
      expect((await registerByUsername(server, { qqNum: '1234567' })).errors?.[0]?.field).toBe('qqNum');
      expect((await registerByUsername(server, { qqNum: '123456' })).success).toBe(true);
    } finally {
      await restore();
    }
  });
});

describe('the dialing-code picker', () => {
  const countries = (s: TestServer, headers: Record<string, string> = {}) =>
    s.call({ method: 'GET', url: '/wps/system/country', headers }).then(
      (r) =>
        (
          r.json() as {
            value: {
              countries: { countryCode: string; countryDialingCode: string }[];
              initialDialingCode?: string;
              currentCountry: string;
            };
          }
        ).value,
    );

  it('R2.52 starts on the merchant’s initial dialing code; the current country is the visitor’s when listed, else the merchant’s default', async () => {
    const plain = await countries(server);
    expect(plain.countries.length).toBeGreaterThan(1);
    expect(plain.initialDialingCode).toBeUndefined();
    expect(plain.currentCountry).toBe('PH');

    const restore = await patchMerchantSettings(server, 'aurora', {
      initialDialingCode: '66',
      defaultCountry: 'VN',
    });
    try {
      expect(await countries(server)).toMatchObject({ initialDialingCode: '66', currentCountry: 'VN' });
      // Without TRUST_PROXY a country header is the visitor's own claim: ignored.
      expect((await countries(server, { 'cf-ipcountry': 'JP' })).currentCountry).toBe('VN');
    } finally {
      await restore();
    }

    const proxied = await startTestServer({ trustProxy: true });
    try {
      const back = await patchMerchantSettings(proxied, 'aurora', {
        defaultCountry: 'VN',
        countries: ['VN', 'JP', 'TH'],
      });
      try {
        // Behind the trusted edge: the visitor's country, when the merchant lists it.
        expect((await countries(proxied, { 'cf-ipcountry': 'JP' })).currentCountry).toBe('JP');
        expect((await countries(proxied, { 'x-country-code': 'th' })).currentCountry).toBe('TH');
        // A country the merchant does not offer: the merchant's default.
        expect((await countries(proxied, { 'cf-ipcountry': 'GB' })).currentCountry).toBe('VN');
        expect((await countries(proxied)).currentCountry).toBe('VN');
      } finally {
        await back();
      }
    } finally {
      await proxied.close();
    }
  });
});
