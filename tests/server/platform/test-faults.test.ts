import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, RefusedSetting } from '../../../server/config';
import { createTestMember } from '../../support/members';
import { balance, clientKey, fund } from '../../support/money';
import { startServerProcess } from '../../support/server-process';
import { startTestServer, type TestServer } from '../../support/test-server';

/** The switch that lets a call lose its answer exists for tests only. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('test faults (TEST_FAULTS)', () => {
  it('is refused with NODE_ENV=production: the configuration is not read', () => {
    expect(() => readConfig({ NODE_ENV: 'production', TEST_FAULTS: '1' })).toThrow(RefusedSetting);
    expect(readConfig({ NODE_ENV: 'production' }).testFaults).toBe(false);
    expect(readConfig({ NODE_ENV: 'test', TEST_FAULTS: '1' }).testFaults).toBe(true);
  });

  it('is refused with NODE_ENV=production: the server process does not start', async () => {
    const started = startServerProcess(
      { NODE_ENV: 'production', TEST_FAULTS: '1', DATA_DIR: 'memory://', DATABASE_URL: '' },
      60_000,
    );
    await expect(started).rejects.toThrow(
      /exited \(1\) before listening[\s\S]*Refusing to start: TEST_FAULTS=1/,
    );
  });

  it('without the switch, a call asking for a lost answer is answered as usual', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 10_00);
    const res = await server.call({
      method: 'POST',
      url: '/wps/v2/deposits',
      token: m.token,
      payload: { channel: 'demo', amount: '10.00', idempotencyKey: clientKey() },
      headers: { 'x-test-fault': 'drop-answer' },
    });
    expect(server.json(res)).toMatchObject({ success: true, value: { status: 'approved' } });
    expect(await balance(server.deps.db, m)).toBe(20_00);
  });
});
