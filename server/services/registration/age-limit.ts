import { readWhitelabelSite } from '../../site-files/read-whitelabel';

/** The age the site's registration agreement asks for (site.json settings.ageLimit, 18 by default). */
export function siteAgeLimit(whitelabelsDir: string, code: string): number {
  try {
    const site = readWhitelabelSite(whitelabelsDir, code) as { settings?: { ageLimit?: unknown } };
    const v = site.settings?.ageLimit;
    return typeof v === 'number' ? v : 18;
  } catch {
    return 18;
  }
}
