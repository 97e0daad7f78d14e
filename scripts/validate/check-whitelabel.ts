import fs from 'node:fs';
import path from 'node:path';
import { GAME_TYPES } from '../../schemas/site/constants';
import { checkTranslations } from '../../schemas/site/check/check-translations';
import { didYouMean } from '../../schemas/site/check/did-you-mean';
import type { TextPlace } from '../../schemas/site/check/json-source';
import type { SiteProblem } from '../../schemas/site/check/site-problems';
import { verifySite } from '../../schemas/site/check/verify-site';
import { migrateSite } from '../../schemas/site/migrations/migrate-site';
import type { Site } from '../../schemas/site/site';
import { CURRENT_SITE_SCHEMA_VERSION } from '../../schemas/site/version';
import { platformProblems } from '../../server/site-files/platform-validator';
import {
  locateSiteProblems,
  whitelabelFileLabel,
  type FileProblem,
} from '../../server/site-files/problem-lines';
import { combineSiteFiles, readSettingsFile } from '../../server/site-files/read-whitelabel';
import { copyLeftovers } from '../../server/services/whitelabels/copy-leftovers';
import { compileSiteValidator, type FullSiteValidator } from '../../server/site-files/site-validator';
import { switchNotes, unknownModules } from './module-switch-notes';
import { contrastFailures } from '../../src/theme/contrast';
import { readCatalogs, SOURCE_LOCALE } from '../i18n/read-catalogs';

export type { FileProblem } from '../../server/site-files/problem-lines';

let validator: FullSiteValidator | undefined;

/**
 * Everything `npm run validate` checks for one whitelabel, in one pass: the files as JSON
 * (size, syntax), the site (migration, schema, semantics), its translations, its theme's
 * contrast, another merchant's brand left in its files, and platform.json (schema, module names, hidden game types against the site).
 * Each problem carries its file, line and column; notes (an old schema version, what a
 * module switch takes out) come with `severity: 'note'` and do not fail the check.
 */
export function checkWhitelabel(whitelabelsDir: string, code: string): FileProblem[] {
  validator ??= compileSiteValidator();
  const dir = path.join(whitelabelsDir, code);
  const label = (name: string) => whitelabelFileLabel(whitelabelsDir, code, name);
  const read = (name: string) =>
    fs.existsSync(path.join(dir, name)) ? readSettingsFile(path.join(dir, name)) : undefined;
  const siteRead = read('site.json');
  const themeRead = read('theme.json');
  const unreadable: FileProblem[] = [];
  for (const [name, r] of [
    ['site.json', siteRead],
    ['theme.json', themeRead],
  ] as const)
    if (r && !r.ok)
      unreadable.push({ file: label(name), place: r.place, pointer: '', path: '(file)', message: r.message });
  if (unreadable.length || !siteRead?.ok) return unreadable;

  const locate = (problems: readonly SiteProblem[]) => locateSiteProblems(whitelabelsDir, code, problems);
  const notes = oldVersionNote(siteRead.value, label('site.json'), siteRead.placeOf('/schemaVersion'));
  const verdict = verifySite(
    combineSiteFiles({ site: siteRead.value, theme: themeRead?.ok ? themeRead.value : undefined }),
    validator,
    validator.widgetTypes,
  );
  // Another merchant's brand left in this one's files (a copy not fully made its own).
  const leftovers = copyLeftovers(whitelabelsDir, code);
  if (!verdict.ok) return [...locate(verdict.problems), ...leftovers, ...notes];
  const site = verdict.site;
  const problems: SiteProblem[] = [];
  if (site.merchant.code !== code)
    problems.push({
      pointer: '/merchant/code',
      path: 'merchant › code',
      message: `must equal the folder name "${code}"`,
      ...(didYouMean(site.merchant.code, [code]) ? { suggestion: code } : {}),
    });
  problems.push(...checkTranslations(site, validator.texts, translationSources(site)));
  for (const f of contrastFailures(site.theme))
    problems.push({
      pointer: `/theme/${f.theme}/${f.fg}`,
      path: `theme › ${f.theme} › ${f.fg}`,
      message: `contrast ${f.ratio}:1 on ${f.bg} is below ${f.min}:1`,
    });
  return [...locate(problems), ...leftovers, ...notes, ...checkPlatform(dir, label('platform.json'), site)];
}

