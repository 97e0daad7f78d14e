import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Run an ops CLI command on the e2e server the way `npm run ops` reaches it: on an embedded
 * database, POST /__ops on loopback with the token the server left in its data folder; on
 * PostgreSQL (E2E_DATABASE_URL), the CLI itself on the same database.
 */
export async function ops(request: APIRequestContext, ...argv: string[]): Promise<string> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) return opsOnPostgres(databaseUrl, argv);
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

function opsOnPostgres(databaseUrl: string, argv: string[]): string {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/ops/cli.ts', ...argv], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ops ${argv.join(' ')}: ${run.stderr || run.stdout}`);
  return run.stdout;
}
