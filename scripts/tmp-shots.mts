import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const jobs = process.argv.slice(2); // merchant:route:width:lang
for (const j of jobs) {
  const [m, route, w, lang] = j.split(':');
  const ctx = await b.newContext({ viewport: { width: Number(w), height: Number(w) < 600 ? 844 : 900 }, locale: lang ?? 'en', reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(`http://${m}.localhost:8450${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const name = `/tmp/shots/${m}${route.replace(/\//g, '_')}-${w}-${lang ?? 'en'}.png`;
  await page.screenshot({ path: name });
  console.log(name, errors.slice(0, 3));
  await ctx.close();
}
await b.close();
