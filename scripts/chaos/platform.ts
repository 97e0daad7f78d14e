import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A free port on the loopback, for one engine's platform across its restarts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Platform {
  port: number;
  /** Milliseconds from the spawn until it answered its first call. */
  startMs: number;
  /** kill -9: no shutdown, whatever was in flight is cut. */
  kill(): Promise<void>;
  /** SIGTERM: in-flight calls finish, the database closes cleanly. */
  stop(): Promise<void>;
}

/**
 * The real platform (`server/main.ts`) in its own process on the given data, ready once it
 * answers the system status call (timed from the spawn: the restart time).
 */
export async function startPlatform(env: Record<string, string>, port: number): Promise<Platform> {
  const started = Date.now();
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PORTAL_DIR: path.join(ROOT, 'tests/support/no-portal'),
      SMTP_SINK_PORT: '0',
      TEST_FAULTS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the platform exited before it answered:\n${tail.join('\n')}`);
    if (Date.now() - started > 180_000) {
      proc.kill('SIGKILL');
      throw new Error(`the platform did not answer within 3 minutes:\n${tail.join('\n')}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/wps/system/status`, {
      headers: { 'x-module': 'portal' },
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = Date.now() - started;
  const end = async (signal: NodeJS.Signals) => {
    if (!gone) proc.kill(signal);
    await exited;
  };
  return { port, startMs, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
