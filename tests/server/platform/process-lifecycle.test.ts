import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDataDirFromSnapshot } from '../../support/database-snapshot';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * The real server process on an embedded database in a data folder: the ops CLI
 * reaches it while it runs, and SIGTERM lets requests in flight finish.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-life-'));
let server: ServerProcess;
beforeAll(async () => {
  await pgliteDataDirFromSnapshot(path.resolve('whitelabels'), dataDir);
  // At debug the server logs each request as it arrives: the SIGTERM test waits for that line.
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function ops(...args: string[]) {
  const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/ops/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('a server process on an embedded database', () => {
  it('the ops CLI switches maintenance through the running server, seen at once', async () => {
    const on = ops('maintenance', 'aurora', 'on', '--message', 'Back at ten');
    expect(on.out).toContain('maintenance on for aurora: Back at ten');
    expect(on.code).toBe(0);
    const status = await callProcess(server, '/wps/system/status');
    expect(status.body.value).toMatchObject({ status: 1, message: 'Back at ten' });
    expect(ops('maintenance', 'aurora', 'off').code).toBe(0);
    expect((await callProcess(server, '/wps/system/status')).body.value).toMatchObject({ status: 0 });
  });

  it('the ops CLI explains a wrong command line with its usage', () => {
    const wrong = ops('maintenance', 'nosuch', 'on');
    expect(wrong.code).toBe(2);
    expect(wrong.out).toMatch(/no merchant "nosuch" \(merchants: aurora, jade, lumen\)/);
    expect(wrong.out).toContain('usage: npm run ops -- maintenance <merchant> on|off');
  });

  it('a second platform on the same data folder refuses to open it and names the process that holds it', () => {
    const second = secondPlatform({ DATA_DIR: dataDir, PORT: '0' });
    expect(second.code).toBe(1);
    expect(second.out).toContain(
      `Refusing to start: the data folder ${dataDir} is in use by another platform`,
    );
    expect(second.out).toContain('DATA_DIR=');
    // The first one never noticed.
    return expect(callProcess(server, '/wps/system/status')).resolves.toMatchObject({ status: 200 });
  });

  it('a second platform on a taken port says which port and how to choose another, without opening its data', () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-second-'));
    try {
      const second = secondPlatform({ DATA_DIR: otherDir, PORT: String(server.port) });
      expect(second.code).toBe(1);
      expect(second.out).toContain(`Refusing to start: port ${server.port} on 127.0.0.1 is taken`);
      expect(second.out).toContain(`PORT=${server.port + 1} npm start`);
      expect(second.out).not.toMatch(/EADDRINUSE|at .*\.ts:\d+/);
      expect(fs.readdirSync(otherDir)).toEqual([]);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('SIGTERM: a request in flight finishes and is kept, then the process exits 0 and the data folder reopens', async () => {
    // A request the server has started to read (headers in, body still coming) when SIGTERM arrives.
    const body = JSON.stringify({
      questionType: 'suggestion',
      content: 'Please keep my feedback even while you restart',
      contact: 'ops@example.com',
    });
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'PUT',
      path: '/wps/feedback',
      headers: {
        host: 'aurora.localhost',
        'x-module': 'app',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 20));
    await waitFor(() => server.lines.some((l) => l.includes('"url":"/wps/feedback"')));
    const exit = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    req.end(body.slice(20));
    const res = await answer;
    expect(res.status).toBe(200);
    const ticket = (JSON.parse(res.body) as { value: { ticket: string } }).value.ticket;
    expect(await exit).toBe(0);
    expect(server.lines.some((l) => l.includes('shut down cleanly'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'ops.json'))).toBe(false);
    // The database was closed cleanly and kept the answer given during shutdown.
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect((await callProcess(server, '/wps/system/status')).status).toBe(200);
    const listed = ops('feedback', 'list', 'aurora');
    expect(listed.out).toContain('Please keep my feedback');
    expect(ticket).toMatch(/^FB-/);
  });
});

/** Start `server/main.ts` a second time and wait for it to end (it must refuse, not run). */
function secondPlatform(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', SMTP_SINK_PORT: '0', VITEST: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
