import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { languageAtom, themeAtom } from '../atoms/preferences';
import { readySiteAtom } from '../atoms/site';
import { activateLanguage } from '../i18n/activate-language';
import { applyTheme, applyThemeColor } from '../theme/apply-theme';
import { SiteRoutes } from './site-routes';
import { StatusGate } from './status/status-gate';

/** The validated site as a running portal: theme, language, status gate and routes. */
export function PortalApp({
  router: Router = BrowserRouter,
}: {
  /** The router the routes live in: the browser's, or a fixed location's when the platform draws the first screen. */
  router?: ComponentType<{ children: ReactNode }>;
} = {}) {
  const site = useAtomValue(readySiteAtom);
  const theme = useAtomValue(themeAtom);
  const language = useAtomValue(languageAtom);

  // Before paint, so a theme switch never shows a frame of the old colours.
  useLayoutEffect(() => {
    applyTheme(site.theme, theme);
    applyThemeColor(site.theme, theme);
  }, [site.theme, theme]);
  useEffect(() => {
    void activateLanguage(language);
  }, [language]);
  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon || !site.merchant.favicon) return;
    icon.type = site.merchant.favicon.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
    icon.href = site.merchant.favicon;
  }, [site.merchant.favicon]);

  return (
    <StatusGate>
      <Router>
        <SiteRoutes site={site} />
      </Router>
    </StatusGate>
  );
}
