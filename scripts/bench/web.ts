import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH } from '../../tests/support/chromium';
import { startServerProcess } from '../../tests/support/server-process';
import { measure, median, type Figures } from './web-lighthouse';
import { report, type Row } from './web-table';

/**
 * `npm run bench:web [-- --no-build]`: build the portal, serve it with the real platform
 * (embedded database, demo data) and run Lighthouse's mobile performance audit on each
 * whitelabel's lobby routes, reached by host (`<code>.localhost`). Prints the median of
 * each figure over the runs and marks the misses of issue #17's targets; a benchmark, so
 * it exits 0 when targets are missed.
 *
 * BENCH_WHITELABELS=aurora,jade (default: every folder under whitelabels/ with a site.json),
 * BENCH_ROUTES=/,/rng (default: the five lobbies), BENCH_RUNS=3, BENCH_PORT=8550 (the
 * platform; Chromium's debugging port is the next one).
 */
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/rng,/live,/lottery,/promotions').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8550);
const dist = path.resolve(process.env.PORTAL_DIR ?? 'dist');
const whitelabelDir = path.resolve('whitelabels');
const WHITELABELS =
  process.env.BENCH_WHITELABELS?.split(',') ??
  fs.readdirSync(whitelabelDir).filter((c) => fs.existsSync(path.join(whitelabelDir, c, 'site.json')));

if (!process.argv.includes('--no-build')) {
  // The compressed copies too: the platform sends them, as it does to every visitor.
  for (const step of [
    ['run', '--silent', 'gen'],
    ['exec', '--', 'vite', 'build', '--logLevel', 'error'],
    ['exec', '--', 'vite', 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'error'],
    ['exec', '--', 'tsx', 'scripts/precompress-assets.ts', 'dist'],
  ]) {
    const built = spawnSync('npm', step, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

const server = await startServerProcess({
  PORT: String(PORT),
  PORTAL_DIR: dist,
  // Pages carry their first screen, as `npm start` serves them.
  FIRST_SCREEN_MODULE: path.resolve('dist-ssr/render-first-screen.js'),
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  WL_SWITCH: '0',
  JOBS: '0',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  port: PORT + 1,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: Row[] = [];
const failed: string[] = [];
try {
  for (const whitelabel of WHITELABELS) {
    for (const route of ROUTES) {
      const url = `http://${whitelabel}.localhost:${PORT}${route}`;
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const figures = await attempt(url, i);
        if (figures) runs.push(figures);
      }
      if (runs.length === 0) failed.push(`${whitelabel} ${route}`);
      else rows.push({ whitelabel, route, figures: median(runs) });
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(report(rows, RUNS));
if (failed.length) console.log(`No run completed (Lighthouse errors above): ${failed.join(', ')}`);

/** One run, tried again (up to three times) when Lighthouse reports a runtime error such as NO_NAVSTART. */
async function attempt(url: string, run: number): Promise<Figures | undefined> {
  for (let tries = 1; tries <= 3; tries++) {
    const started = performance.now();
    try {
      const f = await measure(url, chrome.port);
      console.error(
        `${url} run ${run + 1}/${RUNS}: score ${f.score}, LCP ${Math.round(f.lcp)} ms ` +
          `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      return f;
    } catch (error) {
      console.error(`${url} run ${run + 1}/${RUNS}, try ${tries}: ${(error as Error).message}`);
    }
  }
  return undefined;
}
