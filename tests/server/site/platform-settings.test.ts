import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { startTestServer, type TestServer } from '../../support/test-server';
import { writeLater } from '../../support/write-later';

/** platform.json edits reach a running platform: the keys they change, nothing else, never a bad file. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-platform-'));
const whitelabelsDir = path.join(root, 'whitelabels');
const platformFile = path.join(whitelabelsDir, 'aurora', 'platform.json');
type Json = Record<string, unknown> & { flags: Record<string, boolean> };
const original = JSON.parse(
  fs.readFileSync(path.resolve('whitelabels/aurora/platform.json'), 'utf8'),
) as Json;

function writePlatform(value: unknown): void {
  writeLater(platformFile, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  fs.cpSync(path.resolve('whitelabels/aurora'), path.join(whitelabelsDir, 'aurora'), { recursive: true });
  server = await startTestServer(
    { whitelabelsDir, seedDemo: false, logLevel: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The settings every request of this server sees. */
async function settings(): Promise<Record<string, unknown>> {
  return (await server.deps.merchants.forCode('aurora'))?.settings ?? {};
}

/** Wait (at most 10 s) until the running server's settings satisfy `ok`. */
async function until(ok: (s: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    server.deps.merchants.invalidate();
    const s = await settings();
    if (ok(s)) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`settings never matched: ${JSON.stringify(await settings())}`);
}

describe('platform.json on a running platform', () => {
  it('applies a later edit without a restart: the keys it changed, keeping what ops set meanwhile', async () => {
    expect((await settings()).flags).toEqual(original.flags);
    await runOps({ db: server.deps.db, whitelabelsDir }, [
      'settings',
      'aurora',
      'set',
      'sessionIdleMinutes',
      '30',
    ]);
    const { wagering: _dropped, ...rest } = original;
    writePlatform({ ...rest, flags: { ...original.flags, FREEPLAY3: false }, sessionMaxHours: 6 });
    const s = await until((x) => x.sessionMaxHours === 6);
    expect((s.flags as Record<string, boolean>).FREEPLAY3).toBe(false);
    expect(s.sessionIdleMinutes).toBe(30);
    expect(s.wagering).toBeUndefined();
    expect(lines.some((l) => l.includes('platform.json of aurora applied'))).toBe(true);
  });

  it('refuses a file that fails its schema or is not JSON, names the problem and changes nothing', async () => {
    const before = await settings();
    writePlatform({ ...original, flags: { ...original.flags, FREEPLAY3: 'no' }, sessionIdleMinute: 5 });
    /** The refusal log line naming `text`, once the watcher has written it (at most 10 s). */
    const refused = async (text: string) => {
      for (let i = 0; i < 100; i++) {
        const line = lines.find((l) => l.includes('refused') && l.includes(text));
        if (line) return line;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no refusal naming ${text}:\n${lines.join('\n')}`);
    };
    const log = await refused('sessionIdleMinute:');
    expect(log).toContain('flags › FREEPLAY3: must be boolean, not the text \\"no\\"');
    expect(log).toContain('sessionIdleMinute: \\"sessionIdleMinute\\" is not a known field here');
    writePlatform('{ "flags": ');
    expect(await refused('not JSON')).toContain('platform.json of aurora refused');
    server.deps.merchants.invalidate();
    expect(await settings()).toEqual(before);
  });
});
