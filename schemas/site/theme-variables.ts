import type { SiteTheme, ThemeName } from './theme';

/** `surfacePage` -> `--tsr-surface-page`. */
export function tokenVariable(token: string): string {
  return `--tsr-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * The CSS variables of one theme of a brand. One definition for the portal, which sets them
 * through the CSSOM, and the platform, which writes the default theme's into the served page
 * so the first paint already has the merchant's colours.
 */
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
