import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@schemas/site/constants';
import { readCatalogs } from '../../scripts/i18n/read-catalogs';
import { CallError } from '../api/call-error';
import { accountErrorText } from './account-errors';
import { activateLanguage, includeEveryCatalogPart } from './activate-language';
import { LANGUAGE_INFO } from './languages';

/**
 * The validation messages of spec §5, as the account forms show a platform's refusal (through
 * accountErrorText) and the login forms their own check, in every language the portal speaks.
 */
const refusal = (field: string, message: string) =>
  accountErrorText(new CallError('VALIDATION', message, 400, [{ field, message }]));

const MESSAGES: [english: string, shown: () => string][] = [
  ['Please enter a valid verification code', () => refusal('verificationCode', 'code is wrong')],
  ['Please enter a valid phone number', () => refusal('mobileNum', 'not a number of this country')],
  ['Wrong real-name format', () => refusal('payeeName', 'Please enter correct information (pattern 9)')],
  ['Invalid invitation code', () => refusal('affiliateCode', 'Invalid invitation code')],
  ['Input cannot be empty', () => refusal('username', 'Input cannot be empty')],
  ['Please enter username and password', () => i18n._(msg`Please enter username and password`)],
];

afterAll(async () => {
  await activateLanguage('EN');
});

describe('validation messages (spec §5)', () => {
  it('R5.20 bad code, bad phone number, wrong real-name format, invalid invitation code, empty input and missing credentials are worded in every language', async () => {
    const catalogs = readCatalogs();
    await includeEveryCatalogPart();
    expect([...LANGUAGES].sort()).toEqual(['CN', 'EN', 'ID', 'JA', 'TH', 'TY', 'VI']);
    for (const language of LANGUAGES) {
      await activateLanguage(language);
      const { locale } = LANGUAGE_INFO[language];
      for (const [english, shown] of MESSAGES) {
        const translation = catalogs.get(locale)?.get(english)?.translation;
        expect(translation, `${locale}: ${english}`).toBeTruthy();
        if (locale !== 'en') expect(translation, `${locale}: ${english}`).not.toBe(english);
        expect(shown(), `${locale}: ${english}`).toBe(translation);
      }
    }
  });
});
