import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Leaf {
  modId: string;
  enabled: string;
  childrenNodes: Leaf[];
}
const status = (query: string, merchant = 'aurora', headers: Record<string, string> = {}) =>
  server.call({ method: 'GET', url: `/wps/system/status${query}`, merchant, headers });

describe('system status and permission (one path, two uses)', () => {
  it('R7.17 R2.20 status 1 with the ops message while the merchant is in maintenance', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      maintenance: { on: true, message: 'Back at 10:00', until: '2030-01-01T10:00:00Z' },
    });
    try {
      const res = await status('');
      expect(res.json().value).toMatchObject({
        status: 1,
        message: 'Back at 10:00',
        until: '2030-01-01T10:00:00Z',
      });
      // Another merchant is not affected.
      expect((await status('', 'jade')).json().value.status).toBe(0);
    } finally {
      await restore();
    }
  });

  it('R7.17 R2.20 status 2 with the visitor IP when the IP or range is blocked', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      regionRestriction: { on: true, blockedIps: ['127.0.0.0/8'] },
    });
    try {
      expect((await status('')).json().value).toEqual({ status: 2, ip: '127.0.0.1' });
    } finally {
      await restore();
    }
  });

  it('R7.21 without url the answer is the status alone; with url it adds the permission', async () => {
    const plain = (await status('')).json().value;
    expect(Object.keys(plain).sort()).toEqual(['ip', 'status']);
    const res = await status('?url=aurora.localhost:8080');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      status: 0,
      location: { ip: '127.0.0.1', countryCode: null },
      maintenance: { on: false },
      regionRestriction: { on: false, blocked: false },
    });
    expect(value.info.analytics).toEqual({ gtagId: null });
    expect(value.info.imageCDNs).toEqual([]);
  });

  it('R7.21 R8.13 refuses a url of a host that is not this merchant’s ("domain check failed")', async () => {
    const res = await status('?url=jade.localhost');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: [{ field: 'url', message: 'Invalid URL or domain check failed' }],
    });
  });

  it('R3.15 R3.16 the whitelabel tree has every module with enabled "1" or "0" from site.json and platform.json', async () => {
    const tree: Leaf[] = (await status('?url=jade.localhost', 'jade')).json().value.info.whitelabel;
    const group = (id: string) => tree.find((g) => g.modId === id) as Leaf;
    const on = (g: string) =>
      group(g)
        .childrenNodes.filter((c) => c.enabled === '1')
        .map((c) => c.modId);
    // jade offers no ELOTT; lumen hides PVP, ESPORTS and COCKFIGHT in platform.json.
    expect(on('games')).toEqual(['live', 'rng', 'fish', 'pvp', 'sports', 'esports', 'lottery', 'cockfight']);
    expect(group('games').childrenNodes.find((c) => c.modId === 'elottery')?.enabled).toBe('0');
    const lumen: Leaf[] = (await status('?url=lumen.localhost', 'lumen')).json().value.info.whitelabel;
    const lumenGames = lumen.find((g) => g.modId === 'games') as Leaf;
    expect(
      lumenGames.childrenNodes
        .filter((c) => c.enabled === '0')
        .map((c) => c.modId)
        .sort(),
    ).toEqual(['cockfight', 'esports', 'pvp']);
    // lumen's member centre has no transferUpline page, and its referral promotion is off.
    const lumenMember = lumen.find((g) => g.modId === 'memberCentre') as Leaf;
    expect(
      lumenMember.childrenNodes
        .filter((c) => c.enabled === '0')
        .map((c) => c.modId)
        .sort(),
    ).toEqual(['referral', 'transferUpline']);
    expect(on('features')).toContain('chatRoom');
  });

  it('R3.16 ops switch a module or a whole group off through platform.json modules', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      modules: { chatRoom: false, agentCentre: false },
    });
    try {
      const tree: Leaf[] = (await status('?url=aurora.localhost')).json().value.info.whitelabel;
      const features = tree.find((g) => g.modId === 'features') as Leaf;
      expect(features.childrenNodes.find((c) => c.modId === 'chatRoom')?.enabled).toBe('0');
      const agent = tree.find((g) => g.modId === 'agentCentre') as Leaf;
      expect(agent.enabled).toBe('0');
      expect(agent.childrenNodes.every((c) => c.enabled === '0')).toBe(true);
    } finally {
      await restore();
    }
  });

  it('R3.15 R3.17 carries the register rules, resources with QR codes, both desks, analytics and CDNs', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      analytics: { gtagId: 'G-AB12CD34EF' },
      imageCDNs: ['https://img1.cdn.example/', 'https://img2.cdn.example'],
      launchGameCDNs: ['https://play.cdn.example', 'javascript:alert(1)'],
    });
    try {
      const info = (await status('?url=aurora.localhost:8080&language=TH')).json().value.info;
      const register = (await server.call({ method: 'GET', url: '/wps/system/setting/register' })).json()
        .value;
      expect(info.register).toEqual(register);
      const ios = info.resources.find((r: { resourceType: string }) => r.resourceType === 'APP_IOS');
      expect(ios).toMatchObject({ url: 'http://aurora.localhost/app#ios', labelNameEn: 'iOS app' });
      expect(ios.qrCodeUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(ios.qrCodeUrl.split(',')[1], 'base64').toString()).toContain('<svg');
      expect(info.resources.map((r: { resourceType: string }) => r.resourceType)).toContain(
        'SOCIAL_TELEGRAM',
      );
      expect(info.customerService.map((d: { csType: string }) => d.csType)).toEqual(['LIVECHAT', 'VIP']);
      expect(info.customerService[0].path).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(info.analytics).toEqual({ gtagId: 'G-AB12CD34EF' });
      expect(info.imageCDNs).toEqual(['https://img1.cdn.example', 'https://img2.cdn.example']);
      // Only http(s) base URLs are passed on.
      expect(info.launchGameCDNs).toEqual(['https://play.cdn.example']);
    } finally {
      await restore();
    }
  });

  it('R3.15 location and region rules use the trusted edge’s country header only behind a proxy', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      regionRestriction: { on: true, blockedCountries: ['SG'] },
    });
    try {
      // Without TRUST_PROXY the header is the visitor's own claim: ignored.
      const direct = (await status('?url=aurora.localhost', 'aurora', { 'cf-ipcountry': 'SG' })).json().value;
      expect(direct).toMatchObject({ status: 0, location: { countryCode: null } });
      const proxied = await startTestServer({ trustProxy: true });
      try {
        const restoreProxied = await patchMerchantSettings(proxied, 'aurora', {
          regionRestriction: { on: true, blockedCountries: ['SG'] },
        });
        const res = await proxied.call({
          method: 'GET',
          url: '/wps/system/status?url=aurora.localhost',
          headers: { 'cf-ipcountry': 'SG', 'x-forwarded-for': '203.0.113.7' },
        });
        expect(res.json().value).toMatchObject({
          status: 2,
          ip: '203.0.113.7',
          location: { ip: '203.0.113.7', countryCode: 'SG' },
          regionRestriction: { on: true, blocked: true },
        });
        await restoreProxied();
      } finally {
        await proxied.close();
      }
    } finally {
      await restore();
    }
  });
});

