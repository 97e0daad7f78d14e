import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { loadWhitelabelSite } from '../../support/load-site';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const pool = async (merchant: string) =>
  (await server.call({ method: 'GET', url: '/wps/system/jackpot', merchant })).json().value as {
    startMinor: number;
    startedAt: number;
    stepMinor: number;
    everyMs: number;
    now: number;
  };
const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

describe('the jackpot pool', () => {
  it('R1.17 opens once per merchant at the site’s start value, rises 165.11 every 3 s, the same for every caller', async () => {
    const site = loadWhitelabelSite('jade');
    const calls = await Promise.all(Array.from({ length: 20 }, () => pool('jade')));
    const first = calls[0];
    expect(first).toMatchObject({
      startMinor: Math.round(site.settings.jackpot.start * 100),
      stepMinor: 16511,
      everyMs: 3000,
    });
    // Twenty visitors arriving together all read the one pool.
    expect(new Set(calls.map((c) => `${c.startMinor}@${c.startedAt}`)).size).toBe(1);
    expect(first?.now).toBeGreaterThanOrEqual(first?.startedAt ?? Infinity);
    const later = await pool('jade');
    expect(later.startedAt).toBe(first?.startedAt);
    // Each merchant has its own pool.
    expect((await pool('aurora')).startMinor).toBe(
      Math.round(loadWhitelabelSite('aurora').settings.jackpot.start * 100),
    );
  });

  it('R1.17 ops starts a pool again from a new value; a bad amount changes nothing', async () => {
    const before = await pool('lumen');
    const bad = await ops('jackpot', 'reset', 'lumen', '--start', '12.345');
    expect(bad).toMatchObject({ ok: false, exitCode: 2 });
    expect(bad.output).toContain('--start is an amount with at most two decimals');
    expect(await pool('lumen')).toMatchObject({ startMinor: before.startMinor, startedAt: before.startedAt });

    const done = await ops('jackpot', 'reset', 'lumen', '--start', '5000000.25');
    expect(done.output).toBe('jackpot of lumen starts again from 5000000.25');
    const after = await pool('lumen');
    expect(after.startMinor).toBe(500_000_025);
    expect(after.startedAt).toBeGreaterThanOrEqual(before.startedAt);
    expect(after.now - after.startedAt).toBeLessThan(60_000);
  });
});
