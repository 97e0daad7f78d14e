import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The site studio's calls (docs/decisions/site-studio.md): owners and content operators of
 * a merchant read, check, preview, publish and roll back its site.json with the checks of
 * `npm run validate`; a publish from a version that is no longer the newest is told (409).
 * On a copy of whitelabels/, never the repository's files. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-studio-test-'));
const whitelabelsDir = path.join(root, 'whitelabels');
const siteFile = path.join(whitelabelsDir, 'aurora', 'site.json');
const original = fs.readFileSync(path.resolve('whitelabels/aurora/site.json'), 'utf8');

interface Problem {
  line?: number;
  column?: number;
  path: string;
  message: string;
  suggestion?: string;
  severity: string;
  text: string;
}
interface Source {
  text: string;
  versionId: number | null;
  differsFromServed: boolean;
}

let server: TestServer;
let owner: string;
let content: string;
let finance: string;
let jadeOwner: string;
beforeAll(async () => {
  fs.cpSync(path.resolve('whitelabels'), whitelabelsDir, { recursive: true });
  server = await startTestServer({ whitelabelsDir, seedDemo: false });
  const signIn = async (role: 'owner' | 'content' | 'finance', merchant: string) =>
    signInOperator(server, await createTestOperator(server.deps.db, role, merchant));
  owner = await signIn('owner', 'aurora');
  content = await signIn('content', 'aurora');
  finance = await signIn('finance', 'aurora');
  jadeOwner = await signIn('owner', 'jade');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const call = async <T>(token: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
  const res = await opsCall(server, method, url, {
    token,
    ...(method === 'GET' ? { query: (body ?? {}) as Record<string, string> } : { body }),
  });
  return { status: res.statusCode, ...server.json<T>(res) };
};
const source = async (token = owner) => (await call<Source>(token, 'GET', '/ops/site/source')).value;
const check = async (text: string) =>
  (await call<{ ok: boolean; problems: Problem[] }>(owner, 'POST', '/ops/site/check', { text })).value;
/** aurora's site.json with one edit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit arbitrary site JSON
const auroraWith = (edit: (site: Record<string, any>) => void) => {
  const site = JSON.parse(original) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  edit(site);
  return JSON.stringify(site, null, 2);
};
const firstNode = (site: Record<string, any>) => site.pages[0].nodes[0] as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
const renamed = (name: string) =>
  auroraWith((s) => {
    s.merchant.name = name;
  });

/** The site a player's page of aurora carries. */
async function playerSite(query = '') {
  const res = await server.call({ method: 'GET', url: `/${query}`, merchant: 'aurora' });
  const json = /<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1];
  const bootstrap = JSON.parse(json ?? 'null') as { site: { merchant: { name: string } } | null };
  return { headers: res.headers, site: bootstrap.site };
}

describe('the site studio', () => {
  it('reads the site.json text as the folder holds it with the newest version', async () => {
    const read = await source();
    expect(read.text).toBe(fs.readFileSync(siteFile, 'utf8'));
    expect(read.versionId).toBeGreaterThan(0);
    expect(read.differsFromServed).toBe(false);
  });

  it('lets owners and content operators in, refuses other roles, and hides other merchants as not found', async () => {
    expect((await call(content, 'GET', '/ops/site/source')).status).toBe(200);
    expect((await call(finance, 'GET', '/ops/site/source')).status).toBe(403);
    const other = await call(jadeOwner, 'GET', '/ops/site/source', { merchant: 'aurora' });
    expect(other.status).toBe(404);
    const publish = await call(jadeOwner, 'POST', '/ops/site/publish', {
      merchant: 'aurora',
      text: original,
      baseVersionId: 1,
    });
    expect(publish.status).toBe(404);
    expect(fs.readFileSync(siteFile, 'utf8')).toBe(original);
  });

  it('checks a text with the problems `npm run validate` prints: line, column, node, did-you-mean', async () => {
    const broken = await check('{\n  "schemaVersion": 1\n  "merchant": {}\n}');
    expect(broken.ok).toBe(false);
    expect(broken.problems[0]).toMatchObject({ line: 3, column: 3, path: '(file)' });
    expect(broken.problems[0]?.message).toMatch(/not JSON/);

    const mistyped = firstNode(JSON.parse(original)).type as string;
    const unknownWidget = await check(auroraWith((s) => (firstNode(s).type = `${mistyped}x`)));
    expect(unknownWidget.ok).toBe(false);
    expect(unknownWidget.problems.some((p) => p.suggestion === mistyped)).toBe(true);
    expect(unknownWidget.problems[0]?.line).toBeGreaterThan(1);
    expect(unknownWidget.problems[0]?.text).toMatch(/whitelabels\/aurora\/site\.json:\d+:\d+: error: /);

    const wrongType = await check(auroraWith((s) => (s.merchant.name = 42)));
    expect(wrongType.problems.map((p) => p.path)).toContain('merchant › name');

    const badCondition = await check(auroraWith((s) => (firstNode(s).when = { device: 'toaster' })));
    expect(badCondition.ok).toBe(false);

    expect((await check(original)).ok).toBe(true);
  });

  it('refuses a text over 2 MB with a clear problem, and a 50 MB body without a crash', async () => {
    const big = await check(`${original.slice(0, -2)}, "pad": "${'x'.repeat(2.1 * 1024 * 1024)}" }`);
    expect(big.ok).toBe(false);
    expect(big.problems[0]?.message).toMatch(/at most 2 MB/);
    const huge = await call(owner, 'POST', '/ops/site/check', { text: 'x'.repeat(50 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses to publish a text that fails the checks and writes nothing', async () => {
    const { versionId } = await source();
    const res = await call<{ published: boolean; problems: Problem[] }>(owner, 'POST', '/ops/site/publish', {
      text: auroraWith((s) => (s.merchant.name = 42)),
      baseVersionId: versionId,
    });
    expect(res.value.published).toBe(false);
    expect(res.value.problems.length).toBeGreaterThan(0);
    expect(fs.readFileSync(siteFile, 'utf8')).toBe(original);
    expect((await source()).versionId).toBe(versionId);
  });

  it('publishes: the text is written, kept with the operator as author, audited and served at once', async () => {
    const { versionId } = await source();
    const text = renamed('Aurora Studio');
    const res = await call<{
      published: boolean;
      version: { id: number; author: string; changed: string[] };
    }>(owner, 'POST', '/ops/site/publish', { text, baseVersionId: versionId });
    expect(res.value.published).toBe(true);
    expect(res.value.version.author).toMatch(/^bo:opowner/);
    expect(res.value.version.changed).toEqual(['/site/merchant/name']);
    expect(fs.readFileSync(siteFile, 'utf8')).toBe(`${text}\n`);
    expect((await playerSite()).site?.merchant.name).toBe('Aurora Studio');
    const audit = await server.deps.db.query<{ action: string; after: { versionId: number } }>(
      "SELECT action, after FROM operator_audit WHERE action = 'site.publish' ORDER BY id DESC LIMIT 1",
    );
    expect(audit[0]?.after.versionId).toBe(res.value.version.id);
    const history = await call<{ items: { id: number; author: string }[] }>(
      owner,
      'GET',
      '/ops/site/history',
    );
    expect(history.value.items[0]).toMatchObject({ id: res.value.version.id });
  });

  it('of two publishes from the same version at once, one wins and the other is told (409), nothing lost', async () => {
    const { versionId } = await source();
    const [a, b] = await Promise.all([
      call<{ published: boolean }>(owner, 'POST', '/ops/site/publish', {
        text: renamed('Aurora A'),
        baseVersionId: versionId,
      }),
      call<{ published: boolean }>(content, 'POST', '/ops/site/publish', {
        text: renamed('Aurora B'),
        baseVersionId: versionId,
      }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.code).toBe('CONFLICT');
    expect(loser.message).toMatch(/was published by bo:op/);
    const winner = a.status === 200 ? 'Aurora A' : 'Aurora B';
    expect((await playerSite()).site?.merchant.name).toBe(winner);
  });

  it('rolls back to an earlier version after checking the base, and the platform serves it', async () => {
    const history = await call<{ items: { id: number; author: string }[] }>(
      owner,
      'GET',
      '/ops/site/history',
    );
    const first = history.value.items.at(-1);
    const { versionId } = await source();
    const stale = await call(owner, 'POST', '/ops/site/rollback', {
      versionId: first?.id,
      baseVersionId: first?.id,
    });
    expect(stale.status).toBe(409);
    const res = await call<{ version: { author: string } }>(owner, 'POST', '/ops/site/rollback', {
      versionId: first?.id,
      baseVersionId: versionId,
    });
    expect(res.value.version.author).toBe(`rollback to ${first?.id}`);
    expect((await playerSite()).site?.merchant.name).toBe(JSON.parse(original).merchant.name);
  });

  it('of two rollbacks from the same version at once, one wins and the other is told (409); one new version, one audit line', async () => {
    const history = await call<{ items: { id: number }[] }>(owner, 'GET', '/ops/site/history');
    const [newest, a, b] = history.value.items;
    expect(a && b).toBeTruthy();
    const count = async (sql: string) =>
      Number((await server.deps.db.query<{ n: string | number }>(sql))[0]?.n);
    const versions = () =>
      count(
        "SELECT count(*) AS n FROM site_versions v JOIN merchants m ON m.id = v.merchant_id WHERE m.code = 'aurora'",
      );
    const audits = () => count("SELECT count(*) AS n FROM operator_audit WHERE action = 'site.rollback'");
    const [versionsBefore, auditsBefore] = [await versions(), await audits()];
    const results = await Promise.all([
      call<{ version: { id: number; author: string } }>(owner, 'POST', '/ops/site/rollback', {
        versionId: a?.id,
        baseVersionId: newest?.id,
      }),
      call<{ version: { id: number; author: string } }>(content, 'POST', '/ops/site/rollback', {
        versionId: b?.id,
        baseVersionId: newest?.id,
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.code).toBe('CONFLICT');
    expect(loser?.message).toMatch(/after the version \d+ you started from/);
    expect(await versions()).toBe(versionsBefore + 1);
    expect(await audits()).toBe(auditsBefore + 1);
    const after = await source();
    expect(after.versionId).toBe(winner?.value.version.id);
    expect(after.differsFromServed).toBe(false);
  });

  it('previews a draft only at its address: no-store, noindex, framed by the back office; players keep the served site', async () => {
    const res = await call<{ ok: boolean; url: string }>(owner, 'POST', '/ops/site/preview', {
      text: renamed('Aurora Draft'),
    });
    expect(res.value.ok).toBe(true);
    const url = new URL(res.value.url);
    expect(url.hostname).toBe('aurora.localhost');
    const preview = await playerSite(url.search);
    expect(preview.site?.merchant.name).toBe('Aurora Draft');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toMatch(/noindex/);
    expect(String(preview.headers['content-security-policy'])).toMatch(
      /frame-ancestors 'self' http:\/\/admin\.localhost/,
    );
    const player = await playerSite();
    expect(player.site?.merchant.name).not.toBe('Aurora Draft');
    expect(String(player.headers['content-security-policy'])).toMatch(/frame-ancestors 'self';/);
    expect((await playerSite('?studio-preview=not-a-real-token-at-all')).site?.merchant.name).not.toBe(
      'Aurora Draft',
    );
    const refused = await call<{ ok: boolean }>(owner, 'POST', '/ops/site/preview', {
      text: auroraWith((s) => (s.merchant.name = 42)),
    });
    expect(refused.value.ok).toBe(false);
  });
});

describe('theme.json in the site studio', () => {
  const themeFile = path.join(whitelabelsDir, 'aurora', 'theme.json');
  type Theme = { dark: Record<string, string> };
  /** aurora's theme.json as the folder holds it now, with one edit. */
  const themeWith = (edit: (theme: Theme) => void) => {
    const theme = JSON.parse(fs.readFileSync(themeFile, 'utf8')) as Theme;
    edit(theme);
    return JSON.stringify(theme, null, 2);
  };
  const themeSource = async (token = owner) =>
    (await call<Source>(token, 'GET', '/ops/site/source', { file: 'theme' })).value;
  const servedAccent = async (query = '') =>
    ((await playerSite(query)).site as unknown as { theme: Theme } | null)?.theme.dark.accent;

  it('reads theme.json for owners and content operators only; another merchant is not found', async () => {
    const read = await themeSource();
    expect(read.text).toBe(fs.readFileSync(themeFile, 'utf8'));
    expect((await call(content, 'GET', '/ops/site/source', { file: 'theme' })).status).toBe(200);
    expect((await call(finance, 'GET', '/ops/site/source', { file: 'theme' })).status).toBe(403);
    const before = fs.readFileSync(themeFile, 'utf8');
    const other = await call(jadeOwner, 'POST', '/ops/site/publish', {
      merchant: 'aurora',
      file: 'theme',
      text: themeWith((t) => (t.dark.accent = '#f5b943')),
      baseVersionId: read.versionId,
    });
    expect(other.status).toBe(404);
    const refusedRole = await call(finance, 'POST', '/ops/site/publish', {
      file: 'theme',
      text: themeWith((t) => (t.dark.accent = '#f5b943')),
      baseVersionId: read.versionId,
    });
    expect(refusedRole.status).toBe(403);
    expect(fs.readFileSync(themeFile, 'utf8')).toBe(before);
  });

  it('refuses a bad theme with the field named and its line in theme.json; the served theme stays', async () => {
    const { versionId } = await themeSource();
    const served = await servedAccent();
    const text = themeWith((t) => (t.dark.accent = 'not a colour'));
    const checked = await call<{ ok: boolean; problems: Problem[] }>(owner, 'POST', '/ops/site/check', {
      file: 'theme',
      text,
    });
    expect(checked.value.ok).toBe(false);
    const problem = checked.value.problems.find((p) => p.path.includes('accent'));
    expect(problem?.path).toBe('dark › accent');
    expect(problem?.line).toBe(text.split('\n').findIndex((l) => l.includes('not a colour')) + 1);
    expect(problem?.text).toMatch(/whitelabels\/aurora\/theme\.json:\d+:\d+: error: /);
    const before = fs.readFileSync(themeFile, 'utf8');
    const res = await call<{ published: boolean }>(owner, 'POST', '/ops/site/publish', {
      file: 'theme',
      text,
      baseVersionId: versionId,
    });
    expect(res.value.published).toBe(false);
    expect(fs.readFileSync(themeFile, 'utf8')).toBe(before);
    expect((await themeSource()).versionId).toBe(versionId);
    expect(await servedAccent()).toBe(served);
  });

  it('previews a draft theme only at its address', async () => {
    const served = await servedAccent();
    const res = await call<{ ok: boolean; url: string }>(owner, 'POST', '/ops/site/preview', {
      file: 'theme',
      text: themeWith((t) => (t.dark.accent = '#f5b944')),
    });
    expect(res.value.ok).toBe(true);
    expect(await servedAccent(new URL(res.value.url).search)).toBe('#f5b944');
    expect(await servedAccent()).toBe(served);
  });

  it('publishes a theme as a new version with the current site, served at once; rollback brings the old theme back', async () => {
    const { versionId } = await themeSource(content);
    const siteBefore = (await source()).text;
    const oldAccent = await servedAccent();
    const text = themeWith((t) => (t.dark.accent = '#f5b945'));
    const res = await call<{
      published: boolean;
      version: { id: number; author: string; changed: string[] };
    }>(content, 'POST', '/ops/site/publish', { file: 'theme', text, baseVersionId: versionId });
    expect(res.value.published).toBe(true);
    expect(res.value.version.author).toMatch(/^bo:opcontent/);
    expect(res.value.version.changed).toEqual(['/theme/dark/accent']);
    expect(fs.readFileSync(themeFile, 'utf8')).toBe(`${text}\n`);
    expect((await source()).text).toBe(siteBefore);
    expect(await servedAccent()).toBe('#f5b945');
    const back = await call(owner, 'POST', '/ops/site/rollback', {
      versionId,
      baseVersionId: res.value.version.id,
    });
    expect(back.status).toBe(200);
    expect(await servedAccent()).toBe(oldAccent);
  });
});
