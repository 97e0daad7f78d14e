import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { PortalStore } from './create-portal-store';

/** The providers every portal tree needs: one jotai store and Lingui. */
export function PortalProviders({ store, children }: { store: PortalStore; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </JotaiProvider>
  );
}
