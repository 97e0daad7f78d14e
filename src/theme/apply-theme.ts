import type { SiteTheme, ThemeName } from '@schemas/site/theme';
import { themeVariables } from '@schemas/site/theme-variables';

/**
 * Set the variables through the CSSOM (allowed by a CSP without inline styles)
 * and tag the document so CSS can tell dark from light.
 */
export function applyTheme(
  theme: SiteTheme,
  name: ThemeName,
  target: HTMLElement = document.documentElement,
): void {
  for (const [k, v] of Object.entries(themeVariables(theme, name))) target.style.setProperty(k, v);
  target.dataset.theme = name;
  target.style.colorScheme = name;
}

/**
 * The browser bar follows the page colour of the theme shown: the platform serves the
 * default theme's colour, and a player's own choice replaces it here.
 */
export function applyThemeColor(theme: SiteTheme, name: ThemeName, doc: Document = document): void {
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme[name].surfacePage);
}
