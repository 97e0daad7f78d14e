import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The browser tests as E2E_SHARDS (default 2) Playwright runs at once, each with its own
 * platform on its own port, its own embedded database and its own copy of the whitelabels
 * folder. Nothing one shard's tests change (a merchant's settings, a published site, the
 * rate limits of 127.0.0.1) reaches the other's, so the specs need not know they share the
 * machine. Extra arguments go to every run (`-- --grep @journey`).
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8191);
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? basePort + 17_000);
const extra = process.argv.slice(2);

function run(index: number): Promise<number> {
  const label = `[${index + 1}/${shards}]`;
  const whitelabels = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-whitelabels-'));
  fs.cpSync(path.resolve('whitelabels'), whitelabels, { recursive: true });
  // Each run names its own data folder (playwright.config.ts), so none is inherited.
  const { E2E_DATA_DIR: _inherited, ...env } = process.env;
  const child = spawn(
    'node_modules/.bin/playwright',
    ['test', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []), ...extra],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        E2E_PORT: String(basePort + 10 * index),
        E2E_SMTP_PORT: String(baseSmtpPort + 10 * index),
        E2E_WHITELABELS_DIR: whitelabels,
      },
    },
  );
  // Whole lines, each marked with its shard, so the two runs' output stays readable.
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`${label} ${line}`);
    });
    stream.on('end', () => rest && console.log(`${label} ${rest}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.rmSync(whitelabels, { recursive: true, force: true });
      console.log(`${label} ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i)));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
