import fs from 'node:fs';
import path from 'node:path';

/** Where a running server on an embedded database tells the ops CLI how to reach it. */
export function opsHandoffFile(dataDir: string): string {
  return path.join(dataDir, 'ops.json');
}

export interface OpsHandoff {
  pid: number;
  port: number;
  token: string;
}

export function writeOpsHandoff(dataDir: string, handoff: OpsHandoff): void {
  fs.writeFileSync(opsHandoffFile(dataDir), JSON.stringify(handoff), { mode: 0o600 });
}

export function removeOpsHandoff(dataDir: string): void {
  fs.rmSync(opsHandoffFile(dataDir), { force: true });
}

/** The handoff of a server that is still running, else undefined. */
export function readOpsHandoff(dataDir: string): OpsHandoff | undefined {
  try {
    const h = JSON.parse(fs.readFileSync(opsHandoffFile(dataDir), 'utf8')) as OpsHandoff;
    process.kill(h.pid, 0);
    return h;
  } catch {
    return undefined;
  }
}
