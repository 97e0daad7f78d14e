import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { jpegOf, pngOf, webpOf } from '../../support/banner-pictures';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Banners as content (docs/decisions/banners.md): listed, created, edited, hidden, ordered
 * and given uploaded pictures by owners and content, read by support and read-only, within
 * the operator's merchant and the groups its site declares; every change audited; the
 * portal's banner call shows only banners in their window and language. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let owner: string;
let auroraContent: string;
let lumenContent: string;
let auroraSupport: string;
let readOnly: string;
let finance: string;
beforeAll(async () => {
  server = await startTestServer();
  const signIn = async (role: 'owner' | 'content' | 'support' | 'read-only' | 'finance', merchant?: string) =>
    signInOperator(server, await createTestOperator(server.deps.db, role, merchant));
  owner = await signIn('owner');
  auroraContent = await signIn('content', 'aurora');
  lumenContent = await signIn('content', 'lumen');
  auroraSupport = await signIn('support', 'aurora');
  readOnly = await signIn('read-only', 'aurora');
  finance = await signIn('finance', 'aurora');
});
afterAll(() => server.close());

interface BannerView {
  id: number;
  group: string;
  state: string;
  position: number;
  image: string;
  title: Record<string, string>;
  linkType: string;
  link: string | null;
  languages: string[] | null;
}
interface Answer<T> {
  code: string;
  message: string;
  value: T;
  errors?: { field: string; message: string }[];
}

const call = async <T>(token: string, path: string, body: object) =>
  (await opsCall(server, 'POST', path, { token, body })).json() as Answer<T>;
const list = async (token: string, query: Record<string, string> = {}) =>
  (await opsCall(server, 'GET', '/ops/banners', { token, query })).json() as Answer<{
    merchant: string;
    groups: { group: string; aspectRatio: number; count: number }[];
    group: string | null;
    items: BannerView[];
  }>;
const upload = (token: string, bytes: Buffer, extra: object = {}) =>
  call<{ image: string; type: string; width: number; height: number }>(token, '/ops/banners/image', {
    data: bytes.toString('base64'),
    ...extra,
  });
const save = (token: string, body: object) => call<{ banner: BannerView }>(token, '/ops/banners/save', body);
const portal = async (group: string, language = 'EN', merchant = 'aurora') =>
  (
    await server.call({
      method: 'GET',
      url: `/wps/system/banners?groupName=${group}&language=${language}`,
      merchant,
    })
  ).json() as Answer<{ bannerId: number; title: string; url: string }[]>;
const auditOf = (target: string) =>
  server.deps.db.query<{ action: string; actor: string; before: unknown; after: unknown }>(
    'SELECT action, actor, before, after FROM operator_audit WHERE target = $1 ORDER BY id',
    [target],
  );
const ops = async (...argv: string[]) =>
  (await runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv)).output;

/** A stored banner picture the content tests use, so each of them stands on its own. */
let picture = '';
beforeAll(async () => {
  picture = (await upload(auroraContent, pngOf(640, 200))).value.image;
});

