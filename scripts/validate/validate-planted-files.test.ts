import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownBrand } from '../../tests/support/own-brand';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { problemLine } from '../../server/site-files/problem-lines';
import { checkWhitelabel, upgradeSiteFile } from './check-whitelabel';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON

let dir: string;

/** aurora's files, changed by `edit`, written as a person writes them (two-space indents, one value a line). */
function plant(code: string, edit: (files: { site: Json; theme: Json; platform: Json }) => void): void {
  const read = (f: string) =>
    JSON.parse(fs.readFileSync(path.resolve('whitelabels/aurora', f), 'utf8')) as Json;
  const files = { site: read('site.json'), theme: read('theme.json'), platform: read('platform.json') };
  ownBrand(files, code);
  edit(files);
  fs.mkdirSync(path.join(dir, code), { recursive: true });
  for (const [name, value] of Object.entries(files))
    fs.writeFileSync(path.join(dir, code, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
}

/** line:column where `needle` starts in a planted file (the place a problem must point at). */
function placeOf(code: string, file: string, needle: string, backTo?: string): string {
  const text = fs.readFileSync(path.join(dir, code, file), 'utf8');
  const found = text.indexOf(needle);
  if (found < 0) throw new Error(`${needle} is not in ${code}/${file}`);
  // An array item is placed at its opening brace: `backTo` finds it before the needle.
  const at = backTo ? text.lastIndexOf(backTo, found) : found;
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${(before.at(-1) ?? '').length + 1}`;
}

const lines = (code: string) =>
  checkWhitelabel(dir, code).map((p) => problemLine({ ...p, file: path.relative(dir, p.file) }));

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-planted-'));
  plant('typos', ({ site, platform }) => {
    site.settings.loginedToHomePage = 'no'; // a wrong type
    site.pages[0].nodes[0].type = 'banner-carousell'; // an unknown widget, on a node with an id
    site.pages[3].frame = 'fulll'; // a bad choice among three
    site.nav[2].when = { vipLevel: 3 }; // a condition outside the grammar
    site.nav.find((n: Json) => n.id === 'promotions').route = '/promotion'; // a mistyped route
    site.pages[0].nodes.find((n: Json) => n.id === 'home-popular').children = [
      { type: 'banner-carousel', id: 'popular-banners', props: { group: 'w_hom' } }, // an undeclared group
    ];
    platform.modules = { lotery: false, pointMall: false }; // a mistyped module name, and a real switch
  });
  plant('old', ({ site }) => {
    site.schemaVersion = 3;
    delete site.gameTypes; // v3 offered every game type
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run validate reads like a compiler', () => {
  it('names every problem in one pass, one line each, at file:line:column with the node id and a did-you-mean', () => {
    const at = (file: string, needle: string, backTo?: string) =>
      `${path.join('typos', file)}:${placeOf('typos', file, needle, backTo)}`;
    expect(lines('typos')).toEqual([
      `${at('site.json', '"loginedToHomePage"')}: error: settings › loginedToHomePage: must be boolean, not the text "no"`,
      `${at('site.json', '"vipLevel"')}: error: nav › rng › when › vipLevel: "vipLevel" is not a condition: use one of flag, loggedIn, isAgent, memberLabel, feature, language, headerLanguage, route, viewport, device, dates, all, any, not`,
      `${at('site.json', '"banner-carousell"', '{')}: error: pages › / › banner-carousell "banner-home": unknown widget type "banner-carousell" (did you mean "banner-carousel"?)`,
      `${at('site.json', '"frame": "fulll"')}: error: pages › /feedback › frame: "fulll" is not one of the allowed values (full, bare, game) (did you mean "full"?)`,
      `${at('site.json', '"group": "w_hom"')}: error: pages › / › section "home-popular" › banner-carousel "popular-banners" › props.group: banner group "w_hom" is not declared in bannerGroups (did you mean "w_home"?)`,
      `${at('site.json', '"route": "/promotion"')}: error: nav › promotions › route: route "/promotion" has no page (did you mean "/promotions"?)`,
    ]);
  });

  it('checks platform.json module names and says what a switch takes out', () => {
    // A site.json that passes, with the same platform.json.
    plant('switches', ({ platform }) => {
      platform.modules = { lotery: false, pointMall: false };
    });
    const at = (needle: string) =>
      `${path.join('switches', 'platform.json')}:${placeOf('switches', 'platform.json', needle)}`;
    expect(lines('switches')).toEqual([
      `${at('"lotery"')}: error: modules › lotery: "lotery" is not a module: the switch would change nothing (did you mean "lottery"?)`,
      `${at('"pointMall"')}: note: modules › pointMall: switched off: takes out pages /pointMall; 2 widgets`,
    ]);
  });

  it('points at the place of a JSON syntax error in lines and columns, not a character offset', () => {
    fs.mkdirSync(path.join(dir, 'syntax'));
    fs.writeFileSync(
      path.join(dir, 'syntax', 'site.json'),
      '{\n  "schemaVersion": 4,\n  "merchant": {\n    "code": "syntax"\n    "name": "x"\n  }\n}\n',
    );
    const [line, ...rest] = lines('syntax');
    expect(rest).toEqual([]);
    expect(line).toMatch(/^syntax\/site\.json:5:5: error: \(file\): not JSON: /);
    expect(line).not.toMatch(/position/);
  });

  it('refuses a 50 MB file from its size, without reading it', () => {
    fs.mkdirSync(path.join(dir, 'huge'));
    const file = path.join(dir, 'huge', 'site.json');
    fs.writeFileSync(file, `{"pad":"${'x'.repeat(50 * 1024 * 1024)}"}`);
    const reads = vi.spyOn(fs, 'readFileSync');
    try {
      expect(lines('huge')).toEqual([
        'huge/site.json:1:1: error: (file): the file is 50.0 MB; a settings file may be at most 5.0 MB',
      ]);
      expect(reads.mock.calls.filter(([f]) => f === file)).toEqual([]);
    } finally {
      reads.mockRestore();
    }
  });

  it('notes an older schema version, and --fix writes the upgraded file', async () => {
    expect(lines('old')).toEqual([
      `old/site.json:${placeOf('old', 'site.json', '"schemaVersion"')}: note: schemaVersion: schema version 3 is older than 4; the platform upgrades it on load, \`npm run validate -- --fix\` writes the upgraded file`,
    ]);
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/validate-whitelabels.ts', '--fix', dir], {
      encoding: 'utf8',
    });
    expect(run.stdout).toContain(
      `${path.join(path.relative(process.cwd(), dir), 'old', 'site.json')}: upgraded (v3-to-v4:offered-game-types)`,
    );
    expect(run.stdout).toContain(`✓ ${path.join(path.relative(process.cwd(), dir), 'old')}`);
    const upgraded = JSON.parse(fs.readFileSync(path.join(dir, 'old', 'site.json'), 'utf8')) as Json;
    expect(upgraded.schemaVersion).toBe(4);
    expect(upgraded.gameTypes).toHaveLength(9);
    expect(lines('old')).toEqual([]);
    expect(await upgradeSiteFile(dir, 'old')).toEqual([]);
    // It runs the whole validate command in a process of its own, which takes a while on a busy machine.
  }, 120_000);
});
