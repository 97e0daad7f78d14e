import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api/client';
import { activateLanguage, includeCatalogPart } from '../i18n/activate-language';
import { browserLanguage } from '../i18n/languages';
import { applyTheme } from '../theme/apply-theme';
import { openMemberAtom, operatorSessionAtom, opsApiAtom } from './atoms/back-office-atoms';
import { BackOfficeApp } from './screens/back-office-app';
import { BACK_OFFICE_THEME } from './theme/back-office-theme';
import '../theme/base.css';

/** Start the back office: its theme, the operator's language, its client and store. */
async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  applyTheme(BACK_OFFICE_THEME, BACK_OFFICE_THEME.default);
  // Its own words come with every language it activates; the portal never loads them.
  await includeCatalogPart('backoffice');
  await activateLanguage(browserLanguage(navigator.languages));
  const store = createStore();
  store.set(
    opsApiAtom,
    createApiClient({
      payloadKey: '',
      getToken: () => store.get(operatorSessionAtom)?.token,
      // The session ended (idle, revoked, signed out elsewhere): back to the sign-in.
      onSessionEnded: () => {
        store.set(operatorSessionAtom, null);
        store.set(openMemberAtom, null);
      },
    }),
  );
  createRoot(container).render(
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <BackOfficeApp />
      </I18nProvider>
    </JotaiProvider>,
  );
}

void boot();
