import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { LANGUAGE_INFO } from '../../src/i18n/languages';
import type { Language } from '../../schemas/site/constants';
import { closure, gzipSize, readManifest, sizesOf, widgetTypesIn, type Sizes } from './bundle-graph';

/**
 * `npm run bench:bundle [-- --no-build] [-- --static]`: build the portal, then measure
 * the JavaScript and CSS the home route needs on its first load, gzip -9, two ways:
 * - statically, from the build manifest: the HTML's entry and its preloaded imports, the
 *   home page's widgets (header, footer and side bars included) and the default catalog;
 * - in Chromium, loading each merchant's home page and summing every script and style
 *   it fetched until the network was idle.
 * Prints the largest chunks and checks the targets; exits 1 when a hard target is missed.
 */
const TARGET_JS = 150 * 1024;
const AIM_JS = 120 * 1024;
const MAX_CHUNK = 100 * 1024;

const args = new Set(process.argv.slice(2));
const dist = path.resolve(process.env.PORTAL_DIR ?? 'dist');
if (!args.has('--no-build')) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const manifest = readManifest(dist);
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry in the build manifest');

interface SiteFile {
  merchant: { code: string };
  languages: { default: Language };
  layout: Record<string, unknown>;
  pages: { route: string; nodes: unknown }[];
}
const whitelabels = path.resolve('whitelabels');
const sites = fs
  .readdirSync(whitelabels)
  .filter((c) => fs.existsSync(path.join(whitelabels, c, 'site.json')))
  .map((c) => JSON.parse(fs.readFileSync(path.join(whitelabels, c, 'site.json'), 'utf8')) as SiteFile);

function staticHome(site: SiteFile): Set<string> {
  const home = site.pages.find((p) => p.route === '/');
  const types = widgetTypesIn([
    ...(home ? (home.nodes as unknown[]) : []),
    ...Object.values(site.layout).flat(),
  ]);
  const locale = LANGUAGE_INFO[site.languages.default].locale;
  return closure(manifest, [
    entryKey as string,
    ...types.map((t) => `src/widgets/${t}/${t}.tsx`),
    `src/i18n/locales/${locale}/messages.po`,
  ]);
}

const rows: { merchant: string; how: string; sizes: Sizes }[] = [];
const entryOnly = sizesOf(dist, closure(manifest, [entryKey]));
for (const site of sites)
  rows.push({ merchant: site.merchant.code, how: 'static', sizes: sizesOf(dist, staticHome(site)) });

if (!args.has('--static')) {
  for (const row of await measureInChromium(sites.map((s) => s.merchant.code))) rows.push(row);
}

console.log(
  `\nHome route, first load (gzip -9)            entry + preloads alone: JS ${kb(entryOnly.js)}, CSS ${kb(entryOnly.css)}`,
);
console.log('merchant   measured   JS          CSS         files');
for (const r of rows)
  console.log(
    `${r.merchant.padEnd(10)} ${r.how.padEnd(10)} ${kb(r.sizes.js).padEnd(11)} ${kb(r.sizes.css).padEnd(11)} ${r.sizes.files}`,
  );

const catalogs = Object.values(LANGUAGE_INFO)
  .map(({ locale }) => {
    const chunk = manifest[`src/i18n/locales/${locale}/messages.po`];
    return { locale, size: chunk ? gzipSize(dist, chunk.file) : 0 };
  })
  .sort((a, b) => b.size - a.size);
const [biggest] = catalogs;
const enCatalog = catalogs.find((c) => c.locale === 'en')?.size ?? 0;
console.log(
  `\nCatalogs (gzip -9, one is loaded at first paint): ${catalogs.map((c) => `${c.locale} ${kb(c.size)}`).join(', ')}`,
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
  `  home first-load JS <= ${kb(TARGET_JS)}: ${kb(worstJs)} ${verdict(worstJs <= TARGET_JS)} (aim ${kb(AIM_JS)}: ${verdict(worstJs <= AIM_JS)})`,
);
console.log(`  no chunk over ${kb(MAX_CHUNK)}: largest ${kb(largest)} ${verdict(largest <= MAX_CHUNK)}`);
if (worstJs > TARGET_JS || largest > MAX_CHUNK) process.exitCode = 1;

/** Serve the build with the real platform and record what each home page fetches. */
async function measureInChromium(codes: string[]) {
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
  const out: { merchant: string; how: string; sizes: Sizes }[] = [];
  try {
    await waitForServer(port);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const code of codes) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const files = new Set<string>();
      page.on('response', (res) => {
        const url = new URL(res.url());
        const type = res.request().resourceType();
        if ((type === 'script' || type === 'stylesheet') && url.pathname.startsWith('/assets/'))
          files.add(url.pathname.slice(1));
      });
      await page.goto(`http://${code}.localhost:${port}/`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      out.push({ merchant: code, how: 'chromium', sizes: sizesOf(dist, files) });
      await page.close();
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
