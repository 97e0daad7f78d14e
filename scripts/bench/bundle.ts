import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../tests/support/chromium';
import { LANGUAGE_INFO } from '../../src/i18n/languages';
import { catalogKey, closure, entryKeyOf } from '../../server/portal/build-manifest';
import { pageAtPath } from '../../schemas/site/page-at-path';
import { firstLoadFiles, type SiteChunksView } from '../../server/portal/first-load-chunks';
import { gzipSize, readManifest, sizesOf, type Sizes } from './bundle-graph';

/**
 * `npm run bench:bundle [-- --no-build] [-- --static]`: build the portal, then measure
 * the JavaScript and CSS each lobby route needs on its first load, gzip -9, two ways:
 * - statically, from the build manifest: the HTML's entry and its preloaded imports, the
 *   widgets of the merchant's frame (header, footer and side bars) and of the route's page
 *   that a guest sees, and the core of the default language's catalog (the same files the
 *   platform preloads);
 * - in Chromium, loading each merchant's route as a first visit over a link with
 *   BENCH_RTT_MS (default 150, Lighthouse's mobile round trip) of latency, counting every
 *   script and style it fetched until the network was idle, and when the last script arrived.
 * Routes: BENCH_ROUTES (default the lobbies of issue #17).
 * Prints the largest chunks and checks the targets; exits 1 when a hard target is missed.
 */
const TARGET_JS = 150 * 1024;
const AIM_JS = 120 * 1024;
const MAX_CHUNK = 100 * 1024;
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/rng,/live,/lottery,/promotions').split(',');
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 150);

const args = new Set(process.argv.slice(2));
const dist = path.resolve(process.env.PORTAL_DIR ?? 'dist');
if (!args.has('--no-build')) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const manifest = readManifest(dist);
const entryKey = entryKeyOf(manifest);
if (!entryKey) throw new Error('No entry in the build manifest');

type SiteFile = SiteChunksView & { merchant: { code: string } };
const whitelabels = path.resolve('whitelabels');
const sites = fs
  .readdirSync(whitelabels)
  .filter((c) => fs.existsSync(path.join(whitelabels, c, 'site.json')))
  .map((c) => JSON.parse(fs.readFileSync(path.join(whitelabels, c, 'site.json'), 'utf8')) as SiteFile);

interface Row {
  merchant: string;
  route: string;
  how: string;
  sizes: Sizes;
  scripts: number;
  /** Milliseconds from navigation until the first render's files had all arrived (Chromium only). */
  readyMs?: number;
  /** Milliseconds from navigation until the last script had arrived, popups' included (Chromium only). */
  lastScriptMs?: number;
}
const scriptCount = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).length;

const rows: Row[] = [];
const entryOnly = sizesOf(dist, closure(manifest, [entryKey]));
for (const site of sites)
  for (const route of ROUTES) {
    const files = firstLoadFiles(manifest, site, pageAtPath(site.pages, route));
    rows.push({
      merchant: site.merchant.code,
      route,
      how: 'static',
      sizes: sizesOf(dist, files),
      scripts: scriptCount(files),
    });
  }

if (!args.has('--static')) {
  for (const row of await measureInChromium(sites)) rows.push(row);
}

console.log(
  `\nFirst load (gzip -9; Chromium at ${RTT_MS} ms round trip)   entry + preloads alone: JS ${kb(entryOnly.js)}, CSS ${kb(entryOnly.css)}`,
);
console.log('merchant   route        measured   scripts  JS          CSS         chunks ready  last script');
for (const r of [...rows].sort(
  (a, b) => a.merchant.localeCompare(b.merchant) || ROUTES.indexOf(a.route) - ROUTES.indexOf(b.route),
))
  console.log(
    `${r.merchant.padEnd(10)} ${r.route.padEnd(12)} ${r.how.padEnd(10)} ${String(r.scripts).padEnd(8)} ${kb(r.sizes.js).padEnd(11)} ${kb(r.sizes.css).padEnd(11)} ${r.readyMs === undefined ? '' : `${r.readyMs} ms`.padEnd(13)} ${r.lastScriptMs === undefined ? '' : `${r.lastScriptMs} ms`}`,
  );

