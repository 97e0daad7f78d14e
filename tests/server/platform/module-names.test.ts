import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../schemas/api/contract';
import { getCustomerService } from '../../../schemas/api/content';
import { defaultModuleOf, PORTAL_MODULES } from '../../../schemas/api/modules';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('module names (one list in schemas/api/modules.ts for portal and platform)', () => {
  it('R7.1 the platform accepts every module the portal may name', async () => {
    for (const module of PORTAL_MODULES) {
      const res = await server.call({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-module': module },
      });
      expect(res.statusCode, module).toBe(200);
    }
  });

  it('R7.1 R7.58 customer service answers the module its portal atom names', async () => {
    const res = await server.call({
      method: getCustomerService.method,
      url: `${getCustomerService.path}?language=EN`,
      headers: { 'x-module': 'customer-service' },
    });
    expect(res.statusCode).toBe(200);
    expect(server.json<{ csType: string }>(res).value.csType).toBe('LIVECHAT');
  });

  it('R7.1 a module that is not in the list is refused, naming the header', async () => {
    for (const module of ['customerService', 'nope', 'Games', '']) {
      const res = await server.call({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-module': module },
      });
      expect(res.statusCode, module).toBe(400);
      expect(res.json().message).toMatch(/x-module/);
    }
  });

  it('every endpoint of the contract has a default module in the list', () => {
    for (const e of contract) expect(PORTAL_MODULES, e.id).toContain(defaultModuleOf(e.id));
    expect(defaultModuleOf('paymentPassword.set')).toBe('payment-password');
    expect(() => defaultModuleOf('nowhere.call')).toThrow(/PORTAL_MODULES/);
  });
});
