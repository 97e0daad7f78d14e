import fs from 'node:fs';
import path from 'node:path';
import { GAME_TYPES } from '../../schemas/site/constants';
import { checkTranslations } from '../../schemas/site/check/check-translations';
import type { SiteProblem } from '../../schemas/site/check/site-problems';
import { verifySite } from '../../schemas/site/check/verify-site';
import type { Site } from '../../schemas/site/site';
import { readWhitelabelSite } from '../../server/portal/read-whitelabel';
import { platformProblems, readPlatformFile } from '../../server/portal/platform-validator';
import { compileSiteValidator, type FullSiteValidator } from '../../server/portal/site-validator';
import { contrastFailures } from '../../src/theme/contrast';
import { readCatalogs, SOURCE_LOCALE } from '../i18n/read-catalogs';

/** A problem and the file it is in. */
export interface FileProblem extends SiteProblem {
  file: string;
}

let validator: FullSiteValidator | undefined;

/**
 * Everything `npm run validate` checks for one whitelabel: the site (migration,
 * schema, semantics), its translations, its theme's contrast, and platform.json's
 * flags and hidden game types against the site.
 */
export function checkWhitelabel(whitelabelsDir: string, code: string): FileProblem[] {
  validator ??= compileSiteValidator();
  const dir = path.join(whitelabelsDir, code);
  const rel = (name: string) => path.join(path.relative(process.cwd(), whitelabelsDir) || '.', code, name);
  const hasTheme = fs.existsSync(path.join(dir, 'theme.json'));
  const inFile = (p: SiteProblem): FileProblem =>
    hasTheme && (p.pointer === '/theme' || p.pointer.startsWith('/theme/'))
      ? { ...p, file: rel('theme.json'), path: p.path.replace(/^theme( › )?/, '') || '(theme)' }
      : { ...p, file: rel('site.json') };

  const verdict = verifySite(readWhitelabelSite(whitelabelsDir, code), validator, validator.widgetTypes);
  if (!verdict.ok) return verdict.problems.map(inFile);
  const site = verdict.site;
  const problems: FileProblem[] = [];
  if (site.merchant.code !== code)
    problems.push(
      inFile({
        pointer: '/merchant/code',
        path: 'merchant › code',
        message: `must equal the folder name "${code}"`,
      }),
    );
  problems.push(...checkTranslations(site, validator.texts, translationSources(site)).map(inFile));
  for (const f of contrastFailures(site.theme))
    problems.push(
      inFile({
        pointer: `/theme/${f.theme}/${f.fg}`,
        path: `theme › ${f.theme} › ${f.fg}`,
        message: `contrast ${f.ratio}:1 on ${f.bg} is below ${f.min}:1`,
      }),
    );
  problems.push(...checkPlatform(whitelabelsDir, code, rel('platform.json'), site));
  return problems;
}

function translationSources(site: Site) {
  const catalogs = new Map<string, Set<string>>();
  for (const [locale, catalog] of readCatalogs()) {
    const ids = [...catalog.values()]
      .filter((e) => locale === SOURCE_LOCALE || e.translation.trim())
      .map((e) => e.id);
    catalogs.set(locale, new Set(ids));
  }
  return { headerLanguages: site.languages.header, catalogs };
}

interface PlatformFile {
  games?: { hiddenGameTypes?: unknown };
}

/**
 * platform.json: its schema (schemas/platform/platform-settings.ts: known keys, flags and
 * types, with a did-you-mean); game types hidden on the server exactly where the site does
 * not offer them.
 */
function checkPlatform(whitelabelsDir: string, code: string, file: string, site: Site): FileProblem[] {
  const read = readPlatformFile(whitelabelsDir, code);
  if (read.state === 'none') return [];
  if (read.state === 'unreadable') return [{ file, pointer: '', path: '(file)', message: read.message }];
  const schemaProblems = platformProblems(read.value);
  if (schemaProblems.length) return schemaProblems.map((p) => ({ ...p, file }));
  const platform = read.value as PlatformFile;
  const problems: FileProblem[] = [];
  const hidden = Array.isArray(platform.games?.hiddenGameTypes)
    ? (platform.games.hiddenGameTypes as unknown[]).map(String)
    : [];
  for (const type of hidden) {
    if ((site.gameTypes as readonly string[]).includes(type))
      problems.push({
        file,
        pointer: '/games/hiddenGameTypes',
        path: 'games › hiddenGameTypes',
        message: `hides ${type}, which site.json offers in gameTypes`,
      });
  }
  for (const type of GAME_TYPES)
    if (!site.gameTypes.includes(type) && !hidden.includes(type))
      problems.push({
        file,
        pointer: '/games/hiddenGameTypes',
        path: 'games › hiddenGameTypes',
        message: `site.json does not offer ${type}: list it here too so the platform refuses its lists and launches`,
      });
  return problems;
}