const catalogPartSizes = (part: 'core' | 'backoffice') =>
  Object.values(LANGUAGE_INFO)
    .map(({ locale }) => {
      const chunk = manifest[catalogKey(locale, part)];
      return { locale, size: chunk ? gzipSize(dist, chunk.file) : 0 };
    })
    .sort((a, b) => b.size - a.size);
const catalogs = catalogPartSizes('core');
const [biggest] = catalogs;
const enCatalog = catalogs.find((c) => c.locale === 'en')?.size ?? 0;
console.log(
  `\nCatalogs' core (gzip -9, one is loaded at first paint): ${catalogs.map((c) => `${c.locale} ${kb(c.size)}`).join(', ')}`,
);
console.log(
  `The back office's part (never loaded by the portal): ${catalogPartSizes('backoffice')
    .map((c) => `${c.locale} ${kb(c.size)}`)
    .join(', ')}`,
);
if (biggest)
  console.log(
    `A first visit in ${biggest.locale} loads ${kb(Math.max(...rows.map((r) => r.sizes.js)) - enCatalog + biggest.size)} of JS.`,
  );

const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, size: gzipSize(dist, path.join('assets', f)) }))
  .sort((a, b) => b.size - a.size);
console.log('\nLargest chunks (gzip -9)');
for (const c of chunks.slice(0, 5)) console.log(`  ${kb(c.size).padEnd(10)} ${c.file}`);

const worstJs = Math.max(...rows.map((r) => r.sizes.js));
const largest = chunks[0]?.size ?? 0;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
console.log(`\nTargets`);
console.log(
  `  first-load JS <= ${kb(TARGET_JS)}: ${kb(worstJs)} ${verdict(worstJs <= TARGET_JS)} (aim ${kb(AIM_JS)}: ${verdict(worstJs <= AIM_JS)})`,
);
console.log(`  no chunk over ${kb(MAX_CHUNK)}: largest ${kb(largest)} ${verdict(largest <= MAX_CHUNK)}`);
if (worstJs > TARGET_JS || largest > MAX_CHUNK) process.exitCode = 1;

/** Serve the build with the real platform and record what each route fetches on a first visit. */
async function measureInChromium(sites: SiteFile[]): Promise<Row[]> {
  const port = Number(process.env.BENCH_PORT ?? 8299);
  if (await answers(port)) throw new Error(`port ${port} is taken: set BENCH_PORT to a free one`);
  const server = spawn('node', ['dist-server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'error',
      PORTAL_DIR: dist,
    },
    stdio: 'ignore',
  });
  const out: Row[] = [];
  try {
    await waitForServer(port);
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const site of sites)
      for (const route of ROUTES) {
        const code = site.merchant.code;
        const firstRender = [...firstLoadFiles(manifest, site, pageAtPath(site.pages, route))].map(
          (f) => `/${f}`,
        );
        // A new context per load: an empty cache, the way a first visit arrives.
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: RTT_MS,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        const files = new Set<string>();
        page.on('response', (res) => {
          const url = new URL(res.url());
          const type = res.request().resourceType();
          if ((type === 'script' || type === 'stylesheet') && url.pathname.startsWith('/assets/'))
            files.add(url.pathname.slice(1));
        });
        await page.goto(`http://${code}.localhost:${port}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        // No named helper inside: the evaluated function must survive tsx's transform as is.
        const timings = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => [new URL(e.name).pathname, (e as PerformanceResourceTiming).responseEnd] as const),
        );
        const arrived = (keep: (pathname: string) => boolean) =>
          Math.round(Math.max(0, ...timings.filter(([p]) => keep(p)).map(([, end]) => end)));
        const readyMs = arrived((p) => firstRender.includes(p));
        const lastScriptMs = arrived((p) => p.endsWith('.js'));
        out.push({
          merchant: code,
          route,
          how: 'chromium',
          sizes: sizesOf(dist, files),
          scripts: scriptCount(files),
          readyMs,
          lastScriptMs,
        });
        await context.close();
      }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
  return out;
}

function answers(port: number): Promise<boolean> {
  return fetch(`http://localhost:${port}/wps/system/status`, { headers: { 'x-module': 'system' } })
    .then((r) => r.ok)
    .catch(() => false);
}

async function waitForServer(port: number) {
  for (let i = 0; i < 240; i++) {
    if (await answers(port)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the platform did not start on port ${port}`);
}
