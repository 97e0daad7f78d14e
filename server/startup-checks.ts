import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * What stops a second platform from starting beside a first one on the same machine, said
 * before anything is opened: a taken port, or an embedded data folder another process holds
 * (two processes writing one PGlite folder would corrupt it).
 */

/** Why `port` cannot be listened on, or undefined when it is free (port 0 is always free). */
export async function portTakenReason(port: number, host: string): Promise<string | undefined> {
  if (port === 0) return undefined;
  const probe = net.createServer();
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    probe.once('error', resolve);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
  return error ? portMessage(port, host, error) : undefined;
}

/** The message for an error listening on `port`, for the probe and for the real listen alike. */
export function portMessage(port: number, host: string, error: NodeJS.ErrnoException): string {
  if (error.code === 'EADDRINUSE')
    return `port ${port} on ${host} is taken (another platform is probably running). Stop it, or choose another port: PORT=${port + 1} npm start`;
  if (error.code === 'EACCES')
    return `port ${port} on ${host} needs privileges this user lacks. Choose a port above 1023: PORT=8080 npm start`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

function lockFile(dataDir: string): string {
  return path.join(dataDir, 'platform.pid');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Take the embedded data folder for this process. Answers the process that holds it when
 * another living one does; a lock left by a process that died (kill -9) is taken over.
 */
export function lockDataFolder(dataDir: string): number | undefined {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) return holder;
    fs.rmSync(file, { force: true });
  }
}

/** Why a second platform may not start on `dataDir`, or undefined once this process holds it. */
export function dataFolderHeldReason(dataDir: string): string | undefined {
  const holder = lockDataFolder(dataDir);
  return holder === undefined
    ? undefined
    : `the data folder ${dataDir} is in use by another platform (process ${holder}). Stop it, or give this one its own folder: DATA_DIR=./data-2 npm start`;
}

/** Give the data folder back (on shutdown), only if this process holds it. */
export function unlockDataFolder(dataDir: string): void {
  const file = lockFile(dataDir);
  try {
    if (Number(fs.readFileSync(file, 'utf8')) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}
