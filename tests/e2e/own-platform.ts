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

export interface OwnPlatform {
  port: number;
  /** The whitelabels folder it serves (a copy; a spec may edit it while it runs). */
  dir: string;
  stop(): void;
}

/**
 * A platform of a spec's own, on an in-memory database without demo data, serving copies of
 * shipped whitelabels that the spec changed first (`edit` gets each site.json), mapped to
 * `domains`: for sites no shipped whitelabel should carry (broken ones, test-only nodes).
 */
export async function startOwnPlatform(opts: {
  sites: Record<string, (site: Record<string, any>) => void>; // eslint-disable-line @typescript-eslint/no-explicit-any -- specs edit arbitrary site JSON
  domains: Record<string, string>;
  nodeEnv?: string;
}): Promise<OwnPlatform> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-own-'));
  for (const [code, edit] of Object.entries(opts.sites)) {
    const to = path.join(dir, code);
    fs.cpSync(path.resolve('whitelabels', code), to, { recursive: true });
    const file = path.join(to, 'site.json');
    const site = JSON.parse(fs.readFileSync(file, 'utf8'));
    edit(site);
    fs.writeFileSync(file, JSON.stringify(site));
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
      SEED_DEMO: '0',
      SMTP_SINK_PORT: '0',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i++) {
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
