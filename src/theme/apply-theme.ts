import type { SiteTheme, ThemeName } from '@schemas/site/theme';

/** `surfacePage` -> `--tsr-surface-page`. */
export function tokenVariable(token: string): string {
  return `--tsr-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The CSS variables of one theme of a brand. */
export function themeVariables(theme: SiteTheme, name: ThemeName): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [token, value] of Object.entries(theme[name])) vars[tokenVariable(token)] = value;
  vars['--tsr-radius-small'] = `${theme.radius.small}px`;
  vars['--tsr-radius-medium'] = `${theme.radius.medium}px`;
  vars['--tsr-radius-large'] = `${theme.radius.large}px`;
  vars['--tsr-space'] = `${theme.spacing}px`;
  vars['--tsr-font-latin'] = theme.fonts.latin;
  vars['--tsr-font-cjk'] = theme.fonts.cjk;
  vars['--tsr-font-thai'] = theme.fonts.thai;
  vars['--tsr-font-vietnamese'] = theme.fonts.vietnamese;
  return vars;
}

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