describe('maintenance and region blocking are enforced on calls, not only shown', () => {
  it('R2.20 R8.7 during maintenance calls answer 503 MAINTENANCE; the status page’s calls keep working', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      maintenance: { on: true, message: 'Upgrading' },
    });
    try {
      const chat = await server.call({ method: 'GET', url: '/wps/chat/messages' });
      expect(chat.statusCode).toBe(503);
      expect(chat.json()).toMatchObject({ code: 'MAINTENANCE', message: 'Upgrading', value: { status: 1 } });
      for (const url of [
        '/wps/system/status',
        '/wps/system/customerService',
        '/wps/system/helpCenter',
        '/wps/system/whitelabel',
      ]) {
        expect((await server.call({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      // Other merchants are open.
      expect(
        (await server.call({ method: 'GET', url: '/wps/chat/messages', merchant: 'jade' })).statusCode,
      ).toBe(200);
    } finally {
      await restore();
    }
  });

  it('R2.20 R8.8 a blocked visitor’s calls answer 403 REGION_BLOCKED', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      regionRestriction: { on: true, blockedIps: ['127.0.0.1'] },
    });
    try {
      const res = await server.call({ method: 'GET', url: '/wps/system/banners?groupName=w_home' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'REGION_BLOCKED', value: { status: 2, ip: '127.0.0.1' } });
    } finally {
      await restore();
    }
  });
});

describe('whitelabel and domain route', () => {
  it('R7.4 answers the merchant of the domain with every flag on or off', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/system/whitelabel', merchant: 'jade' });
    const value = res.json().value;
    expect(value).toMatchObject({
      merchantCode: 'jade',
      name: 'Jade Dragon',
      currency: 'PHP',
      currencySymbol: '₱',
    });
    expect(value.flags.MOBILEVERCODELOGIN3).toBe(true);
    expect(value.flags.PWDEXPFORCECHANGE3).toBe(false);
    expect(Object.keys(value.flags)).toContain('CHNGPASSVERIF3');
    const lumen = (
      await server.call({ method: 'GET', url: '/wps/system/whitelabel', merchant: 'lumen' })
    ).json().value;
    expect(lumen.chatHeaderColor).toBe('#0b6bcb');
  });

  it('R7.51 R3.19 lists the merchant’s domains with speed reset to 0 and the current one marked', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/wps/system/domainRoute',
      headers: { host: 'aurora.localhost:8203' },
    });
    const list: { domain: string; url: string; speed: number; current: boolean }[] =
      res.json().value.domainList;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => d.speed === 0)).toBe(true);
    expect(list.find((d) => d.current)).toEqual({
      domain: 'aurora.localhost',
      url: 'http://aurora.localhost:8203',
      speed: 0,
      current: true,
    });
    // Loopback aliases cannot be reached from elsewhere: not offered as lines.
    expect(list.map((d) => d.domain)).not.toContain('127.0.0.1');
    // Another merchant's domains never appear.
    expect(list.map((d) => d.domain)).not.toContain('jade.localhost');
  });
});

describe('content security policy per merchant', () => {
  it('pages allow the merchant’s CDNs, other domains and Google tag, and never inline or eval scripts', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      analytics: { gtagId: 'G-AB12CD34EF' },
      imageCDNs: ['https://img1.cdn.example'],
      launchGameCDNs: ['https://play.cdn.example'],
    });
    try {
      const page = await server.call({ method: 'GET', url: '/live' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*https:\/\/img1\.cdn\.example/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/play\.cdn\.example/);
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
      expect(csp).toMatch(/connect-src [^;]*http:\/\/aurora\.localhost/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      const jade = String(
        (await server.call({ method: 'GET', url: '/live', merchant: 'jade' })).headers[
          'content-security-policy'
        ],
      );
      expect(jade).not.toContain('img1.cdn.example');
      expect(jade).toMatch(/script-src 'self';/);
    } finally {
      await restore();
    }
  });
});
