import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../schemas/api/contract';
import { opsContract } from '../../../schemas/api/ops/ops-contract';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
}

describe('/openapi.json', () => {
  it('describes every endpoint of the contract, with its id, token need and answer', async () => {
    const res = await server.call({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const e of contract) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()];
      if (!op) {
        missing.push(`${e.method} ${e.path}`);
        continue;
      }
      expect(op.operationId, e.path).toBe(e.id);
      expect(Boolean(op.security?.length), `${e.id} token`).toBe(e.token);
      expect(op.responses?.['200'], e.id).toBeDefined();
    }
    expect(missing).toEqual([]);
  });

  it('documents no route that is not in the contract or the back office contract (besides the spec itself)', async () => {
    const doc = (await server.call({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const known = new Set([...contract, ...opsContract].map((e) => `${e.method.toLowerCase()} ${e.path}`));
    const extra = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops)
        .map((m) => `${m} ${p}`)
        .filter((k) => !known.has(k)),
    );
    expect(extra).toEqual([]);
  });
});
