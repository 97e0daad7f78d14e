import { describe, expect, it } from 'vitest';
import type { SiteProblem } from '@schemas/site/check/site-problems';
import { verifySite } from '@schemas/site/check/verify-site';
import { readWhitelabelSite } from '../../server/site-files/read-whitelabel';
import { compileSiteValidator } from '../../server/site-files/site-validator';
import validatePrecompiled from '../support/generated/site-validator';
import { widgetTypes } from '../../src/widgets/registry';

const validator = compileSiteValidator();
type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON
const aurora = () => structuredClone(readWhitelabelSite('whitelabels', 'aurora')) as Raw;

function problemsOf(site: Raw): SiteProblem[] {
  const verdict = verifySite(site, validator, validator.widgetTypes);
  return verdict.ok ? [] : verdict.problems;
}
const lines = (problems: SiteProblem[]) =>
  problems.map((p) => `${p.path}: ${p.message}${p.suggestion ? ` (did you mean "${p.suggestion}"?)` : ''}`);

/** Where the home page's first section is (banners and the jackpot may come before it). */
function firstSection(site: Raw): number {
  return site.pages[0].nodes.findIndex((n: { type: string }) => n.type === 'section');
}

describe('site validation: bad input is named, with its node path', () => {
  it('accepts every shipped whitelabel', () => {
    for (const code of ['aurora', 'lumen', 'jade'])
      expect(lines(problemsOf(readWhitelabelSite('whitelabels', code) as Raw)), code).toEqual([]);
  });

  it('a missing field', () => {
    const site = aurora();
    delete site.settings.jackpot;
    expect(lines(problemsOf(site))).toEqual(['settings › jackpot: is missing (required)']);
  });

  it('a wrong type', () => {
    const site = aurora();
    site.settings.ageLimit = '18';
    const at = firstSection(site);
    site.pages[0].nodes[at].props.columns = 'three';
    expect(lines(problemsOf(site))).toEqual([
      'settings › ageLimit: must be integer, not the text "18"',
      `pages › / › section "${site.pages[0].nodes[at].id}" › props.columns: must be integer, not the text "three"`,
    ]);
  });

  it('an unknown widget, with the nearest registered type', () => {
    const site = aurora();
    site.pages[1].nodes[0].type = 'feature-unavailabel';
    expect(lines(problemsOf(site))).toEqual([
      'pages › /register › feature-unavailabel "register-page-form": unknown widget type "feature-unavailabel" (did you mean "feature-unavailable"?)',
    ]);
  });

  it('an unknown flag, with the nearest flag', () => {
    const site = aurora();
    site.nav[1].when = { flag: 'MOBILENUMREG' };
    expect(lines(problemsOf(site))).toEqual([
      expect.stringMatching(
        /^nav › live › when › flag: "MOBILENUMREG" is not one of the allowed values .*\(did you mean "MOBILENUMREG3"\?\)$/,
      ),
    ]);
  });

  it('an unknown field, with the nearest known field', () => {
    const site = aurora();
    site.settings.bannerAutoPlayMs = 4000;
    const at = firstSection(site);
    site.pages[0].nodes[at].props.colums = 2;
    expect(lines(problemsOf(site))).toEqual([
      'settings › bannerAutoPlayMs: "bannerAutoPlayMs" is not a known field here (did you mean "bannerAutoplayMs"?)',
      `pages › / › section "${site.pages[0].nodes[at].id}" › props.colums: "colums" is not a known field here (did you mean "columns"?)`,
    ]);
  });

  it('a bad route: not a path, or a nav route without a page', () => {
    const site = aurora();
    site.pages[3].route = 'noticePage';
    expect(lines(problemsOf(site))).toEqual([
      'pages › noticePage › route: "noticePage" must be a path that starts with "/", e.g. /live or /lobby/:lobbyType/:type?',
    ]);
    const other = aurora();
    other.nav[0].route = '/casino';
    expect(lines(problemsOf(other))).toEqual(['nav › home › route: route "/casino" has no page']);
  });

  it('a condition outside the grammar', () => {
    const keyword = aurora();
    keyword.nav[1].when = { role: 'vip' };
    expect(lines(problemsOf(keyword))).toEqual([
      expect.stringMatching(
        /^nav › live › when › role: "role" is not a condition: use one of flag, loggedIn, /,
      ),
    ]);
    const two = aurora();
    two.nav[1].when = { loggedIn: true, flag: 'FREEPLAY3' };
    expect(lines(problemsOf(two))).toEqual([
      'nav › live › when: a condition must have exactly one key (flag, loggedIn, isAgent, memberLabel, feature, language, headerLanguage, route, viewport, device, dates, all, any, not); combine several with "all" or "any"',
    ]);
    const expression = aurora();
    expression.nav[1].when = 'loggedIn && isAgent';
    expect(lines(problemsOf(expression))).toEqual([
      'nav › live › when: a condition is a JSON object such as { "loggedIn": true }, not an expression ("loggedIn && isAgent")',
    ]);
    const nested = aurora();
    nested.nav[1].when = { all: [{ loggedIn: true }, { feature: 'dividends' }] };
    expect(lines(problemsOf(nested))).toEqual([
      expect.stringMatching(
        /^nav › live › when › all › #2 › feature: "dividends" is not one of .*\(did you mean "dividend"\?\)$/,
      ),
    ]);
  });

  it('a screen or date condition outside the grammar, and a date window that ends before it starts', () => {
    const screen = aurora();
    screen.nav[1].when = { viewport: 'mobile' };
    expect(lines(problemsOf(screen))).toEqual([
      expect.stringMatching(/^nav › live › when › viewport: .*"mobile".*phone.*tablet.*desktop/),
    ]);
    const date = aurora();
    date.nav[1].when = { dates: { from: '24 December' } };
    expect(lines(problemsOf(date))).toEqual([expect.stringMatching(/^nav › live › when › dates › from: /)]);
    const inverted = aurora();
    inverted.nav[1].when = {
      all: [
        { loggedIn: true },
        { dates: { from: '2027-01-02T00:00:00+08:00', until: '2026-12-24T00:00:00+08:00' } },
      ],
    };
    expect(lines(problemsOf(inverted))).toEqual([
      'nav › live › when › all › #2 › dates: "until" (2026-12-24T00:00:00+08:00) must be after "from" (2027-01-02T00:00:00+08:00)',
    ]);
    const good = aurora();
    good.nav[1].when = {
      any: [
        { viewport: ['phone', 'tablet'] },
        { device: 'phone' },
        { dates: { until: '2027-01-02T00:00:00Z' } },
      ],
    };
    expect(lines(problemsOf(good))).toEqual([]);
  });

  it('the validator names every key of the condition grammar', async () => {
    const { ConditionSchema } = await import('@schemas/site/condition');
    const { CONDITION_KEYS } = await import('@schemas/site/check/site-problems');
    expect([...CONDITION_KEYS].sort()).toEqual(
      Object.keys((ConditionSchema as unknown as { properties: object }).properties).sort(),
    );
  });

  it('a text with a language code that does not exist', () => {
    const site = aurora();
    const at = firstSection(site);
    site.pages[0].nodes[at].props.title = { EN: 'Hot', KR: '인기' };
    expect(lines(problemsOf(site))).toEqual([
      `pages › / › section "${site.pages[0].nodes[at].id}" › props.title.KR: "KR" is not a known field here`,
    ]);
  });

  it('a file that is not JSON, or from a future version', () => {
    expect(
      lines(problemsOf({ $parseError: 'site.json: Unexpected token } in JSON at position 10' })),
    ).toEqual(['(site): site.json: Unexpected token } in JSON at position 10']);
    const site = aurora();
    site.schemaVersion = 99;
    expect(lines(problemsOf(site))[0]).toMatch(/schemaVersion 99 is newer than this portal understands/);
  });
});

