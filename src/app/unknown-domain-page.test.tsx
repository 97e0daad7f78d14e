import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/activate-language';
import { browserLanguage } from '../i18n/languages';
import { UnknownDomainPage } from './unknown-domain-page';

describe('the unknown-domain page', () => {
  it('R8.13 says "invalid URL or domain check failed" in the language the browser asks for', async () => {
    await activateLanguage(browserLanguage(['th-TH', 'en']));
    render(
      <I18nProvider i18n={i18n}>
        <UnknownDomainPage host="copy.example" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'URL ไม่ถูกต้องหรือการตรวจสอบโดเมนล้มเหลว',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('copy.example');
  });

  it('picks the first language the portal speaks, else English', () => {
    expect(browserLanguage(['de-DE', 'zh-CN', 'en'])).toBe('CN');
    expect(browserLanguage(['fil-PH'])).toBe('TY');
    expect(browserLanguage(['vi'])).toBe('VI');
    expect(browserLanguage(['de', 'fr'])).toBe('EN');
    expect(browserLanguage([])).toBe('EN');
  });
});
