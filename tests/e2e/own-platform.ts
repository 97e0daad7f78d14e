import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nobody listens on now (other checkouts run their own servers on this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

function editJson(file: string, edit: EditJson): void {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json));
}

export interface OwnPlatform {
  port: number;
  /** The whitelabels folder it serves (a copy; a spec may edit it while it runs). */
  dir: string;
  stop(): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs edit arbitrary site and platform JSON
type EditJson = (json: Record<string, any>) => void;

/**
 * A platform of a spec's own, on an in-memory database, serving copies of shipped whitelabels
 * that the spec changed first (`sites` edits each one's site.json, `platforms` its
 * platform.json), mapped to `domains`: for sites no shipped whitelabel should carry (broken
 * ones, test-only nodes, modules switched off). Without demo data unless `seedDemo`.
 */
export async function startOwnPlatform(opts: {
  sites: Record<string, EditJson>;
  platforms?: Record<string, EditJson>;
  domains: Record<string, string>;
  nodeEnv?: string;
  seedDemo?: boolean;
}): Promise<OwnPlatform> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-own-'));
  for (const [code, edit] of Object.entries(opts.sites)) {
    const to = path.join(dir, code);
    fs.cpSync(path.resolve('whitelabels', code), to, { recursive: true });
    editJson(path.join(to, 'site.json'), edit);
    const editPlatform = opts.platforms?.[code];
    if (editPlatform) editJson(path.join(to, 'platform.json'), editPlatform);
  }
  fs.writeFileSync(path.join(dir, 'domains.json'), JSON.stringify(opts.domains));

  const server: ChildProcess = spawn('node', ['dist-server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      WHITELABELS_DIR: dir,
      DATA_DIR: 'memory://',
      NODE_ENV: opts.nodeEnv ?? 'production',
      LOG_LEVEL: 'error',
      SEED_DEMO: opts.seedDemo ? '1' : '0',
      SMTP_SINK_PORT: '0',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Up to 150 s: a platform that seeds demo data takes its time on a busy machine.
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`the platform exited with code ${server.exitCode}`);
    }
    const up = await fetch(`http://localhost:${port}/wps/system/status`, {
      headers: { 'x-module': 'system' },
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { port, dir, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the platform did not start');
}
