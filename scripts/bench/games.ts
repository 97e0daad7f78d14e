/**
 * `npm run bench:games`: latency of the game list over the 10,000-game catalogue (with
 * search and filters) and of a house-slot bet round, at steady load through HTTP; then,
 * when the portal is built, how the virtualised slots list behaves in Chromium.
 *
 * Embedded PGlite by default; set DATABASE_URL to measure on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { readConfig } from '../../server/config';
import { prepareServer } from '../../server/start-server';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../tests/support/chromium';
import { fundMember } from '../../tests/support/fund-member';
import { createTestMember } from '../../tests/support/members';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

const config = {
  ...readConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', JOBS: '0' }),
  dataDir: process.env.DATABASE_URL ? './data' : 'memory://',
  port: 0,
  allowWhitelabelSwitch: true,
};
console.log(`bench:games: preparing the platform (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})...`);
const server = await prepareServer(config);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const base = `http://127.0.0.1:${port}`;
const member = await createTestMember(server.deps.db);
await fundMember(server.deps.db, member, 100_000_000);
const headers = { host: 'aurora.localhost', 'x-module': 'portal', authorization: `Bearer ${member.token}` };

const searches = ['gold', 'dragon', 'koi', 'fortune', 'wild', 'star', 'jade', 'lucky', 'moon', 'rush'];
const filters = [
  '',
  '&gameClassify=jackpot',
  '&minBet=0.05',
  '&gameClassify=arcade&minBet=0.1',
  '&minLineNum=20',
];
const listPaths = searches.flatMap((s, i) =>
  filters.map(
    (f, j) =>
      `/wps/relay/GCSGAME_gameList?gameType=RNG&clientType=3&gameName=${s}${f}&pageNo=${((i + j) % 3) + 1}&pageSize=21`,
  ),
);
const plainPaths = Array.from(
  { length: 20 },
  (_, i) => `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${i * 20 + 1}&pageSize=21`,
);

function run(title: string, opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  }).then((r) => {
    const result = r as autocannon.Result;
    const bad = result.non2xx + result.errors;
    console.log(
      `${title.padEnd(44)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
        `${Math.round(result.requests.average)} req/s  (${result.requests.total} requests${bad ? `, ${bad} failed` : ''})`,
    );
    return result;
  });
}

const browserOnly = process.env.BENCH_BROWSER_ONLY === '1';
if (!browserOnly) console.log(`steady load: ${CONNECTIONS} connections for ${DURATION} s each\n`);
let i = 0;
if (!browserOnly)
  await run('gameList, search + filters (10,000 games)', {
    url: base,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: listPaths[i++ % listPaths.length] as string }),
      },
    ],
  });
let j = 0;
if (!browserOnly)
  await run('gameList, pages across the catalogue', {
    url: base,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: plainPaths[j++ % plainPaths.length] as string }),
      },
    ],
  });
/** House-slot bet rounds at steady load, played by `player` with its own game ticket. */
async function betRounds(title: string, player: Awaited<ReturnType<typeof createTestMember>>) {
  const auth = { ...headers, authorization: `Bearer ${player.token}` };
  const launch = (await (
    await fetch(`${base}/wps/game/launchGame?gameType=RNG&vassalage=TSR`, { headers: auth })
  ).json()) as { value: { url: string } };
  if (!launch.value) throw new Error(`no game launch for ${title}: ${JSON.stringify(launch)}`);
  const ticket = new URL(launch.value.url, base).searchParams.get('ticket') as string;
  let round = 0;
  const run0 = `${player.memberId}x${Date.now().toString(36)}`;
  await run(title, {
    url: `${base}/house/api/slot/spin`,
    headers: { ...auth, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ ticket, stake: '1.00', roundId: `b${run0}${(round++).toString(36)}` }),
        }),
      },
    ],
  });
}
if (!browserOnly) {
  await betRounds('bet round (house slot spin: debit, outcome, credit)', member);
  // The same by a player two levels down an agent's team, whose writes also feed the team sums.
  const top = await createTestMember(server.deps.db, { isAgent: 1 });
  const sub = await createTestMember(server.deps.db, { isAgent: 2, uplineId: top.memberId });
  const downline = await createTestMember(server.deps.db, { uplineId: sub.memberId });
  await fundMember(server.deps.db, downline, 100_000_000);
  await betRounds('bet round, a player in an agent team', downline);
}

