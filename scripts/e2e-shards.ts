import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dealSpecs } from './deal-specs';

/**
 * The browser tests as E2E_SHARDS (default 2) Playwright runs at once, each with its own
 * platform on its own port, its own embedded database and its own copy of the whitelabels
 * folder. Nothing one shard's tests change (a merchant's settings, a published site, the
 * rate limits of 127.0.0.1) reaches the other's, so the specs need not know they share the
 * machine. Extra arguments go to every run (`--grep @journey`).
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8191);
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? basePort + 17_000);
const extra = process.argv.slice(2);

/**
 * Seconds a spec file takes while both shards run on two cores, for the files above the usual
 * 5-15 s (measured 2026-12-01; the specs that start a platform of their own include its start).
 * A stale figure only makes the shards end less evenly.
 */
const SLOW_SPECS: Record<string, number> = {
  'accessibility.spec.ts': 228,
  'back-office.spec.ts': 142,
  'header-and-frame.spec.ts': 114,
  'member-centre-pages.spec.ts': 94,
  'navigation.spec.ts': 85,
  'lobby-rules.spec.ts': 85,
  'login-and-register-forms.spec.ts': 69,
  'modals-and-dialogs.spec.ts': 61,
  'house-table.spec.ts': 110,
  'house-blackjack.spec.ts': 40,
  'house-sports.spec.ts': 110,
  'house-card-games.spec.ts': 60,
  'lost-answers.spec.ts': 35,
  'agent-contracts.spec.ts': 67,
  'agents.spec.ts': 56,
  'whitelabels.spec.ts': 55,
  'first-screen.spec.ts': 50,
  'accounts.spec.ts': 49,
  'spec-screens.spec.ts': 55,
  'first-render.spec.ts': 39,
  'layout-stability.spec.ts': 31,
  'player-protection.spec.ts': 24,
  'reality-checks.spec.ts': 24,
  'merchant-switch.spec.ts': 24,
  'point-mall-queue.spec.ts': 23,
  'mission-claim.spec.ts': 22,
  'games.spec.ts': 21,
  'house-slot.spec.ts': 21,
  'jackpot.spec.ts': 20,
  'module-switches.spec.ts': 17,
  'config-error.spec.ts': 15,
  'screen-and-date-conditions.spec.ts': 14,
};
const USUAL_SECONDS = 10;

function specsOnDisk(): { file: string; seconds: number }[] {
  return fs
    .readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => ({ file: `tests/e2e/${f}`, seconds: SLOW_SPECS[f] ?? USUAL_SECONDS }));
}

function run(index: number, files: string[]): Promise<number> {
  const label = `[${index + 1}/${shards}]`;
  const whitelabels = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-whitelabels-'));
  fs.cpSync(path.resolve('whitelabels'), whitelabels, { recursive: true });
  // Each run names its own data folder (playwright.config.ts), so none is inherited.
  const { E2E_DATA_DIR: _inherited, ...env } = process.env;
  const child = spawn('node_modules/.bin/playwright', ['test', '--pass-with-no-tests', ...files, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      E2E_PORT: String(basePort + 10 * index),
      E2E_SMTP_PORT: String(baseSmtpPort + 10 * index),
      E2E_WHITELABELS_DIR: whitelabels,
    },
  });
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

const codes = await Promise.all(dealSpecs(specsOnDisk(), shards).map((files, i) => run(i, files)));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
