import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function clubLabel(rankLevel: number) {
  const { token } = await createTestMember(server.deps.db, { rankLevel });
  const res = await server.call({ method: 'GET', url: '/wps/member/info', token });
  return server.json<{ clubLabel: { labelName: string; rankLevel: number } }>(res).value.clubLabel;
}

describe('member info VIP label', () => {
  it('rank 0 is no VIP level: an empty label, never "VIP 0"', async () => {
    expect(await clubLabel(0)).toEqual({ labelName: '', rankLevel: 0 });
  });

  it('from rank 1 the label names the level', async () => {
    expect(await clubLabel(1)).toEqual({ labelName: 'VIP 1', rankLevel: 1 });
    expect(await clubLabel(6)).toEqual({ labelName: 'VIP 6', rankLevel: 6 });
  });
});
