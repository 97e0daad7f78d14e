import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Site } from '@schemas/site/site';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api/client';
import { sessionLimitReachedAtom } from '../atoms/play-session';
import { sessionAtom, takeUpSessionOf } from '../atoms/session';
import { refreshSystemStatusAtom } from '../atoms/system-status';
import { listenForInstallOffer } from '../atoms/install-offer';
import { browserLanguage, DEFAULT_LANGUAGE } from '../i18n/languages';
import { activateLanguage } from '../i18n/activate-language';
import { createPortalStore } from './create-portal-store';
import { loadBootstrap, switchedWhitelabel } from './load-bootstrap';
import { PortalApp } from './portal-app';
import { PortalProviders } from './portal-providers';
import { languageAtom } from '../atoms/preferences';
import { preloadFirstRender } from '../renderer/preload-first-render';
import '../theme/base.css';

/**
 * Start the portal: the platform has already migrated and validated the merchant's
 * site (so no schema code ships to the browser); render it, or the configuration-error page.
 */
async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  listenForInstallOffer();
  const root = createRoot(container);
  // A message the catalog parts loaded so far lack (a widget drawn before its folder's words
  // arrived) shows as its id: say so where reports and the browser tests see it.
  i18n.on('missing', ({ id, locale }) => console.error(`No words for message ${id} in ${locale}`));
  const bootstrap = await loadBootstrap();
  const site = (bootstrap.site ?? null) as Site | null;
  // Sessions are per merchant: only this merchant's own session is used on its pages.
  takeUpSessionOf(bootstrap.merchantCode);

  const store = createPortalStore({
    site,
    bootstrap,
    // The client reads the session from the store it lives in; called only after boot.
    api: createApiClient({
      payloadKey: bootstrap.payloadKey,
      whitelabel: switchedWhitelabel(bootstrap),
      getToken: () => store.get(sessionAtom)?.token,
      // The session time limit is said once in a dialog; other endings simply forget the session.
      onSessionEnded: (code) =>
        code === 'SESSION_LIMIT' ? void store.set(sessionLimitReachedAtom) : store.set(sessionAtom, null),
      // A call refused for maintenance or region: ask for the status, the gate shows its page.
      onSystemStatus: () => void store.set(refreshSystemStatusAtom).catch(() => undefined),
    }),
  });

  // The pages for a host no merchant uses and for a site that failed its checks are rare:
  // their code loads when one is shown, not on every first visit.
  if (bootstrap.unknownDomain) {
    const [{ UnknownDomainPage }] = await Promise.all([
      import('./unknown-domain-page'),
      activateLanguage(browserLanguage(navigator.languages)),
    ]);
    root.render(
      <PortalProviders store={store}>
        <UnknownDomainPage host={window.location.host} />
      </PortalProviders>,
    );
    return;
  }
  if (!site) {
    const [{ ConfigErrorPage }] = await Promise.all([
      import('./config-error-page'),
      activateLanguage(DEFAULT_LANGUAGE),
    ]);
    root.render(
      <PortalProviders store={store}>
        <ConfigErrorPage problems={bootstrap.siteProblems ?? []} />
      </PortalProviders>,
    );
    return;
  }
  // The language, the chunks of the header and of the page asked for, and the lists that size
  // the page arrive together, so the first render has them all and nothing shifts afterwards.
  await Promise.all([
    activateLanguage(store.get(languageAtom)),
    preloadFirstRender(site, window.location.pathname, store),
  ]);
  // A transition: React draws the whole first page in slices that yield to the browser,
  // instead of one long task that blocks input while a phone parses and renders it.
  startTransition(() =>
    root.render(
      <PortalProviders store={store}>
        <PortalApp />
      </PortalProviders>,
    ),
  );
}

boot().catch(async (err: unknown) => {
  // Last resort: the bootstrap itself failed (network, server down). Never a blank page.
  console.warn('[tessera] boot failed', err);
  await activateLanguage(DEFAULT_LANGUAGE).catch(() => undefined);
  const el = document.getElementById('root');
  if (!el) return;
  const p = document.createElement('p');
  p.className = 'boot-error';
  p.textContent = t`Network link abnormal. Please refresh the page.`;
  el.replaceChildren(p);
});