describe('banner pictures', () => {
  it('stores a png, jpg and webp proved by their bytes and serves them typed, unsniffed and cached by hash', async () => {
    const png = await upload(auroraContent, pngOf(640, 200));
    expect(png.code).toBe('OK');
    expect(png.value).toMatchObject({ type: 'image/png', width: 640, height: 200 });
    expect(png.value.image).toMatch(/^\/wps\/banner-image\/[0-9a-f]{64}\.png$/);
    // The same bytes are the same picture: stored once, by their hash.
    expect(png.value.image).toBe(picture);
    const jpg = await upload(auroraContent, jpegOf(400, 120));
    expect(jpg.value).toMatchObject({ type: 'image/jpeg', width: 400, height: 120 });
    const webp = await upload(auroraContent, webpOf(800, 250));
    expect(webp.value).toMatchObject({ type: 'image/webp', width: 800, height: 250 });
    expect(webp.value.image).toMatch(/\.webp$/);

    const served = await server.call({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(pngOf(640, 200))).toBe(true);
    // An address whose extension is not the stored type, or an unknown hash, is not found.
    expect((await server.call({ method: 'GET', url: picture.replace(/\.png$/, '.jpg') })).statusCode).toBe(
      404,
    );
    expect(
      (await server.call({ method: 'GET', url: `/wps/banner-image/${'0'.repeat(64)}.png` })).statusCode,
    ).toBe(404);
    expect(await auditOf(`banner-image:${picture.slice(18, 82)}`)).toMatchObject([
      { action: 'banner.image' },
    ]);
  });

  it('refuses a file that lies about its type, naming data, and stores nothing', async () => {
    const count = async () =>
      (await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM banner_images'))[0]?.n;
    const before = await count();
    const lying = Buffer.concat([pngOf(640, 200), Buffer.from('<script>alert(1)</script>')]);
    const header = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from('<svg onload=alert(1)>'),
    ]);
    const riff = Buffer.concat([webpOf(640, 200), Buffer.from('tail')]);
    for (const bytes of [lying, header, riff, Buffer.from('GIF89a............')]) {
      const res = await upload(auroraContent, bytes);
      expect(res.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(res.message).toMatch(/^data: /);
    }
    expect(await count()).toBe(before);
  });

  it('refuses an oversized file and pictures outside the pixel limits', async () => {
    const big = pngOf(1000, 560, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(3 * 1024 * 1024);
    expect((await upload(auroraContent, big)).message).toBe('data: is larger than 2 MB');
    expect((await upload(auroraContent, pngOf(5000, 100))).message).toMatch(
      /^data: is 5000×100 px: at most 4096×4096/,
    );
    expect((await upload(auroraContent, pngOf(100, 40))).message).toMatch(
      /^data: is 100×40 px: at least 200×50/,
    );
    // Far over the limit: the platform does not even read it.
    const huge = await opsCall(server, 'POST', '/ops/banners/image', {
      token: auroraContent,
      body: { data: 'A'.repeat(6 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('banners as content', () => {
  it('lists the declared groups and a group’s banners in order, every state, to readers', async () => {
    for (const token of [auroraContent, auroraSupport, readOnly]) {
      const res = await list(token, { group: 'w_home' });
      expect(res.code).toBe('OK');
      expect(res.value.merchant).toBe('aurora');
      expect(res.value.groups.map((g) => g.group)).toContain('w_help');
      expect(res.value.items.length).toBeGreaterThan(0);
      expect(res.value.items.map((b) => b.position)).toEqual(res.value.items.map((_, i) => i + 1));
    }
    expect((await list(auroraContent)).value.group).toBe('w_home');
  });

  it('R4.29 creates a banner last in its group and the portal shows it at once, in its language', async () => {
    const res = await save(auroraContent, {
      group: 'w_home',
      image: picture,
      title: { EN: 'Winter cup', CN: '冬季杯' },
      cta: { EN: 'Join' },
      linkType: 'route',
      link: '/promotions',
    });
    expect(res.code).toBe('OK');
    const made = res.value.banner;
    expect(made).toMatchObject({ state: 'showing', linkType: 'route', link: '/promotions', languages: null });
    const shown = (await portal('w_home', 'CN')).value;
    expect(shown.at(-1)).toMatchObject({ bannerId: made.id, title: '冬季杯', url: picture });
    expect(await auditOf(`banner:${made.id}`)).toMatchObject([{ action: 'banner.create' }]);

    const edited = await save(auroraContent, {
      id: made.id,
      group: 'w_home',
      image: picture,
      title: { EN: 'Winter cup final' },
      linkType: 'url',
      link: 'https://example.com/cup',
      languages: ['EN'],
    });
    expect(edited.value.banner).toMatchObject({
      id: made.id,
      title: { EN: 'Winter cup final' },
      languages: ['EN'],
    });
    // Shown only in its languages.
    expect((await portal('w_home', 'EN')).value.some((b) => b.bannerId === made.id)).toBe(true);
    expect((await portal('w_home', 'CN')).value.some((b) => b.bannerId === made.id)).toBe(false);
    const lines = await auditOf(`banner:${made.id}`);
    expect(lines.map((l) => l.action)).toEqual(['banner.create', 'banner.edit']);
    expect(lines[1]?.before).toMatchObject({ title: { EN: 'Winter cup', CN: '冬季杯' } });
  });

  it('shows a scheduled banner only in its window', async () => {
    const future = await save(auroraContent, {
      group: 'w_live',
      image: picture,
      title: { EN: 'Next week' },
      linkType: 'none',
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(future.value.banner.state).toBe('scheduled');
    const past = await save(auroraContent, {
      group: 'w_live',
      image: picture,
      title: { EN: 'Last week' },
      linkType: 'none',
      startsAt: new Date(Date.now() - 14 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    });
    expect(past.value.banner.state).toBe('ended');
    const shown = (await portal('w_live')).value.map((b) => b.bannerId);
    expect(shown).not.toContain(future.value.banner.id);
    expect(shown).not.toContain(past.value.banner.id);
    const states = (await list(auroraSupport, { group: 'w_live' })).value.items.map((b) => b.state);
    expect(states).toEqual(expect.arrayContaining(['showing', 'scheduled', 'ended']));
  });

  it('hides and shows a banner again, once each in the audit', async () => {
    const { items } = (await list(auroraContent, { group: 'w_rng' })).value;
    const first = items[0] as BannerView;
    const hide = () =>
      call<{ banner: BannerView }>(auroraContent, '/ops/banners/visibility', { id: first.id, hidden: true });
    expect((await hide()).value.banner.state).toBe('hidden');
    expect((await hide()).value.banner.state).toBe('hidden');
    expect((await portal('w_rng')).value.some((b) => b.bannerId === first.id)).toBe(false);
    const shown = await call<{ banner: BannerView }>(auroraContent, '/ops/banners/visibility', {
      id: first.id,
      hidden: false,
    });
    expect(shown.value.banner.state).toBe('showing');
    expect((await auditOf(`banner:${first.id}`)).map((l) => l.action)).toEqual([
      'banner.hide',
      'banner.show',
    ]);
  });

  it('reorders a group, and the portal follows the new order', async () => {
    const ids = (await list(auroraContent, { group: 'w_fish' })).value.items.map((b) => b.id);
    expect(ids.length).toBeGreaterThan(1);
    const reversed = [...ids].reverse();
    const res = await call<{ items: BannerView[] }>(auroraContent, '/ops/banners/order', {
      group: 'w_fish',
      ids: reversed,
    });
    expect(res.value.items.map((b) => b.id)).toEqual(reversed);
    expect((await portal('w_fish')).value.map((b) => b.bannerId)).toEqual(reversed);
    const partial = await call(auroraContent, '/ops/banners/order', {
      group: 'w_fish',
      ids: reversed.slice(1),
    });
    expect(partial.message).toMatch(/^ids: must name every banner of w_fish once/);
    expect(await auditOf('banner-group:w_fish')).toMatchObject([
      { action: 'banner.order', before: { order: ids }, after: { order: reversed } },
    ]);
  });

  it('names each bad field and changes nothing', async () => {
    const base = { group: 'w_home', image: picture, title: { EN: 'Fine' }, linkType: 'none' };
    const cases: [object, RegExp][] = [
      [{ group: 'w_casino' }, /^group: is not a banner group of this site \(its groups: w_home,/],
      [{ title: { EN: '  ' } }, /^title: is required in at least one language/],
      [{ title: { EN: 'x'.repeat(81) } }, /title/],
      [{ image: '/wps/art/banner/aurora/w_home-1.svg' }, /^image: is not a picture uploaded for banners/],
      [{ linkType: 'route', link: '//evil.example' }, /^link: is a path of the portal/],
      [{ linkType: 'url', link: 'javascript:alert(1)' }, /^link: is a web address/],
      [{ linkType: 'promotion', link: '999999' }, /^link: is not the id of a promotion of this merchant/],
      [{ linkType: 'route' }, /^link: is required for a route link/],
      [{ endsAt: new Date(Date.now() - 1000).toISOString() }, /^endsAt: must be after the start/],
      [{ languages: ['XX'] }, /languages/],
      [{ id: 999999 }, /^Banner not found/],
    ];
    const before = await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM banners');
    for (const [change, message] of cases) {
      const res = await save(auroraContent, { ...base, ...change });
      expect(res.code, JSON.stringify(change)).not.toBe('OK');
      expect(res.message, JSON.stringify(change)).toMatch(message);
    }
    expect(await server.deps.db.query('SELECT count(*)::int AS n FROM banners')).toEqual(before);
  });
});

describe('banner roles and merchant scope', () => {
  it('refuses support, read-only and finance writes, and finance reads', async () => {
    const { items } = (await list(auroraContent, { group: 'w_home' })).value;
    const id = (items[0] as BannerView).id;
    for (const token of [auroraSupport, readOnly, finance]) {
      expect((await upload(token, pngOf(640, 200))).code).toBe('FORBIDDEN');
      expect((await call(token, '/ops/banners/visibility', { id, hidden: true })).code).toBe('FORBIDDEN');
      expect(
        (await save(token, { group: 'w_home', image: picture, title: { EN: 'x' }, linkType: 'none' })).code,
      ).toBe('FORBIDDEN');
    }
    expect((await list(finance)).code).toBe('FORBIDDEN');
  });

  it('keeps an operator of one merchant out of another’s banners (not found), and asks a platform-wide one to name it', async () => {
    const aurora = (await list(auroraContent, { group: 'w_home' })).value.items[0] as BannerView;
    const hide = await call(lumenContent, '/ops/banners/visibility', { id: aurora.id, hidden: true });
    expect(hide.code).toBe('NOT_FOUND');
    const edit = await save(lumenContent, {
      id: aurora.id,
      group: 'w_home',
      image: aurora.image,
      title: { EN: 'x' },
      linkType: 'none',
    });
    expect(edit.code).toBe('NOT_FOUND');
    expect((await list(lumenContent, { merchant: 'aurora' })).code).toBe('FORBIDDEN');
    expect((await list(lumenContent)).value.merchant).toBe('lumen');
    expect((await list(owner)).message).toBe('merchant: is required: name the merchant');
    expect((await list(owner, { merchant: 'jade' })).value.merchant).toBe('jade');
  });
});

describe('banner ops commands', () => {
  it('uploads, adds, hides, shows and orders through the same services', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'banner-')), 'art.jpg');
    fs.writeFileSync(file, jpegOf(600, 200));
    const added = await ops(
      'banner',
      'add',
      'jade',
      'w_help',
      '--image',
      file,
      '--title',
      'Help is here',
      '--languages',
      'EN,TH',
    );
    expect(added).toMatch(/^banner \d+ added to w_help at position \d+ \(showing\)$/);
    const id = Number(/banner (\d+) added/.exec(added)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect((await portal('w_help', 'TH', 'jade')).value.some((b) => b.bannerId === id)).toBe(true);
    expect((await portal('w_help', 'CN', 'jade')).value.some((b) => b.bannerId === id)).toBe(false);
    expect(await ops('banner', 'hide', 'jade', String(id))).toBe(`banner ${id} hidden`);
    expect(await ops('banner', 'show', 'jade', String(id))).toBe(`banner ${id} showing`);
    expect(await ops('banner', 'list', 'jade', 'w_help')).toContain('Help is here');
    expect(await ops('banner', 'list', 'jade', 'w_nope')).toMatch(
      /^group is not a banner group of this site/,
    );
    expect((await auditOf(`banner:${id}`)).map((l) => [l.action, l.actor])).toEqual([
      ['banner.create', 'ops-cli'],
      ['banner.hide', 'ops-cli'],
      ['banner.show', 'ops-cli'],
    ]);
  });
});
