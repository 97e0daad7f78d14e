import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind } from '../../../schemas/api/agent-rules';
import { api } from '../../support/accounts';
import { agentTeam, offer, tier } from '../../support/agents';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The contract products a merchant runs (platform.json `agents.kinds`) decide both what the
 * consolidated call tells the agent area to show and what the platform lets an agent offer.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function runOnly(kinds: Partial<Record<ContractKind, boolean>>) {
  await server.deps.db.query(
    `UPDATE merchants SET settings = jsonb_set(settings, '{agents}', coalesce(settings->'agents', '{}'::jsonb) || jsonb_build_object('kinds', $1::jsonb))
      WHERE code = 'aurora'`,
    [JSON.stringify(kinds)],
  );
  server.deps.merchants.invalidate();
}

const consolidated = async (m: TestMember) =>
  (
    await api<Record<string, unknown>>(server, {
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      token: m.token,
    })
  ).value;

const daily = [tier(1_000_00, 1, 40)];

describe('contract products switched by the merchant', () => {
  it('R6.20 the consolidated flags follow the products the merchant runs, and an agent cannot offer one that is off', async () => {
    const { top, sub } = await agentTeam(server);
    const player = await createTestMember(server.deps.db);
    try {
      expect(await consolidated(sub)).toMatchObject({
        contract: true,
        salary: true,
        daily: true,
        hourly: true,
        agentRealtimeSalary: true,
      });

      await runOnly({ hourlySalary: false, realtimeSalary: false });
      expect(await consolidated(sub)).toMatchObject({
        contract: true,
        salary: true,
        daily: true,
        hourly: false,
        agentRealtimeSalary: false,
      });
      const hourly = await offer(server, top, {
        member: sub.username,
        kind: 'hourlySalary',
        period: 'H',
        tiers: daily,
      });
      expect([hourly.status, hourly.code]).toEqual([403, 'DISABLED']);
      const kept = await offer(server, top, {
        member: sub.username,
        kind: 'dailySalary',
        period: 'D',
        tiers: daily,
      });
      expect(kept.success).toBe(true);

      await runOnly({ dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false });
      expect(await consolidated(sub)).toMatchObject({
        contract: false,
        salary: false,
        daily: false,
        hourly: false,
        agentRealtimeSalary: false,
      });
      const dividend = await offer(server, top, {
        member: sub.username,
        kind: 'dividend',
        period: 'W',
        tiers: daily,
      });
      expect(dividend.code).toBe('DISABLED');

      // A player's flags are off whatever the merchant runs: the pages are the agent area's.
      await runOnly({});
      expect(await consolidated(player)).toMatchObject({
        contract: false,
        salary: false,
        daily: false,
        hourly: false,
        agentRealtimeSalary: false,
      });
    } finally {
      await runOnly({});
    }
  });
});
