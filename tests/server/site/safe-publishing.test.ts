import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { runOps } from '../../../server/ops/commands';
import { servedSite } from '../../../server/services/site/served-site';
import { startTestServer, type TestServer } from '../../support/test-server';
import { writeLater } from '../../support/write-later';

/**
 * A running platform whose merchants edit their site files: a refused edit never takes
 * a site down, and a merchant with no accepted version says so with a 503.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-publish-'));
const whitelabelsDir = path.join(root, 'whitelabels');
const portalDir = path.join(root, 'portal');
const siteFile = (code: string) => path.join(whitelabelsDir, code, 'site.json');
const original = fs.readFileSync(path.resolve('whitelabels/aurora/site.json'), 'utf8');
/** The widget of the home page's first node, and the same name with two letters swapped. */
const FIRST =
  (JSON.parse(original) as { pages: { nodes: { type: string }[] }[] }).pages[0]?.nodes[0]?.type ?? '';
const MISTYPED = FIRST.replace(/(.)(.)$/, '$2$1');

const write = writeLater;

/** aurora's site with one edit: `edit` gets the parsed site and changes it. */
function auroraWith(
  edit: (site: { pages: { nodes: { type: string }[] }[]; nav: { route?: string }[] }) => void,
) {
  const site = JSON.parse(original) as Parameters<typeof edit>[0];
  edit(site);
  return JSON.stringify(site, null, 2);
}

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  fs.mkdirSync(portalDir, { recursive: true });
  fs.copyFileSync(path.resolve('index.html'), path.join(portalDir, 'index.html'));
  fs.cpSync(path.resolve('whitelabels/aurora'), path.join(whitelabelsDir, 'aurora'), { recursive: true });
  // nova: a new merchant whose very first site.json names a widget that does not exist.
  fs.cpSync(path.resolve('whitelabels/aurora'), path.join(whitelabelsDir, 'nova'), { recursive: true });
  const nova = JSON.parse(original) as { domains: string[]; pages: { nodes: { type: string }[] }[] };
  nova.domains = ['nova.localhost'];
  (nova.pages[0]?.nodes[0] as { type: string }).type = MISTYPED;
  write(siteFile('nova'), JSON.stringify(nova, null, 2));
  server = await startTestServer(
    { whitelabelsDir, portalDir, seedDemo: false, logLevel: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The page a player's browser gets, and the site its bootstrap carries. */
async function page(merchant: string) {
  const res = await server.call({ method: 'GET', url: '/', merchant });
  const json = /<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1];
  const bootstrap = JSON.parse(json ?? 'null') as { site: { pages: { nodes: { type: string }[] }[] } | null };
  return { status: res.statusCode, headers: res.headers, site: bootstrap.site, body: res.body };
}

const firstType = (site: { pages: { nodes: { type: string }[] }[] } | null) => site?.pages[0]?.nodes[0]?.type;
const refusals = () =>
  lines.filter((l) => l.includes('refused')).map((l) => JSON.parse(l) as Record<string, unknown>);

describe('publishing that cannot take a site down', () => {
  it('keeps serving the last good site when a widget type is mistyped, and says why in the log', async () => {
    expect((await page('aurora')).site).not.toBeNull();
    write(
      siteFile('aurora'),
      auroraWith((s) => ((s.pages[0]?.nodes[0] as { type: string }).type = MISTYPED)),
    );
    const served = await page('aurora');
    expect(served.status).toBe(200);
    expect(firstType(served.site)).toBe(FIRST);
    const [logged] = refusals().filter((l) => l.merchant === 'aurora');
    expect(logged?.level).toBe(50);
    expect(String(logged?.msg)).toMatch(/site files of aurora refused: players keep version \d+/);
    expect(JSON.stringify(logged?.problems)).toContain(`did you mean \\"${FIRST}\\"`);
    // The same line `npm run validate` prints: the file at line and column, then the node by its id.
    expect((logged?.problems as string[])[0]).toMatch(
      new RegExp(
        `aurora/site\\.json:\\d+:\\d+: error: pages › / › ${MISTYPED} "[\\w-]+": unknown widget type`,
      ),
    );
    // The API calls that need the site keep answering from the same version.
    const info = await server.call({ method: 'GET', url: '/wps/system/whitelabel', merchant: 'aurora' });
    expect(info.statusCode).toBe(200);
  });

  it('keeps serving it when site.json is not JSON or a nav item names a route without a page', async () => {
    write(siteFile('aurora'), original.replace('"nav": [', '"nav": [,'));
    expect(firstType((await page('aurora')).site)).toBe(FIRST);
    write(
      siteFile('aurora'),
      auroraWith((s) => ((s.nav[0] as { route: string }).route = '/no-such-page')),
    );
    const served = await page('aurora');
    expect(served.status).toBe(200);
    expect(firstType(served.site)).toBe(FIRST);
    const messages = refusals().flatMap((l) => l.problems as string[]);
    expect(messages.some((m) => /aurora\/site\.json:\d+:\d+: error: \(file\): not JSON/.test(m))).toBe(true);
    expect(messages.some((m) => m.includes('route "/no-such-page" has no page'))).toBe(true);
  });

  it('a platform that starts while the files are broken serves the newest accepted version', async () => {
    // A restarted process: the same database, nothing remembered in memory.
    const db = server.deps.db;
    const restarted: Database = {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      exec: (sql) => db.exec(sql),
      tx: (fn) => db.tx(fn),
      listen: (...args) => db.listen(...args),
      close: () => db.close(),
    };
    const merchant = { id: await merchantId('aurora'), code: 'aurora' };
    const served = await servedSite({ config: server.deps.config, db: restarted }, merchant);
    expect(served.ok && firstType(served.site)).toBe(FIRST);
    expect(served.ok && served.refused.some((p) => p.message.includes('/no-such-page'))).toBe(true);
  });

  it('a merchant with no accepted version answers 503 with Retry-After, page and API alike', async () => {
    const served = await page('nova');
    expect(served.status).toBe(503);
    expect(Number(served.headers['retry-after'])).toBeGreaterThan(0);
    expect(served.site).toBeNull();
    const info = await server.call({ method: 'GET', url: '/wps/system/whitelabel', merchant: 'nova' });
    expect(info.statusCode).toBe(503);
    expect(info.headers['retry-after']).toBeDefined();
    expect(refusals().some((l) => String(l.msg).includes('no earlier version was accepted'))).toBe(true);
    // Fixed: it opens at the next request, without a restart.
    write(siteFile('nova'), fs.readFileSync(siteFile('nova'), 'utf8').replace(MISTYPED, FIRST));
    expect((await page('nova')).status).toBe(200);
  });

  it('ops see the refusal, the history with what changed, and roll back in one command', async () => {
    const status = await ops('site', 'status', 'aurora');
    expect(status.exitCode).toBe(0);
    expect(status.output).toContain('files: REFUSED, 1 problem(s)');
    expect(status.output).toContain('route "/no-such-page" has no page');
    expect(status.output).toMatch(/players get: version \d+/);

    // A good edit becomes a new version; history shows what it changed.
    write(
      siteFile('aurora'),
      auroraWith((s) => ((s.nav[0] as { route: string }).route = '/live')),
    );
    expect(firstType((await page('aurora')).site)).toBe(FIRST);
    const history = await ops('site', 'history', 'aurora');
    expect(history.output).toContain('/nav/0/route');
    expect(history.output).toContain('(first version)');
    const first = Number(/\n\s*(\d+)\s.*\(first version\)/.exec(history.output)?.[1]);

    const back = await ops('site', 'rollback', 'aurora', String(first));
    expect(back.output).toContain(`back on version ${first}`);
    expect(JSON.parse(fs.readFileSync(siteFile('aurora'), 'utf8'))).toEqual(JSON.parse(original));
    const after = await ops('site', 'history', 'aurora');
    expect(after.output).toContain(`rollback to ${first}`);
    expect((await ops('site', 'rollback', 'aurora', '999999')).output).toContain(
      'has no site version 999999',
    );
  });
});

function ops(...argv: string[]) {
  return runOps({ db: server.deps.db, whitelabelsDir }, argv);
}

async function merchantId(code: string): Promise<number> {
  const [row] = await server.deps.db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [
    code,
  ]);
  return Number(row?.id);
}
