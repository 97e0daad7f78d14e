import type { FirstScreen, FirstScreenInput } from '@schemas/portal/first-screen';
import type { Site } from '@schemas/site/site';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createApiClient } from '../../api/client';
import { languageAtom, themeAtom } from '../../atoms/preferences';
import { routeAtom } from '../../atoms/route';
import { activateLanguage } from '../../i18n/activate-language';
import { preloadFirstRender } from '../../renderer/preload-first-render';
import { createPortalStore } from '../create-portal-store';
import type { RawBootstrap } from '../load-bootstrap';
import { PortalApp } from '../portal-app';
import { PortalProviders } from '../portal-providers';
import { settledHeadings } from './settled-headings';

/**
 * Lingui's active language is one for the whole process: the step that activates a language
 * and draws with it runs for one page at a time (each is a few milliseconds, synchronous but
 * for a catalog part not loaded yet), while the pages' data loads side by side.
 */
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(step: () => Promise<T>): Promise<T> {
  const next = drawing.then(step, step);
  drawing = next.catch(() => undefined);
  return next;
}

/**
 * Draw the first screen of a page for a guest, on the platform: the same tree the portal's
 * first render draws (its widgets, their first data, the site's default language and theme),
 * as HTML the browser paints before any script has run. The portal then draws its own in its
 * place. Null when the merchant has no site to show.
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | null> {
  const bootstrap = input.bootstrap as RawBootstrap;
  const site = (bootstrap.site ?? null) as Site | null;
  if (!site) return null;
  const store = createPortalStore({
    site,
    bootstrap,
    api: createApiClient({
      payloadKey: bootstrap.payloadKey,
      getToken: () => undefined,
      baseUrl: input.baseUrl,
      fetch: input.fetch,
    }),
  });
  store.set(routeAtom, input.pathname);
  await preloadFirstRender(site, input.pathname, store);
  const language = store.get(languageAtom);
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={input.pathname}>{children}</StaticRouter>
  );
  return oneAtATime(async () => {
    await activateLanguage(language);
    const html = settledHeadings(
      renderToString(
        <PortalProviders store={store}>
          <PortalApp router={AtPath} />
        </PortalProviders>,
      ),
    );
    return { html, language, theme: store.get(themeAtom) };
  });
}
