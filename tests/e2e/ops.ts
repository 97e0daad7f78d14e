import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Run an ops CLI command on the e2e server, the way `npm run ops` reaches a server on an
 * embedded database: POST /__ops on loopback with the token it left in its data folder.
 */
export async function ops(request: APIRequestContext, ...argv: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const handoff = JSON.parse(fs.readFileSync(path.join(dataDir, 'ops.json'), 'utf8')) as {
    port: number;
    token: string;
  };
  const res = await request.post(`http://127.0.0.1:${handoff.port}/__ops`, {
    headers: { 'x-ops-token': handoff.token },
    data: { argv },
  });
  const body = (await res.json()) as { value?: { ok: boolean; output: string } };
  if (!body.value?.ok) throw new Error(`ops ${argv.join(' ')}: ${body.value?.output ?? res.status()}`);
  return body.value.output;
}