// The browser: the virtualised list while 20 pages load and the list scrolls.
const dist = path.resolve('dist', 'index.html');
if (!fs.existsSync(dist)) {
  console.log('\n(the portal is not built: npm run build, then run again for the browser figures)');
} else {
  await server.close();
  const web = await prepareServer({ ...config, portalDir: path.resolve('dist'), seedDemo: true });
  await web.app.listen({ port: 0, host: '127.0.0.1' });
  const a = web.app.server.address();
  const webPort = typeof a === 'object' && a ? a.port : 0;
  const m = await createTestMember(web.deps.db);
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // tsx names functions with a helper the page does not have: give it one.
  await page.addInitScript('window.__name = (f) => f;');
  const origin = `http://aurora.localhost:${webPort}`;
  await page.goto(`${origin}/help`);
  await page.evaluate(
    ([token, username]) =>
      localStorage.setItem(
        'tsr.session',
        JSON.stringify({
          token,
          isAgent: 0,
          cpw: false,
          merchant: 'aurora',
          merchantCode: 'aurora',
          platform: 'web',
          nickname: username,
          account: username,
          username,
          customerId: 1,
          toUpline: false,
          memberLabel: [],
        }),
      ),
    [m.token, m.username] as const,
  );
  // The same measure on a still page: what this machine's headless Chromium does at best.
  const idle = await page.evaluate(async () => {
    const gaps: number[] = [];
    let last = performance.now();
    await new Promise<void>((done) => {
      const tick = (now: number) => {
        gaps.push(now - last);
        last = now;
        if (gaps.length < 120) requestAnimationFrame(tick);
        else done();
      };
      requestAnimationFrame(tick);
    });
    const sorted = gaps.slice(5).sort((x, y) => x - y);
    return {
      p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
      p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    };
  });
  // The whole catalogue: the player chose "All vendors" before (the lobby opens on its first vendor).
  await page.addInitScript(() => sessionStorage.setItem('tsr.rngVendor', ''));
  const t0 = Date.now();
  await page.goto(`${origin}/rng`);
  await page.getByText('10,000 games').waitFor();
  await page.getByRole('article').first().waitFor();
  const firstPaint = Date.now() - t0;
  // Scroll steadily to the bottom of what is loaded, 60 times, measuring frame gaps.
  const figures = await page.evaluate(async () => {
    const gaps: number[] = [];
    let last = performance.now();
    let domMax = 0;
    let running = true;
    const tick = (now: number) => {
      gaps.push(now - last);
      last = now;
      domMax = Math.max(domMax, document.querySelectorAll('article').length);
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    for (let k = 0; k < 60; k++) {
      window.scrollBy(0, 900);
      await new Promise((r) => setTimeout(r, 120));
    }
    running = false;
    const sorted = gaps.slice(5).sort((x, y) => x - y);
    const pct = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
    return {
      frames: sorted.length,
      p50: pct(50),
      p99: pct(99),
      domMax,
      domNodes: document.getElementsByTagName('*').length,
      count: document.querySelector('[aria-live="polite"]')?.textContent ?? '',
    };
  });
  const loaded = await page.evaluate(() => document.body.scrollHeight);
  console.log(
    `\nbrowser (Chromium, 1440 x 900): first page shown ${firstPaint} ms after navigation; while scrolling 54,000 px:` +
      `\n  frame interval p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms (${figures.frames} frames);` +
      ` a still page here: p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms` +
      `\n  game tiles in the DOM at most ${figures.domMax}; DOM elements at the end ${figures.domNodes}; page height ${loaded} px`,
  );
  await browser.close();
  await web.close();
  process.exit(0);
}
await server.close();
process.exit(0);
