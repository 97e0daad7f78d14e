import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder, portTakenReason, unlockDataFolder } from '../../../server/startup-checks';

const dirs: string[] = [];
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded data folder lock', () => {
  it('is taken by the first process and refused to a second while the first lives', () => {
    const dir = folder();
    expect(lockDataFolder(dir)).toBeUndefined();
    expect(fs.readFileSync(path.join(dir, 'platform.pid'), 'utf8')).toBe(String(process.pid));
    // The parent of this test process stands in for a platform that holds the folder.
    fs.writeFileSync(path.join(dir, 'platform.pid'), String(process.ppid));
    expect(lockDataFolder(dir)).toBe(process.ppid);
    unlockDataFolder(dir);
    expect(fs.existsSync(path.join(dir, 'platform.pid'))).toBe(true);
  });

  it('is taken over from a process that died without giving it back, or from junk', () => {
    const dir = folder();
    fs.writeFileSync(path.join(dir, 'platform.pid'), '2147483646');
    expect(lockDataFolder(dir)).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'platform.pid'), 'not a pid');
    expect(lockDataFolder(dir)).toBeUndefined();
    unlockDataFolder(dir);
    expect(fs.existsSync(path.join(dir, 'platform.pid'))).toBe(false);
  });
});

describe('the port check', () => {
  it('names a taken port and how to choose another; port 0 and a free port pass', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      expect(await portTakenReason(port, '127.0.0.1')).toBe(
        `port ${port} on 127.0.0.1 is taken (another platform is probably running). Stop it, or choose another port: PORT=${port + 1} npm start`,
      );
      expect(await portTakenReason(0, '127.0.0.1')).toBeUndefined();
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect(await portTakenReason(port, '127.0.0.1')).toBeUndefined();
  });
});
