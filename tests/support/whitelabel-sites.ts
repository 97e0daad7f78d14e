/**
 * Every whitelabel's site.json with its theme.json placed under `theme`, as the
 * server composes them; read at build time so stories and browser tests need no server.
 */
const sites = import.meta.glob<Record<string, unknown>>('../../whitelabels/*/site.json', {
  eager: true,
  import: 'default',
});
const themes = import.meta.glob<Record<string, unknown>>('../../whitelabels/*/theme.json', {
  eager: true,
  import: 'default',
});

const codeOf = (file: string) => file.split('/').at(-2) ?? '';

export const whitelabelSites: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(sites).map(([file, site]) => {
    const theme = themes[file.replace('site.json', 'theme.json')];
    return [codeOf(file), theme ? { ...site, theme } : site];
  }),
);

export const whitelabelCodes = Object.keys(whitelabelSites).sort();
