import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS } from '../../../schemas/site/constants';
import { openServicePath } from '../../../server/services/content/service-path-cipher';
import { createTestMember, merchantId } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Lists {
  banners: { id: number; title: string; content: string; timestamp: number; type: string }[];
  player: unknown[];
  popup: unknown[];
  promotion: { id: number; image?: string; summary?: string }[];
  help: unknown[];
}

describe('banners', () => {
  it.each(BANNER_GROUPS)('R4.29 seeds and serves banners of %s with artwork and a title', async (group) => {
    const res = await server.call({
      method: 'GET',
      url: `/wps/system/banners?groupName=${group}&language=CN`,
    });
    expect(res.statusCode).toBe(200);
    const banners =
      server.json<{ bannerId: number; groupName: string; url: string; title: string; linkageType: string }[]>(
        res,
      ).value;
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.groupName).toBe(group);
      expect(b.url).toMatch(new RegExp(`^/wps/art/banner/aurora/${group}-\\d\\.svg$`));
      expect(b.title).toMatch(/[\u4e00-\u9fff]/);
      expect(['none', 'route', 'url', 'promotion', 'game']).toContain(b.linkageType);
    }
  });

  it('serves the generated artwork in the brand colour, and 404 for unknown art', async () => {
    const art = await server.call({ method: 'GET', url: '/wps/art/banner/aurora/w_home-1.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(art.body).toContain('#f5b942');
    expect(art.body).not.toMatch(/style=|<script/);
    expect(
      (await server.call({ method: 'GET', url: '/wps/art/banner/aurora/w_nope-1.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: 'GET', url: '/wps/art/banner/nobody/w_home-1.svg' })).statusCode,
    ).toBe(404);
  });

  it('refuses a group the merchant does not declare, naming the field and its groups', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/system/banners?groupName=w_casino' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^groupName: is not a banner group of this site \(its groups: w_home, /,
    );
  });

  it('refuses a group id that is not a slug, naming the field', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/system/banners?groupName=W%20Home' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/groupName/);
  });

  it('links promotion banners to a promotion that exists', async () => {
    const banners = server.json<{ linkageType: string; linkage?: string }[]>(
      await server.call({ method: 'GET', url: '/wps/system/banners?groupName=w_home' }),
    ).value;
    const promo = banners.find((b) => b.linkageType === 'promotion');
    const detail = await server.call({
      method: 'GET',
      url: `/wps/relay/MCSFE_getAnnouncementDetail?id=${promo?.linkage}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(server.json<{ type: string }>(detail).value.type).toBe('PR');
  });
});

describe('announcements', () => {
  it('R7.27 R3.25 lists B, PL, PU and PR by default (platform W, execution B), newest first', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
    });
    expect(res.statusCode).toBe(200);
    const lists = server.json<Lists>(res).value;
    expect(lists.banners.length).toBeGreaterThan(9);
    expect(lists.player.length).toBeGreaterThan(0);
    expect(lists.popup.length).toBeGreaterThan(0);
    expect(lists.promotion.length).toBeGreaterThan(0);
    expect(lists.help).toEqual([]);
    const times = lists.banners.map((b) => b.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const item of lists.banners) {
      expect(item).toMatchObject({
        type: 'B',
        title: expect.any(String),
        content: expect.stringContaining('<p>'),
      });
    }
    expect(lists.promotion[0]).toMatchObject({
      image: expect.stringMatching(/^\/wps\/art\/banner\//),
      summary: expect.any(String),
    });
  });

  it('answers repeated asks from the cached lists, each with its own request id, per language', async () => {
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=W';
    const [first, second, thai] = await Promise.all([
      server.call({ method: 'GET', url }),
      server.call({ method: 'GET', url }),
      server.call({ method: 'GET', url: `${url}&language=TH` }),
    ]);
    for (const res of [first, second, thai]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const a = server.json<Lists>(first);
    const b = server.json<Lists>(second);
    expect(Object.keys(a)).toEqual(['success', 'code', 'message', 'value', 'requestId']);
    expect(a).toMatchObject({ success: true, code: 'OK', message: '' });
    expect(b.value).toEqual(a.value);
    expect(b.requestId).not.toBe(a.requestId);
    expect(first.headers['x-request-id']).toBe(a.requestId);
    const thaiTitle = server.json<Lists>(thai).value.banners[0]?.title;
    expect(thaiTitle).toMatch(/[\u0e00-\u0e7f]/);
    expect(thaiTitle).not.toBe(a.value.banners[0]?.title);
  });

  it('R3.7 answers only the types asked for, H included', async () => {
    const lists = server.json<Lists>(
      await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=H' }),
    ).value;
    expect(lists.help.length).toBeGreaterThan(5);
    expect(lists.banners).toEqual([]);
    expect(lists.promotion).toEqual([]);
  });

  it('R3.7 refuses a type outside B, PL, PU, PR, H', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=B,XX' });
    expect(res.statusCode).toBe(400);
  });

  it('answers in the asked language and falls back to English', async () => {
    const th = server.json<Lists>(
      await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=B&language=TH' }),
    ).value;
    expect(th.banners[0]?.title).toMatch(/[\u0e00-\u0e7f]/);
    const en = server.json<Lists>(
      await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=B' }),
    ).value;
    expect(en.banners[0]?.title).toMatch(/^[\x20-\x7e]+$/);
  });

  it('puts the merchant name into notices', async () => {
    const lists = server.json<Lists>(
      await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PU' }),
    ).value;
    expect(JSON.stringify(lists.popup)).toContain('Aurora Play');
    expect(JSON.stringify(lists.popup)).not.toContain('{brand}');
  });

  it('hides ended and hidden announcements and those of other merchants', async () => {
    const aurora = await merchantId(server.deps.db, 'aurora');
    const [ended] = await server.deps.db.query<{ id: string }>(
      `INSERT INTO announcements (merchant_id, type, title, content, ends_at)
       VALUES ($1, 'B', '{"EN":"Ended"}', '{"EN":"x"}', now() - interval '1 hour') RETURNING id`,
      [aurora],
    );
    const lists = server.json<Lists>(
      await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=B' }),
    ).value;
    expect(lists.banners.map((b) => b.title)).not.toContain('Ended');
    const detail = await server.call({
      method: 'GET',
      url: `/wps/relay/MCSFE_getAnnouncementDetail?id=${ended?.id}`,
    });
    expect(detail.statusCode).toBe(404);
  });

  it('serves merchant markup sanitised: no script, handler or inline style reaches a browser', async () => {
    const aurora = await merchantId(server.deps.db, 'aurora');
    const [row] = await server.deps.db.query<{ id: string }>(
      `INSERT INTO announcements (merchant_id, type, title, content) VALUES ($1, 'B', '{"EN":"Markup"}', $2) RETURNING id`,
      [
        aurora,
        JSON.stringify({
          EN: '<p style="color:red" onclick="steal()">Read <a href="https://example.com">this</a></p><script>steal()</script><img src=x onerror="steal()">',
        }),
      ],
    );
    const detail = server.json<{ content: string }>(
      await server.call({ method: 'GET', url: `/wps/relay/MCSFE_getAnnouncementDetail?id=${row?.id}` }),
    ).value;
    expect(detail.content).not.toMatch(/steal|style=|<script/);
    expect(detail.content).toContain(
      '<p>Read <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a></p>',
    );
  });

  it('a notice of another merchant is not found here', async () => {
    const others = await server.deps.db.query<{ id: string }>(
      `SELECT a.id FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE m.code <> 'aurora' LIMIT 1`,
    );
    if (others.length === 0) {
      const [m] = await server.deps.db.query<{ id: number }>(
        `INSERT INTO merchants (code, name, payload_key) VALUES ('other-shop', 'Other', 'aa') RETURNING id`,
      );
      others.push(
        ...(await server.deps.db.query<{ id: string }>(
          `INSERT INTO announcements (merchant_id, type, title, content) VALUES ($1, 'B', '{"EN":"Theirs"}', '{"EN":"x"}') RETURNING id`,
          [m?.id],
        )),
      );
    }
    const res = await server.call({
      method: 'GET',
      url: `/wps/relay/MCSFE_getAnnouncementDetail?id=${others[0]?.id}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('help centre', () => {
  it('R7.56 serves categories with their articles in the asked language', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/system/helpCenter?language=JA' });
    expect(res.statusCode).toBe(200);
    const { categories } = server.json<{
      categories: { key: string; title: string; articles: { title: string; content: string }[] }[];
    }>(res).value;
    expect(categories.map((c) => c.key)).toEqual([
      'getting-started',
      'account',
      'payments',
      'games',
      'promotions',
      'responsible',
      'app',
    ]);
    expect(categories[0]?.title).toBe('はじめに');
    expect(categories.every((c) => c.articles.length > 0)).toBe(true);
    expect(categories[1]?.articles[1]?.content).toContain('<ul>');
  });
});

describe('customer service', () => {
  const call = (token?: string) =>
    server.call({
      method: 'GET',
      url: '/wps/system/customerService?language=TH',
      ...(token ? { token } : {}),
    });

  it('lists the e-mail and Telegram contacts of the site', async () => {
    const list = server.json<{ version: { pathList: { type: string; path: string }[] } }>(await call()).value;
    expect(list.version.pathList).toEqual(
      expect.arrayContaining([
        { type: '1', path: 'mailto:support@auroraplay.example' },
        { type: '2', path: 'https://t.me/auroraplay_support' },
      ]),
    );
  });

  it('R7.58 R3.18 answers value.version.pathList with a type 3 entry sealed by its trailing 8-character key', async () => {
    const body = server.json<{ csType: string; version: { pathList: { type: string; path: string }[] } }>(
      await call(),
    );
    const web = body.value.version.pathList.find((p) => p.type === '3');
    expect(web?.path).toMatch(/^[A-Za-z0-9_-]+[A-Za-z0-9]{8}$/);
    const url = openServicePath(web?.path ?? '');
    // The site's live-chat URL, told the player's language.
    expect(url).toMatch(/^\/help(mc)?\?lang=TH#live-chat$/);
    // Each answer has its own key, so two paths never repeat.
    const again = server.json<{ version: { pathList: { type: string; path: string }[] } }>(
      await call(),
    ).value;
    expect(again.version.pathList.find((p) => p.type === '3')?.path).not.toBe(web?.path);
  });

  it('R6.7 visitors and members up to rank 4 get live chat; above rank 4 the VIP desk', async () => {
    expect(server.json<{ csType: string }>(await call()).value.csType).toBe('LIVECHAT');
    const rank4 = await createTestMember(server.deps.db, { rankLevel: 4 });
    expect(server.json<{ csType: string }>(await call(rank4.token)).value.csType).toBe('LIVECHAT');
    const rank5 = await createTestMember(server.deps.db, { rankLevel: 5 });
    const vip = server.json<{ csType: string; version: { pathList: { type: string; path: string }[] } }>(
      await call(rank5.token),
    ).value;
    expect(vip.csType).toBe('VIP');
    expect(openServicePath(vip.version.pathList.find((p) => p.type === '3')?.path ?? '')).toMatch(/#vip$/);
  });
});
