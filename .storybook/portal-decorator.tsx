import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@schemas/site/constants';
import type { ThemeName } from '@schemas/site/theme';
import { createFakeApiClient, type FakeApiClient } from '../src/api/fake-client';
import { createPortalStore, type PortalStore } from '../src/app/create-portal-store';
import { PortalProviders } from '../src/app/portal-providers';
import { languageAtom, themeAtom } from '../src/atoms/preferences';
import { sessionAtom, type SessionValues } from '../src/atoms/session';
import { applyTheme } from '../src/theme/apply-theme';
import { activateLanguage, includeEveryCatalogPart } from '../src/i18n/activate-language';
import { loadWhitelabelSite } from '../tests/support/load-site';
import { memberSessionValues } from './member-session';

/** What a story may set through `parameters.portal`. */
export interface PortalParameters {
  /** Set up the fake API the story's widgets call. */
  api?: (api: FakeApiClient) => void;
  /** The member logged in; a visitor when absent or null. */
  session?: Partial<SessionValues> | null;
  route?: string;
  flags?: string[];
  /** Set atoms before the first render (e.g. a first login waiting for its welcome). */
  prepare?: (store: PortalStore) => void;
}

/**
 * Each story gets a fresh jotai store for the merchant, theme and language chosen
 * in the toolbar, the fake API its parameters describe, and a router.
 */
export const withPortal: Decorator = (Story, context) => {
  const merchant = String(context.globals.merchant ?? 'aurora');
  const theme = (context.globals.theme ?? 'dark') as ThemeName;
  const language = (context.globals.language ?? 'EN') as Language;
  const params = (context.parameters.portal ?? {}) as PortalParameters;
  return (
    <PortalStory
      key={`${merchant}|${theme}|${language}|${context.id}`}
      merchant={merchant}
      theme={theme}
      language={language}
      params={params}
    >
      <Story />
    </PortalStory>
  );
};

function PortalStory(props: {
  merchant: string;
  theme: ThemeName;
  language: Language;
  params: PortalParameters;
  children: ReactNode;
}) {
  const { merchant, theme, language, params } = props;
  const [store] = useState(() => {
    const site = loadWhitelabelSite(merchant);
    const api = createFakeApiClient();
    params.api?.(api);
    const s = createPortalStore({
      site,
      api,
      bootstrap: {
        merchantCode: merchant,
        payloadKey: '00'.repeat(32),
        flags: params.flags ?? [],
        status: { status: 0, ip: '203.0.113.7' },
      },
    });
    // Always set: a story without a session is a visitor, never the member an earlier story left in storage.
    s.set(sessionAtom, params.session ? memberSessionValues(params.session) : null);
    s.set(themeAtom, theme);
    s.set(languageAtom, site.languages.header.includes(language) ? language : site.languages.default);
    applyTheme(site.theme, theme);
    params.prepare?.(s);
    return s;
  });
  return (
    <PortalProviders store={store}>
      <MemoryRouter initialEntries={[params.route ?? '/']}>{props.children}</MemoryRouter>
    </PortalProviders>
  );
}

/** Load the toolbar language's catalog before the story renders (the merchant may not offer it). */
export async function loadStoryLanguage(globals: Record<string, unknown>): Promise<void> {
  // Stories draw widgets directly, not through their registration, and the back office's screens too.
  await includeEveryCatalogPart();
  const site = loadWhitelabelSite(String(globals.merchant ?? 'aurora'));
  const wanted = (globals.language ?? 'EN') as Language;
  await activateLanguage(site.languages.header.includes(wanted) ? wanted : site.languages.default);
}