/** A site.json of an older schema version passes (the platform migrates it on load), with a note on how to upgrade the file. */
function oldVersionNote(raw: unknown, file: string, place: TextPlace): FileProblem[] {
  const version = (raw as { schemaVersion?: unknown }).schemaVersion;
  if (typeof version !== 'number' || version >= CURRENT_SITE_SCHEMA_VERSION) return [];
  return [
    {
      file,
      place,
      severity: 'note',
      pointer: '/schemaVersion',
      path: 'schemaVersion',
      message: `schema version ${version} is older than ${CURRENT_SITE_SCHEMA_VERSION}; the platform upgrades it on load, \`npm run validate -- --fix\` writes the upgraded file`,
    },
  ];
}

/**
 * `npm run validate -- --fix`: site.json of an older schema version rewritten at the
 * current one (the same migrations the platform runs on load), formatted like the
 * repository's other files, through a temporary file and a rename. Returns the migrations
 * applied, none when the file is current or cannot be read.
 */
export async function upgradeSiteFile(whitelabelsDir: string, code: string): Promise<string[]> {
  const file = path.join(whitelabelsDir, code, 'site.json');
  const read = readSettingsFile(file);
  if (!read.ok) return [];
  const migrated = migrateSite(read.value);
  if (!migrated.ok || !migrated.applied.length) return [];
  const { format } = await import('prettier');
  const text = await format(JSON.stringify(migrated.site), { parser: 'json', printWidth: 110 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
  return migrated.applied;
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
  modules?: unknown;
}

/**
 * platform.json: its schema (schemas/platform/platform-settings.ts: known keys, flags and
 * types, with a did-you-mean); module switches that name a module (did-you-mean) and what
 * each takes out of the site; game types hidden on the server exactly where the site does
 * not offer them.
 */
function checkPlatform(dir: string, file: string, site: Site): FileProblem[] {
  const full = path.join(dir, 'platform.json');
  if (!fs.existsSync(full)) return [];
  const read = readSettingsFile(full);
  if (!read.ok) return [{ file, place: read.place, pointer: '', path: '(file)', message: read.message }];
  const at = (p: SiteProblem, severity?: 'note'): FileProblem => ({
    ...p,
    file,
    place: read.placeOf(p.pointer),
    ...(severity ? { severity } : {}),
  });
  const schemaProblems = platformProblems(read.value);
  if (schemaProblems.length) return schemaProblems.map((p) => at(p));
  const platform = read.value as PlatformFile;
  const problems: SiteProblem[] = [...unknownModules(platform.modules)];
  const hidden = Array.isArray(platform.games?.hiddenGameTypes)
    ? (platform.games.hiddenGameTypes as unknown[]).map(String)
    : [];
  for (const type of hidden) {
    if ((site.gameTypes as readonly string[]).includes(type))
      problems.push({
        pointer: '/games/hiddenGameTypes',
        path: 'games › hiddenGameTypes',
        message: `hides ${type}, which site.json offers in gameTypes`,
      });
  }
  for (const type of GAME_TYPES)
    if (!site.gameTypes.includes(type) && !hidden.includes(type))
      problems.push({
        pointer: '/games/hiddenGameTypes',
        path: 'games › hiddenGameTypes',
        message: `site.json does not offer ${type}: list it here too so the platform refuses its lists and launches`,
      });
  return [...problems.map((p) => at(p)), ...switchNotes(site, platform.modules).map((p) => at(p, 'note'))];
}
