import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../constants';
import { CURRENT_SITE_SCHEMA_VERSION } from '../version';
import { migrateSite, SITE_MIGRATIONS } from './migrate-site';
import { v1ToV2 } from './v1-to-v2';
import { v2ToV3 } from './v2-to-v3';
import { v3ToV4 } from './v3-to-v4';

const node = (type: string, children?: unknown[]) => ({ type, ...(children ? { children } : {}) });

describe('site migrations', () => {
  it('are ordered, one step each, and end at the current version', () => {
    SITE_MIGRATIONS.forEach((m, i) => expect(m.from).toBe(i + 1));
    expect(SITE_MIGRATIONS.length + 1).toBe(CURRENT_SITE_SCHEMA_VERSION);
    expect(new Set(SITE_MIGRATIONS.map((m) => m.id)).size).toBe(SITE_MIGRATIONS.length);
  });

  it('v1 -> v2 renames banner-slider to banner-carousel everywhere a node can sit', () => {
    const site = {
      layout: { header: [node('banner-slider')], footer: [], sidebars: [] },
      pages: [{ route: '/', nodes: [node('section', [node('banner-slider'), node('section')])] }],
      popups: { login: node('banner-slider') },
      memberCentre: { pages: [{ key: 'securityCenter', node: node('banner-slider') }] },
      agentCentre: { pages: [{ key: 'agentTeamOverview', node: node('section') }] },
    };
    const out = v1ToV2.migrate(site) as typeof site;
    expect(out.layout.header[0]?.type).toBe('banner-carousel');
    expect(out.pages[0]?.nodes[0]).toEqual(node('section', [node('banner-carousel'), node('section')]));
    expect(out.popups.login.type).toBe('banner-carousel');
    expect(out.memberCentre.pages[0]?.node.type).toBe('banner-carousel');
    expect(out.agentCentre.pages[0]?.node.type).toBe('section');
    expect(site.layout.header[0]?.type, 'the input is not changed').toBe('banner-slider');
  });

  it('v2 -> v3 groups the jackpot settings with the spec’s 3000 ms tick', () => {
    const out = v2ToV3.migrate({ settings: { ageLimit: 18, jackpotStart: 1000, jackpotStep: 2.5 } });
    expect(out.settings).toEqual({ ageLimit: 18, jackpot: { start: 1000, step: 2.5, everyMs: 3000 } });
    expect(v2ToV3.migrate({ settings: { jackpotStart: 7 } }).settings).toEqual({
      jackpot: { start: 7, step: 165.11, everyMs: 3000 },
    });
    const untouched = { settings: { jackpot: { start: 1, step: 2, everyMs: 3000 } } };
    expect(v2ToV3.migrate(untouched)).toBe(untouched);
  });

  it('v3 -> v4 offers every game type and drops badges from agent-centre pages', () => {
    const out = v3ToV4.migrate({
      agentCentre: { default: 'agentTeamOverview', pages: [{ key: 'agentTeamOverview', badge: 'messages' }] },
    });
    expect(out.gameTypes).toEqual([...GAME_TYPES]);
    expect(out.agentCentre).toEqual({ default: 'agentTeamOverview', pages: [{ key: 'agentTeamOverview' }] });
    expect(v3ToV4.migrate({ gameTypes: ['RNG'] }).gameTypes).toEqual(['RNG']);
  });
});

describe('migrateSite', () => {
  it('brings a v1 site to the current version through every step, in order', () => {
    const result = migrateSite({
      schemaVersion: 1,
      settings: { jackpotStart: 5 },
      pages: [{ route: '/', nodes: [node('banner-slider')] }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.site.schemaVersion).toBe(CURRENT_SITE_SCHEMA_VERSION);
    expect(result.applied).toEqual(SITE_MIGRATIONS.map((m) => m.id));
    expect(result.site.pages).toEqual([{ route: '/', nodes: [node('banner-carousel')] }]);
    expect(result.site.settings).toEqual({ jackpot: { start: 5, step: 165.11, everyMs: 3000 } });
    expect(result.site.gameTypes).toEqual([...GAME_TYPES]);
  });

  it('leaves a current site as it is', () => {
    const site = { schemaVersion: CURRENT_SITE_SCHEMA_VERSION, merchant: { code: 'x' } };
    expect(migrateSite(site)).toEqual({ ok: true, site, applied: [] });
  });

  it('refuses what it cannot migrate, saying why', () => {
    expect(migrateSite([])).toEqual({ ok: false, message: 'The site is not a JSON object' });
    expect(migrateSite(null)).toEqual({ ok: false, message: 'The site is not a JSON object' });
    expect(migrateSite({ schemaVersion: '3' })).toMatchObject({ ok: false, message: /whole number/ });
    expect(migrateSite({ schemaVersion: 0 })).toMatchObject({ ok: false, message: /whole number/ });
    expect(migrateSite({ schemaVersion: CURRENT_SITE_SCHEMA_VERSION + 1 })).toMatchObject({
      ok: false,
      message: /newer than this portal understands/,
    });
    expect(migrateSite({ $parseError: 'site.json: Unexpected token' })).toEqual({
      ok: false,
      message: 'site.json: Unexpected token',
    });
  });
});
