import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The banner groups of spec §3, one per page. */
const GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
];

describe('banners (spec §3)', () => {
  it('R3.1 every page group (home, slots, live, fishing, PVP, sports, esports, lottery, download, promotions, shop, help) serves banners with bannerId, groupName, url and linkageType', async () => {
    const ids = new Set<number>();
    for (const group of GROUPS) {
      const res = await server.call({ method: 'GET', url: `/wps/system/banners?groupName=${group}` });
      expect(res.statusCode, group).toBe(200);
      const banners = server.json<Record<string, unknown>[]>(res).value;
      expect(banners.length, group).toBeGreaterThan(0);
      for (const b of banners) {
        expect(Number.isInteger(b.bannerId), group).toBe(true);
        expect(b.groupName, group).toBe(group);
        expect(b.url, group).toMatch(/^\/wps\/art\/banner\/aurora\/[\w-]+\.svg$/);
        expect(['none', 'route', 'url', 'promotion', 'game'], group).toContain(b.linkageType);
        ids.add(b.bannerId as number);
      }
      const image = await server.call({ method: 'GET', url: banners[0]!.url as string });
      expect(image.headers['content-type'], group).toMatch(/^image\//);
    }
    // A banner belongs to one group: no id is served on two pages.
    const total = (
      await Promise.all(
        GROUPS.map(
          async (g) =>
            server.json<unknown[]>(
              await server.call({ method: 'GET', url: `/wps/system/banners?groupName=${g}` }),
            ).value.length,
        ),
      )
    ).reduce((a, b) => a + b, 0);
    expect(ids.size).toBe(total);
  });
});
