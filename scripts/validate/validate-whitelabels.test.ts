import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownBrand } from '../../tests/support/own-brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWhitelabel } from './check-whitelabel';

let dir: string;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON

/** A copy of a shipped whitelabel under a temporary whitelabels folder, changed by `edit`. */
function copy(code: string, as: string, edit: (files: { site: Json; theme: Json; platform: Json }) => void) {
  const from = path.resolve('whitelabels', code);
  const to = path.join(dir, as);
  fs.mkdirSync(to, { recursive: true });
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(from, f), 'utf8')) as Json;
  const files = { site: read('site.json'), theme: read('theme.json'), platform: read('platform.json') };
  ownBrand(files, as);
  edit(files);
  for (const [name, value] of Object.entries(files))
    fs.writeFileSync(path.join(to, `${name}.json`), JSON.stringify(value));
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-wl-'));
  copy('lumen', 'fine', () => undefined);
  copy('aurora', 'broken', ({ site }) => {
    delete site.settings.customerService; // a missing field
    site.settings.loginedToHomePage = 'no'; // a wrong type
    site.pages[0].nodes[0].type = 'sektion'; // an unknown widget
    site.nav[1].when = { flag: 'FREEPLAY' }; // an unknown flag
    site.pages[3].route = 'noticePage'; // a bad route
    site.nav[2].when = { vipLevel: 3 }; // a condition outside the grammar
  });
  copy('aurora', 'untranslated', ({ site, theme, platform }) => {
    site.nav[0].label = 'nav.hom';
    site.nav[1].label = { EN: 'Live', CN: '真人' };
    theme.light.textMuted = '#b0b4bc';
    platform.flags.FREEPLAY = true;
  });
  // Links that could loop if the grammar had them: an item pointing at items, a page at a page.
  copy('lumen', 'linked', ({ site }) => {
    site.nav[0].children = [{ ref: site.nav[0].id }];
    site.pages[0].redirect = site.pages[0].route;
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lines = (code: string) =>
  checkWhitelabel(dir, code).map(
    (p) => `${path.basename(p.file)}: ${p.path}: ${p.message}${p.suggestion ? ` (${p.suggestion})` : ''}`,
  );

describe('npm run validate', () => {
  it('passes a correct site', () => {
    expect(lines('fine')).toEqual([]);
  });

  it('names missing translations: unknown text ids and inline texts without every header language', () => {
    expect(lines('untranslated')).toEqual([
      'site.json: nav › home › label: text id "nav.hom" is in no catalog: add it to src/i18n/site-messages.ts, or write the words inline (nav.home)',
      'site.json: nav › live › label: has no wording in VI, JA, TH, TY (the header offers EN, CN, VI, JA, TH, TY)',
      'theme.json: light › textMuted: contrast 1.92:1 on surfacePage is below 4.5:1',
      'theme.json: light › textMuted: contrast 2.08:1 on surfaceRaised is below 4.5:1',
      'theme.json: light › textMuted: contrast 2.08:1 on surfaceOverlay is below 4.5:1',
      'theme.json: light › textMuted: contrast 1.79:1 on surfaceSunken is below 4.5:1',
      'platform.json: flags › FREEPLAY: "FREEPLAY" is not a known field here (FREEPLAY3)',
    ]);
  });

  it('refuses nav items that link to items and pages that redirect, so nav links cannot form a cycle', () => {
    expect(lines('linked')).toEqual([
      'site.json: nav › home: "children" is not a known field here',
      'site.json: pages › / › redirect: "redirect" is not a known field here',
    ]);
  });

  it('prints file, node path, message and did-you-mean, and exits non-zero', () => {
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/validate-whitelabels.ts', dir], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const rel = path.relative(process.cwd(), dir);
    expect(run.stdout).toContain(`✓ ${path.join(rel, 'fine')}`);
    const file = path.join(rel, 'broken', 'site.json');
    expect(run.stdout).toContain(`✗ ${path.join(rel, 'broken')}: 6 problems`);
    for (const line of [
      `: error: settings › customerService: is missing (required)`,
      `: error: settings › loginedToHomePage: must be boolean, not the text "no"`,
      `: error: pages › / › sektion "banner-home": unknown widget type "sektion" (did you mean "section"?)`,
      `: error: pages › noticePage › route: "noticePage" must be a path that starts with "/", e.g. /live or /lobby/:lobbyType/:type?`,
      `: error: nav › rng › when › vipLevel: "vipLevel" is not a condition: use one of flag, loggedIn, isAgent, memberLabel, feature, language, headerLanguage, route, viewport, device, dates, all, any, not`,
    ])
      expect(run.stdout).toMatch(new RegExp(`^${escape(file)}:1:\\d+${escape(line)}$`, 'm'));
    expect(run.stdout).toMatch(
      /broken\/site\.json:1:\d+: error: nav › live › when › flag: "FREEPLAY" is not one of .* \(did you mean "FREEPLAY3"\?\)/,
    );
    expect(run.stdout).toContain('3 whitelabels failed validation.');
    // It runs the whole validate command in a process of its own, which takes a while on a busy machine.
  }, 120_000);
});