describe('site validation: the semantic pass', () => {
  it('duplicate node ids', () => {
    const site = aurora();
    const at = firstSection(site);
    site.pages[0].nodes[at + 1].id = site.pages[0].nodes[at].id;
    expect(lines(problemsOf(site))).toEqual([
      `pages › / › section #${at + 2}: duplicate node id "${site.pages[0].nodes[at].id}" (first used at pages › / › section #${at + 1})`,
    ]);
  });

  it('a spec route without a page', () => {
    const site = aurora();
    site.pages = site.pages.filter((p: Raw) => p.route !== '/promotions');
    expect(lines(problemsOf(site))).toEqual([
      'pages: route "/promotions" of the spec has no page',
      'nav › promotions › route: route "/promotions" has no page',
    ]);
  });

  it('a merchant’s own banner group, declared, serves a carousel', () => {
    const site = aurora();
    site.bannerGroups.push({ group: 'vip-lounge', aspectRatio: 4 });
    site.pages[0].nodes.push({ type: 'banner-carousel', id: 'vip-banners', props: { group: 'vip-lounge' } });
    expect(lines(problemsOf(site))).toEqual([]);
  });

  it('a carousel naming an undeclared group is told the nearest declared one', () => {
    const site = aurora();
    site.bannerGroups.push({ group: 'vip-lounge', aspectRatio: 4 });
    site.pages[0].nodes.push({ type: 'banner-carousel', id: 'vip-banners', props: { group: 'vip-lunge' } });
    expect(lines(problemsOf(site))).toEqual([
      'pages › / › banner-carousel "vip-banners" › props.group: banner group "vip-lunge" is not declared in bannerGroups (did you mean "vip-lounge"?)',
    ]);
  });

  it('a banner group declared twice, or with an id that is not a slug', () => {
    const dup = aurora();
    dup.bannerGroups.push({ group: 'w_home', aspectRatio: 3 });
    expect(lines(problemsOf(dup))).toEqual([
      'bannerGroups › w_home: banner group "w_home" is declared twice',
    ]);
    const bad = aurora();
    bad.bannerGroups.push({ group: 'VIP Lounge', aspectRatio: 3 });
    expect(lines(problemsOf(bad))[0]).toMatch(/^bannerGroups › .*group/);
  });

  it('a banner group that is not declared', () => {
    const site = aurora();
    site.bannerGroups = site.bannerGroups.filter((g: Raw) => g.group !== 'w_live');
    site.pages[0].nodes.push({ type: 'section', props: { group: 'w_live' } });
    const problems = problemsOf(site);
    // section has no `group` prop: the schema reports the field before semantics run.
    expect(lines(problems)[0]).toMatch(/props.group: "group" is not a known field here/);
  });

  it('the spec’s nav map and direct launches', () => {
    const site = aurora();
    site.nav[1].route = '/rng';
    const cockfight = site.nav.find((n: Raw) => n.id === 'cockfight');
    delete cockfight.launch;
    expect(lines(problemsOf(site))).toEqual([
      'nav › live › route: LIVE goes to /live, not /rng',
      'nav › cockfight: a nav item needs a route, or "launch": "direct"',
      'nav › cockfight › launch: COCKFIGHT has no page and launches directly: set "launch": "direct"',
    ]);
  });

  it('a nav item for a game type the merchant does not offer', () => {
    const site = aurora();
    site.gameTypes = site.gameTypes.filter((t: string) => t !== 'ESPORTS');
    expect(lines(problemsOf(site))).toEqual([
      'nav › esports › gameType: game type "ESPORTS" is not among the site’s gameTypes',
    ]);
  });

  it('R2.86 R2.87 R2.88 R2.89 salary and dividend pages need their feature', () => {
    const site = aurora();
    const page = (key: string, when: unknown) => ({
      key,
      label: `agentCentre.${key}`,
      node: { type: 'section', props: {} },
      when,
    });
    // The shipped pages carry their features; these replace them with a missing and a right one.
    site.agentCentre.pages = site.agentCentre.pages.filter(
      (p: Raw) => !['agentDividendRecordCopy2', 'agentHourSalary'].includes(p.key),
    );
    site.agentCentre.pages.push(
      page('agentDividendRecordCopy2', { loggedIn: true }),
      page('agentHourSalary', { all: [{ loggedIn: true }, { feature: 'hourlySalary' }] }),
    );
    expect(lines(problemsOf(site))).toEqual([
      'agentCentre › agentDividendRecordCopy2 › when: the spec shows agentDividendRecordCopy2 only with the dividend feature: add "when": { "feature": "dividend" }',
    ]);
  });

  it('a centre default that is not among its pages, and a page listed twice', () => {
    const site = aurora();
    site.memberCentre.default = 'depositv2';
    site.memberCentre.pages = site.memberCentre.pages.filter((p: Raw) => p.key !== 'depositv2');
    site.memberCentre.pages.push(structuredClone(site.memberCentre.pages[0]));
    expect(lines(problemsOf(site))).toEqual([
      'memberCentre › default: default page "depositv2" is not among the pages',
      'memberCentre › securityCenter: page "securityCenter" is listed twice',
    ]);
  });

  it('R2.76 count badges only where the spec puts them, with their own count', () => {
    const site = aurora();
    site.memberCentre.pages[0].badge = 'messages';
    site.memberCentre.pages.find((p: Raw) => p.key === 'messageV2').badge = 'missions';
    expect(lines(problemsOf(site))).toEqual([
      'memberCentre › securityCenter › badge: only missionLeaderboard, messageV2 and rewardCenter carry a count badge',
      'memberCentre › messageV2 › badge: messageV2 counts messages, not missions',
    ]);
  });

  it('a default language the header does not offer', () => {
    const site = aurora();
    site.languages.default = 'ID';
    expect(lines(problemsOf(site))).toEqual([
      'languages › default: the default language must be one of the header languages',
    ]);
  });
});

describe('the precompiled validator of Storybook and browser tests', () => {
  it('agrees with the platform’s', () => {
    const good = verifySite(aurora(), validatePrecompiled, widgetTypes);
    expect(good.ok).toBe(true);
    const site = aurora();
    site.pages[1].nodes[0].type = 'feature-unavailabel';
    const bad = verifySite(site, validatePrecompiled, widgetTypes);
    expect(bad.ok ? [] : lines(bad.problems)).toEqual(lines(problemsOf(site)));
  });

  it('fills props defaults', () => {
    const site = aurora();
    site.pages[0].nodes.push({ id: 'defaults-probe', type: 'feature-unavailable', props: {} });
    const verdict = verifySite(site, validatePrecompiled, widgetTypes);
    if (!verdict.ok) throw new Error(verdict.problems.map((p) => p.message).join('\n'));
    expect(verdict.site.pages[0]?.nodes.at(-1)?.props).toEqual({ variant: 'page' });
  });
});
