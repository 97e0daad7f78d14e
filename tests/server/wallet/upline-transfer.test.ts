import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/accounts';
import { createTestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund, givePaymentPassword } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function family() {
  const agent = await createTestMember(server.deps.db, { isAgent: 1 });
  const player = await createTestMember(server.deps.db, { uplineId: agent.memberId });
  await fund(server.deps.db, player, 100_00);
  await givePaymentPassword(server.deps.db, player);
  return { agent, player };
}

const send = (token: string, body: Record<string, unknown>) =>
  api<{ amount: number; balance: number; transactionId: number; replayed: boolean }>(server, {
    method: 'POST',
    url: '/wps/v2/transfers/upline',
    token,
    body: { paymentPassword: '246810', idempotencyKey: clientKey(), ...body },
  });

describe('transfer upline (transferUpline)', () => {
  it('R2.66 R6.9 a player sends money to their upline agent with the payment password', async () => {
    const { agent, player } = await family();
    const info = await api<{ upline?: { account: string }; available: number }>(server, {
      method: 'GET',
      url: '/wps/v2/transfers/upline',
      token: player.token,
    });
    expect(info.value.upline?.account).toMatch(/•••/);
    expect(info.value.available).toBe(100_00);
    const res = await send(player.token, { amount: '40.25', remark: 'For the team' });
    expect(res.value).toMatchObject({ amount: 40_25, balance: 59_75 });
    expect(await balance(server.deps.db, agent)).toBe(40_25);
    await expectLedgerSound(server.deps.db, player.merchantId);
  });

  it('moves money once for a repeated submission and refuses the key for another amount', async () => {
    const { agent, player } = await family();
    const key = clientKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(player.token, { amount: '10', idempotencyKey: key })),
    );
    expect(new Set(answers.map((a) => a.value.transactionId)).size).toBe(1);
    expect(await balance(server.deps.db, agent)).toBe(10_00);
    const other = await send(player.token, { amount: '11', idempotencyKey: key });
    expect(other.code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('refuses a wrong payment password, bad amounts, more than the balance and a long remark; nothing moves', async () => {
    const { agent, player } = await family();
    expect((await send(player.token, { amount: '10', paymentPassword: '000001' })).code).toBe(
      'BAD_CREDENTIALS',
    );
    for (const [amount, code] of [
      ['0', 'VALIDATION'],
      ['-3', 'VALIDATION'],
      ['1.234', 'VALIDATION'],
      ['abc', 'VALIDATION'],
      ['100.01', 'INSUFFICIENT_FUNDS'],
    ]) {
      const r = await send(player.token, { amount });
      expect(r.code, amount).toBe(code);
    }
    expect((await send(player.token, { amount: '1', remark: 'x'.repeat(141) })).errors?.[0]?.field).toBe(
      'remark',
    );
    expect(await balance(server.deps.db, agent)).toBe(0);
    expect(await balance(server.deps.db, player)).toBe(100_00);
  });

  it('refuses members without an upline agent and trial accounts', async () => {
    const lonely = await createTestMember(server.deps.db);
    await fund(server.deps.db, lonely, 10_00);
    await givePaymentPassword(server.deps.db, lonely);
    expect((await send(lonely.token, { amount: '1' })).code).toBe('FORBIDDEN');
    const notAgent = await createTestMember(server.deps.db);
    const child = await createTestMember(server.deps.db, { uplineId: notAgent.memberId });
    await fund(server.deps.db, child, 10_00);
    await givePaymentPassword(server.deps.db, child);
    expect((await send(child.token, { amount: '1' })).code).toBe('FORBIDDEN');
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    expect((await send(trial.token, { amount: '1' })).code).toBe('TRIAL_ACCOUNT');
  });
});
