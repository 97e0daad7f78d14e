import fs from 'node:fs';
import path from 'node:path';
import type { SiteProblem } from '../../../schemas/site/check/site-problems';
import { listWhitelabels } from '../../portal/read-whitelabel';

interface Brand {
  code: string;
  name?: string;
  domains: string[];
  colours: string[];
}

const read = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** What identifies a merchant: its code (its asset folder), name, domains and brand colours. */
function brandOf(whitelabelsDir: string, code: string): Brand {
  const site = read(path.join(whitelabelsDir, code, 'site.json')) as
    { merchant?: { name?: string; chatHeaderColor?: string }; domains?: string[] } | undefined;
  const theme = read(path.join(whitelabelsDir, code, 'theme.json')) as
    Record<string, Record<string, string>> | undefined;
  const colours = [
    theme?.dark?.accent,
    theme?.light?.accent,
    theme?.dark?.accentSoft,
    theme?.light?.accentSoft,
    site?.merchant?.chatHeaderColor,
  ].filter((c): c is string => typeof c === 'string');
  return {
    code,
    ...(site?.merchant?.name ? { name: site.merchant.name } : {}),
    domains: Array.isArray(site?.domains) ? site.domains : [],
    colours: colours.map((c) => c.toLowerCase()),
  };
}

/**
 * What a copied whitelabel still holds of another merchant: its assets (`/wl/<other>/`),
 * its domains, its name, or its brand colours. Each is a problem of the copy's site.json or
 * theme.json, so `npm run validate` and `ops whitelabel create` refuse a half-edited copy.
 */
export function copyLeftovers(whitelabelsDir: string, code: string): (SiteProblem & { file: string })[] {
  const others = listWhitelabels(whitelabelsDir)
    .filter((c) => c !== code)
    .map((c) => brandOf(whitelabelsDir, c));
  const problems: (SiteProblem & { file: string })[] = [];
  const mine = brandOf(whitelabelsDir, code);
  const siteText = fs.readFileSync(path.join(whitelabelsDir, code, 'site.json'), 'utf8');
  for (const other of others) {
    if (siteText.includes(`/wl/${other.code}/`))
      problems.push({
        file: 'site.json',
        pointer: '/merchant',
        path: 'merchant',
        message: `uses the assets of ${other.code} (/wl/${other.code}/): point them at /wl/${code}/`,
      });
    for (const host of mine.domains)
      if (other.domains.includes(host))
        problems.push({
          file: 'site.json',
          pointer: '/domains',
          path: 'domains',
          message: `${host} is a domain of ${other.code}`,
        });
    for (const host of other.domains.filter((d) => !mine.domains.includes(d) && !d.endsWith('.localhost')))
      if (siteText.includes(host))
        problems.push({
          file: 'site.json',
          pointer: '/settings',
          path: 'settings',
          message: `mentions ${host}, a domain of ${other.code} (support addresses, links)`,
        });
    if (other.name && siteText.includes(other.name))
      problems.push({
        file: 'site.json',
        pointer: '/merchant/name',
        path: 'merchant',
        message: `still names ${other.name} (${other.code}) in its texts`,
      });
    const shared = mine.colours.filter((c) => other.colours.includes(c));
    if (shared.length)
      problems.push({
        file: 'theme.json',
        pointer: '/theme',
        path: '(theme)',
        message: `brand colours ${[...new Set(shared)].join(', ')} are ${other.code}'s: give the copy its own accent`,
      });
  }
  return problems;
}
