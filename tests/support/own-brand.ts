type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke at arbitrary JSON

/**
 * A copy of a shipped whitelabel made its own merchant, as a person making a new whitelabel
 * does: its own code, name, domains, artwork paths and accent colours, so validate's check
 * for another merchant's brand has nothing to say and each test sees only what it planted.
 */
export function ownBrand(files: { site: Json; theme: Json }, code: string): void {
  const from = String(files.site.merchant.code);
  const name = String(files.site.merchant.name);
  const text = JSON.stringify(files.site)
    .replaceAll(`/wl/${from}/`, `/wl/${code}/`)
    .replaceAll(name, `${code} casino`);
  Object.assign(files.site, JSON.parse(text) as Json);
  files.site.merchant.code = code;
  files.site.domains = [`${code}.localhost`];
  // Each copy's accent differs from every other's in its last digit, chosen from its code.
  const digit = [...code].reduce((n, c) => n * 31 + c.charCodeAt(0), 7) % 16;
  const nudge = (colour: string) => {
    const last = parseInt(colour.slice(-1), 16);
    return `${colour.slice(0, -1)}${((last + 1 + digit) % 16).toString(16)}`;
  };
  for (const mode of ['dark', 'light'])
    for (const key of ['accent', 'accentSoft'])
      if (typeof files.theme[mode]?.[key] === 'string')
        files.theme[mode][key] = nudge(files.theme[mode][key]);
  if (typeof files.site.merchant.chatHeaderColor === 'string')
    files.site.merchant.chatHeaderColor = nudge(files.site.merchant.chatHeaderColor);
}
