import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, merchantId } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/** One switch in platform.json `modules` takes a module out of every place of the site. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-modules-'));
const whitelabelsDir = path.join(root, 'whitelabels');
const portalDir = path.join(root, 'portal');
const platformFile = path.join(whitelabelsDir, 'aurora', 'platform.json');

let server: TestServer;
beforeAll(async () => {
  fs.mkdirSync(portalDir, { recursive: true });
  fs.copyFileSync(path.resolve('index.html'), path.join(portalDir, 'index.html'));
  fs.cpSync(path.resolve('whitelabels/aurora'), path.join(whitelabelsDir, 'aurora'), { recursive: true });
  server = await startTestServer({ whitelabelsDir, portalDir, seedDemo: false });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Site {
  gameTypes: string[];
  pages: { route: string }[];
  nav: { id: string; route?: string }[];
}

async function page(url: string) {
  server.deps.merchants.invalidate();
  const res = await server.call({ method: 'GET', url });
  const json = /<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1];
  return {
    status: res.statusCode,
    site: (JSON.parse(json ?? 'null') as { site: Site }).site,
    text: json ?? '',
  };
}

/** Switch modules in platform.json and wait until the running platform applied it. */
async function switchModules(modules: Record<string, boolean>): Promise<void> {
  const file = JSON.parse(fs.readFileSync(platformFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(platformFile, JSON.stringify({ ...file, modules }, null, 2));
  const t = Date.now() / 1000 + 5;
  fs.utimesSync(platformFile, t, t);
  for (let i = 0; i < 100; i++) {
    server.deps.merchants.invalidate();
    const m = await server.deps.merchants.forCode('aurora');
    if (JSON.stringify(m?.settings.modules) === JSON.stringify(modules)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the switch was not applied');
}

describe('module switches', () => {
  it('one switch each hides the lottery and the point mall: nav, pages, links, widgets; their routes are not found', async () => {
    const before = await page('/');
    expect(before.site.pages.some((p) => p.route === '/lottery')).toBe(true);
    expect(before.site.pages.some((p) => p.route === '/pointMall')).toBe(true);
    expect(before.text).toContain('lottery-results');

    await switchModules({ lottery: false, pointMall: false });
    const after = await page('/');
    expect(after.status).toBe(200);
    expect(after.site.pages.map((p) => p.route)).not.toContain('/lottery');
    expect(after.site.pages.map((p) => p.route)).not.toContain('/pointMall');
    expect(after.site.nav.filter((n) => n.route === '/lottery' || n.route === '/pointMall')).toEqual([]);
    expect(after.site.gameTypes).not.toContain('LOTT');
    expect(after.text).not.toContain('"/lottery"');
    expect(after.text).not.toContain('lottery-results');
    expect(after.text).not.toContain('point-mall');
    expect((await page('/lottery')).status).toBe(404);
    expect((await page('/pointMall')).status).toBe(404);
    // Everything else stays.
    expect(after.site.pages.length).toBe(before.site.pages.length - 2);
    expect((await page('/live')).status).toBe(200);
  });

  it('the calls behind a switched-off module answer DISABLED, and its banners are gone', async () => {
    const id = await merchantId(server.deps.db);
    for (const [group, linkageType, linkage] of [
      ['w_home', 'route', '/pointMall'],
      ['w_home', 'game', 'LOTT'],
      ['w_home', 'route', '/live'],
      ['w_shop', 'none', null],
    ])
      await server.deps.db.query(
        `INSERT INTO banners (merchant_id, group_name, url, title, linkage_type, linkage)
         VALUES ($1, $2, '/assets/banner.png', '{"EN": "A banner"}', $3, $4)`,
        [id, group, linkageType, linkage],
      );
    const member = await createTestMember(server.deps.db);
    const calls = async () => {
      server.deps.merchants.invalidate();
      const get = async (url: string, token?: string) => {
        const res = await server.call({ method: 'GET', url, ...(token ? { token } : {}) });
        const body = server.json(res) as { code?: string; value?: unknown };
        return { status: res.statusCode, code: body.code, value: body.value };
      };
      return {
        lottery: await get('/lgw/vn/games/game_menu?prizeMode=Lott'),
        mall: await get('/wps/relay/MCS2_getPointReward'),
        launch: await get('/wps/game/launchGame?gameType=LOTT&vassalage=TCG', member.token),
        home: (await get('/wps/system/banners?groupName=w_home')).value as { linkage?: string }[],
        shop: (await get('/wps/system/banners?groupName=w_shop')).value as unknown[],
      };
    };
    await switchModules({});
    const on = await calls();
    expect(on.lottery.status).toBe(200);
    expect(on.mall.status).toBe(200);
    expect(on.launch.code).not.toBe('DISABLED');
    expect(on.home.map((b) => b.linkage)).toEqual(['/pointMall', 'LOTT', '/live']);
    expect(on.shop).toHaveLength(1);

    await switchModules({ lottery: false, pointMall: false });
    const off = await calls();
    expect([off.lottery.status, off.lottery.code]).toEqual([403, 'DISABLED']);
    expect([off.mall.status, off.mall.code]).toEqual([403, 'DISABLED']);
    expect([off.launch.status, off.launch.code]).toEqual([403, 'DISABLED']);
    expect(off.home.map((b) => b.linkage)).toEqual(['/live']);
    expect(off.shop).toEqual([]);
  });

  it('switching e-lottery alone keeps the lottery lobby both share', async () => {
    await switchModules({ elottery: false });
    const site = (await page('/')).site;
    expect(site.pages.map((p) => p.route)).toContain('/lottery');
    expect(site.gameTypes).toContain('LOTT');
    expect(site.gameTypes).not.toContain('ELOTT');
    expect(site.nav.map((n) => n.id)).not.toContain('elottery');
    expect(site.nav.map((n) => n.id)).toContain('lottery');
  });
});
