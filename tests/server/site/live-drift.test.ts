import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { startTestServer, type TestServer } from '../../support/test-server';
import { writeLater } from '../../support/write-later';

/**
 * `npm run validate -- --live` and `ops site drift`: where a merchant's files differ from
 * what players get, and what happens next (docs/decisions/safe-publishing.md).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-drift-'));
const whitelabelsDir = path.join(root, 'whitelabels');
const file = (name: string) => path.join(whitelabelsDir, 'aurora', name);
const originalSite = fs.readFileSync(path.resolve('whitelabels/aurora/site.json'), 'utf8');
const originalPlatform = fs.readFileSync(path.resolve('whitelabels/aurora/platform.json'), 'utf8');

type Site = { nav: { route?: string }[]; pages: { nodes: { type: string }[] }[] };

const write = (name: string, text: string) => writeLater(file(name), text);

function siteWith(edit: (site: Site) => void): string {
  const site = JSON.parse(originalSite) as Site;
  edit(site);
  return JSON.stringify(site, null, 2);
}

let server: TestServer;
beforeAll(async () => {
  fs.cpSync(path.resolve('whitelabels/aurora'), path.join(whitelabelsDir, 'aurora'), { recursive: true });
  server = await startTestServer({ whitelabelsDir, seedDemo: false });
});
// Every case starts from the shipped files, accepted.
afterEach(async () => {
  write('site.json', originalSite);
  write('platform.json', originalPlatform);
  await request();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const drift = () => runOps({ db: server.deps.db, whitelabelsDir }, ['site', 'drift', 'aurora']);
const request = () => server.call({ method: 'GET', url: '/', merchant: 'aurora' });

describe('what differs from what players get', () => {
  it('says nothing once the files are the accepted version', async () => {
    await request();
    const out = await drift();
    expect(out.exitCode).toBe(0);
    expect(out.output).toBe('the files are what players get');
  });

  it('names the changed place of a good edit not yet taken, then nothing once it is', async () => {
    write(
      'site.json',
      siteWith((s) => ((s.nav[0] as { route: string }).route = '/live')),
    );
    const before = (await drift()).output;
    expect(before).toMatch(/aurora\/site\.json: note: live: differs from version \d+ .* at \/nav\/0\/route/);
    expect(before).toContain('a platform keeps these files as a new version at its next request');
    await request();
    expect((await drift()).output).toBe('the files are what players get');
  });

  it('says players keep the live version while the files are refused', async () => {
    await request();
    write(
      'site.json',
      siteWith((s) => ((s.pages[0]?.nodes[0] as { type: string }).type = 'no-such-widget')),
    );
    await request();
    const out = (await drift()).output;
    expect(out).toMatch(
      /site\.json: note: live: differs from version (\d+) .* at \/pages\/0\/nodes\/0\/type/,
    );
    expect(out).toMatch(/the platform refuses these files .* and players keep version \d+/);
  });

  it('names a refused platform.json key and keeps the settings last applied', async () => {
    const platform = JSON.parse(originalPlatform) as Record<string, unknown>;
    write('platform.json', JSON.stringify({ ...platform, bonusPercentage: 5 }, null, 2));
    const out = (await drift()).output;
    expect(out).toContain(
      'aurora/platform.json: note: live: differs from the settings last applied, at /bonusPercentage',
    );
    expect(out).toContain('the platform refuses it and keeps the settings last applied');
  });

  it('validate --live prints the same notes, and notes alone do not fail it', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/validate-whitelabels.ts', '--live', whitelabelsDir],
      { env: { ...process.env, DATA_DIR: 'memory://', DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('✓ ');
    // A database that never served aurora has no live version of it.
    expect(run.stdout).toMatch(/aurora\/site\.json: note: live: no version is live yet/);
    expect(run.status).toBe(0);
  });
});
