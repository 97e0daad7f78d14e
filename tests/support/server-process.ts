import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  url: string;
  /** Every line the process wrote (JSON log lines and anything else). */
  lines: string[];
  /** Send a signal and wait for the exit code (null when killed by the signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

/**
 * The real server (`server/main.ts`) in its own process, on a port the OS picks, with
 * the given environment (DATA_DIR or DATABASE_URL...). Resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<ServerProcess> {
  // node itself (not the tsx wrapper), so signals reach the server and its exit code is ours.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PORTAL_DIR: path.join(ROOT, 'tests/support/no-portal'),
      FIRST_SCREEN_MODULE: '',
      VITEST: '',
      // Several processes on one machine: each its own development SMTP sink port.
      SMTP_SINK_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A process that never listened is no one's to stop later: end it here.
      proc.kill('SIGKILL');
      reject(new Error(`server did not listen in time:\n${lines.slice(-20).join('\n')}`));
    }, timeoutMs);
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${lines.slice(-20).join('\n')}`));
    });
  });
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    lines,
    exited,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/** A call to a server process as the portal makes it (module header, merchant host). */
export async function callProcess(
  server: { port: number },
  pathAndQuery: string,
  init: { method?: string; body?: unknown; token?: string; merchant?: string } = {},
): Promise<{ status: number; body: { success: boolean; code: string; message: string; value: unknown } }> {
  const res = await fetch(`http://127.0.0.1:${server.port}${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: {
      // fetch may not set Host; 127.0.0.1 maps to aurora, the development switch picks others.
      ...(init.merchant && init.merchant !== 'aurora' ? { 'x-whitelabel': init.merchant } : {}),
      'x-module': 'app',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as never };
}
