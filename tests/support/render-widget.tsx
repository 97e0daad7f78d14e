import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@schemas/site/constants';
import type { Site } from '@schemas/site/site';
import { createFakeApiClient, type FakeApiClient } from '../../src/api/fake-client';
import { createPortalStore, type PortalStore } from '../../src/app/create-portal-store';
import { PortalProviders } from '../../src/app/portal-providers';
import { languageAtom } from '../../src/atoms/preferences';
import { sessionAtom, type SessionValues } from '../../src/atoms/session';
import type { PortalBootstrap } from '../../src/atoms/site';
import { activateLanguage, includeEveryCatalogPart } from '../../src/i18n/activate-language';
import { loadWhitelabelSite } from './load-site';

export interface RenderWidgetOptions {
  site?: Site;
  api?: FakeApiClient;
  session?: Partial<SessionValues> | null;
  language?: Language;
  route?: string;
  bootstrap?: Partial<PortalBootstrap>;
  /** Set atoms (e.g. a popup's params) or read a widget's data before the first render. */
  prepare?: (store: PortalStore) => void | Promise<void>;
}

export interface RenderedWidget extends RenderResult {
  store: PortalStore;
  api: FakeApiClient;
}

/** A member session with sensible values, overridable per test. */
export function memberSession(overrides: Partial<SessionValues> = {}): SessionValues {
  return {
    token: 'test-token-0123456789abcdef',
    isAgent: 0,
    cpw: false,
    merchant: 'aurora',
    merchantCode: 'aurora',
    platform: 'web',
    nickname: 'Lucky Star',
    account: 'player01',
    username: 'player01',
    customerId: 1,
    toUpline: false,
    memberLabel: [],
    ...overrides,
  };
}

/** Render a widget inside the portal's providers, a router and a fresh store. */
export async function renderWidget(
  ui: ReactElement,
  options: RenderWidgetOptions = {},
): Promise<RenderedWidget> {
  const site = options.site ?? loadWhitelabelSite('aurora');
  const api = options.api ?? createFakeApiClient();
  const store = createPortalStore({
    site,
    api,
    bootstrap: {
      merchantCode: site.merchant.code,
      payloadKey: '00'.repeat(32),
      flags: [],
      status: { status: 0, ip: '127.0.0.1' },
      ...options.bootstrap,
    },
  });
  if (options.session !== undefined)
    store.set(sessionAtom, options.session ? memberSession(options.session) : null);
  const language = options.language ?? site.languages.default;
  store.set(languageAtom, language);
  // A widget drawn directly, not through its registration, which would load its words.
  await includeEveryCatalogPart();
  await activateLanguage(language);
  await options.prepare?.(store);
  let result: RenderResult | undefined;
  // Inside an awaited act, so widgets that suspend on async atoms resume when their data arrives.
  await act(async () => {
    result = render(
      <PortalProviders store={store}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </PortalProviders>,
    );
  });
  return { ...(result as RenderResult), store, api };
}
