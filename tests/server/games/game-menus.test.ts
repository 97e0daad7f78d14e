import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESPORTS_VENDOR_CODES } from '../../../schemas/api/game-rules';
import type { CategoryGroup } from '../../../schemas/api/game-shapes';
import { invalidateVendorCache } from '../../../server/services/games/catalogue/vendor-lanes';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function menus(merchant = 'aurora'): Promise<CategoryGroup[]> {
  const res = await server.call({ method: 'GET', url: '/lgw/games/game_menus', merchant });
  expect(res.statusCode).toBe(200);
  return server.json<{ lanes: CategoryGroup[] }>(res).value.lanes;
}

describe('game catalogue: menus and vendor lanes', () => {
  it('R9.18 seeds about 10,000 slot games across the RNG vendors of every merchant', async () => {
    const rows = await server.deps.db.query<{ code: string; n: number }>(
      `SELECT m.code, count(*)::int AS n FROM games g JOIN merchants m ON m.id = g.merchant_id
        WHERE g.game_type = 'RNG' GROUP BY m.code`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.n).toBe(10_000);
  });

  it('R7.6 R3.20 answers game_menus without a token: vendors per game type with their launch fields', async () => {
    const lanes = await menus();
    const types = lanes.map((l) => l.gameCategory);
    expect(types).toEqual(
      expect.arrayContaining([
        'LIVE',
        'RNG',
        'FISH',
        'PVP',
        'SPORTS',
        'ESPORTS',
        'LOTT',
        'ELOTT',
        'COCKFIGHT',
      ]),
    );
    const rng = lanes.find((l) => l.gameCategory === 'RNG')!;
    expect(rng.vendors.length).toBeGreaterThan(11);
    const first = rng.vendors[0]!;
    expect(first).toMatchObject({ vassalage: 'TSR', integration: 'house', gameType: 'RNG', isHot: 1 });
    expect(first.smallIcon).toMatch(/^\/lgw\/art\/vendor\/TSR\.svg\?v=\d+$/);
    expect(typeof first.accountTypeId).toBe('number');
    const lott = lanes.find((l) => l.gameCategory === 'LOTT')!;
    expect(lott.vendors.map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);
    expect(lott.vendors[0]).toMatchObject({ gameCode: 'VN1', code: 'VN1', defaultPlayType: 'de' });
  });

  it('R4.23 splits esports vendors out of SPORTS into their own lane', async () => {
    const lanes = await menus();
    const sports = lanes.find((l) => l.gameCategory === 'SPORTS')!;
    const esports = lanes.find((l) => l.gameCategory === 'ESPORTS')!;
    expect(
      sports.vendors.some((v) => (ESPORTS_VENDOR_CODES as readonly string[]).includes(v.vassalage)),
    ).toBe(false);
    expect(esports.vendors.map((v) => v.vassalage).sort()).toEqual([...ESPORTS_VENDOR_CODES].sort());
    expect(esports.vendors.every((v) => v.category === 'ESPORTS' && v.gameType === 'SPORTS')).toBe(true);
  });

  it('R7.29 GCSGAME_gameVendor needs a token and returns data.lanes; refuses another merchant code', async () => {
    const anon = await server.call({ method: 'GET', url: '/wps/relay/GCSGAME_gameVendor' });
    expect(anon.statusCode).toBe(401);
    const m = await createTestMember(server.deps.db);
    const res = await server.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameVendor?merchantCode=aurora',
      token: m.token,
    });
    const body = server.json<{ data: { lanes: CategoryGroup[] } }>(res);
    expect(body.success).toBe(true);
    expect(body.value.data.lanes.length).toBeGreaterThan(5);
    const other = await server.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameVendor?merchantCode=nope',
      token: m.token,
    });
    expect(other.statusCode).toBe(403);
  });

  it('leaves hidden modules and vendors out of every lane', async () => {
    const db = server.deps.db;
    await db.query(
      `UPDATE merchants SET settings = settings || '{"games":{"hiddenGameTypes":["COCKFIGHT","ESPORTS"],"hiddenVendors":["SPX"]}}'::jsonb WHERE code = 'aurora'`,
    );
    server.deps.merchants.invalidate();
    invalidateVendorCache();
    try {
      const lanes = await menus();
      const types = lanes.map((l) => l.gameCategory);
      expect(types).not.toContain('COCKFIGHT');
      expect(types).not.toContain('ESPORTS');
      expect(types).toContain('SPORTS');
      expect(lanes.find((l) => l.gameCategory === 'RNG')!.vendors.map((v) => v.vassalage)).not.toContain(
        'SPX',
      );
    } finally {
      await db.query(`UPDATE merchants SET settings = settings - 'games' WHERE code = 'aurora'`);
      server.deps.merchants.invalidate();
      invalidateVendorCache();
    }
  });

  it('serves generated artwork as cacheable SVG, and 404 for malformed keys', async () => {
    const art = await server.call({ method: 'GET', url: '/lgw/art/game/12345-GF.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(art.headers['cache-control']).toMatch(/immutable/);
    expect(art.body).toContain('>GF<');
    expect(art.body).not.toMatch(/style=|<script/);
    const again = await server.call({ method: 'GET', url: '/lgw/art/game/12345-GF.svg' });
    expect(again.body).toBe(art.body);
    const vendor = await server.call({ method: 'GET', url: '/lgw/art/vendor/TCG_LOTTO_VN.svg' });
    expect(vendor.statusCode).toBe(200);
    const bad = await server.call({ method: 'GET', url: '/lgw/art/game/1-%3Cscript%3E.svg' });
    expect(bad.statusCode).toBe(404);
  });
});
