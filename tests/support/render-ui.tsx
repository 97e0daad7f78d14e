import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@schemas/site/constants';
import { activateLanguage } from '../../src/i18n/activate-language';

/** Render a ui primitive with Lingui active (no store, no router: primitives need neither). */
export async function renderUi(ui: ReactElement, language: Language = 'EN'): Promise<RenderResult> {
  await activateLanguage(language);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
